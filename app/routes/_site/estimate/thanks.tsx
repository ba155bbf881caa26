import { Link, redirect } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { ESTIMATE_MESSAGES, ESTIMATE_REFERENCE_PATTERN } from "~/estimates/estimate-options";
import estimateStyles from "~/styles/estimate.css?url";
import { photoCountOf } from "~/estimates/estimate.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/thanks";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: estimateStyles, precedence: "default" },
];

// /estimate/thanks?ref=EST-2026-0042: where a sent request lands. The reference is in the address, so a reload (or a
// bookmark) shows the same answer; anything that is not a reference goes back to the form.
export function loader({ url }: Route.LoaderArgs) {
  const reference = url.searchParams.get("ref") ?? "";
  if (!ESTIMATE_REFERENCE_PATTERN.test(reference)) throw redirect("/estimate");
  return { reference, photos: photoCountOf(reference) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Estimate request received",
    description: ESTIMATE_MESSAGES.responseTime,
    noindex: true,
  });

export default function EstimateThanksPage({ loaderData }: Route.ComponentProps) {
  const { reference, photos } = loaderData;
  return (
    <main className="page estimate-page">
      <section className="estimate-card estimate-thanks" aria-labelledby="estimate-thanks-title">
        <h1 id="estimate-thanks-title">{ESTIMATE_MESSAGES.received}</h1>
        <p className="estimate-reference">
          Your reference: <strong>{reference}</strong>
        </p>
        {photos === null ? null : (
          <p className="estimate-photo-count">
            {photos === 0
              ? "No photos came with it."
              : `${photos} ${photos === 1 ? "photo" : "photos"} arrived with it.`}
          </p>
        )}
        <p>{ESTIMATE_MESSAGES.responseTime}</p>
        <p className="field-hint">
          We also sent a confirmation to your e-mail address. Please quote the reference when you call or
          write.
        </p>
        <p className="estimate-thanks-links">
          <Link to="/" className="button">
            Back to the home page
          </Link>
          <Link to="/projects" className="button button-outline">
            See our projects
          </Link>
        </p>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
