import { RouteErrorBoundary } from "~/components/error-pages";
import { LegalPage } from "~/components/legal-page";
import { legalPageView } from "~/content/content-page-view.server";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export const loader = () => legalPageView("privacy");

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Privacy Policy", description: args.loaderData?.description });

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Privacy Policy" page={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
