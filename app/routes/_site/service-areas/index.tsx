import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { serviceAreaIndexView } from "~/site/service-area-view.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/index";

export function loader() {
  return serviceAreaIndexView();
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Service Areas",
    description: args.loaderData?.areas.length
      ? `Paving, asphalt and concrete work in ${args.loaderData.areas.map((area) => area.name).join(", ")}.`
      : "The cities we pave and pour in.",
  });

export default function ServiceAreasPage({ loaderData }: Route.ComponentProps) {
  const { areas, state } = loaderData;
  return (
    <main className="page service-areas-page">
      <header className="page-header">
        <p className="eyebrow">Where we work</p>
        <h1>Service Areas</h1>
        <p className="lead">
          Our crews pave, seal and pour across the valley. Pick your city to see the work we do there.
        </p>
      </header>
      {areas.length ? (
        <ul className="area-list">
          {areas.map((area) => (
            <li key={area.slug}>
              <Link to={`/service-areas/${area.slug}`}>
                {area.name}, {state}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Our service areas are being written up. Call us to ask about yours.</p>
      )}
      <p>
        Not on the list? <Link to="/contact">Ask us</Link>: we often travel for larger jobs.
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
