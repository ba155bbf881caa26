import { type MetaFunction, useLoaderData } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { LegalPage } from "~/components/legal-page";
import { legalPageView } from "~/models/content-page-view.server";
import { pageMeta } from "~/utils/seo";

export const loader = () => legalPageView("terms");

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: "Terms and Conditions", description: args.loaderData?.description });

export default function TermsPage() {
  return <LegalPage title="Terms and Conditions" page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
