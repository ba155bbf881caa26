import { RouteErrorBoundary } from "~/components/error-pages";
import { RenderedHtml } from "~/components/rendered-html";
import { missionPageView } from "~/content/content-page-view.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/mission-statement";

export const loader = () => missionPageView();

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Mission Statement", description: args.loaderData?.description });

export default function MissionStatementPage({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <main className="page">
      <header className="page-header">
        <p className="eyebrow">About us</p>
        <h1>Mission Statement</h1>
      </header>
      <div className="prose">
        <section aria-labelledby="mission-title">
          <h2 id="mission-title">Our Mission</h2>
          <RenderedHtml html={page.missionHtml} className="lead" />
        </section>
        <section aria-labelledby="who-title">
          <h2 id="who-title">Who We Are</h2>
          <RenderedHtml html={page.whoWeAreHtml} />
        </section>
        <section aria-labelledby="values-title">
          <h2 id="values-title">Our Core Values</h2>
          <ul className="value-grid">
            {page.values.map((value, index) => (
              <li key={index} className="value-card">
                <h3>{value.name}</h3>
                <RenderedHtml html={value.html} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="vision-title">
          <h2 id="vision-title">Our Vision</h2>
          <RenderedHtml html={page.visionHtml} />
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
