import { RouteErrorBoundary } from "~/components/error-pages";
import { LegalPage } from "~/components/legal-page";
import { legalPageView } from "~/content/content-page-view.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export const loader = () => legalPageView("terms");

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Terms and Conditions", description: args.loaderData?.description });

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Terms and Conditions" page={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
