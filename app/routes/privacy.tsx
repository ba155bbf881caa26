import { type MetaFunction, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { LegalPage } from "~/components/legal-page";
import { legalPageView } from "~/models/content-page-view.server";
import { pageMeta } from "~/utils/seo";

export const loader = () => legalPageView("privacy");

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: "Privacy Policy", description: args.loaderData?.description });

export default function PrivacyPage() {
  return <LegalPage title="Privacy Policy" page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
