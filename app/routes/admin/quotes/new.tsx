import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { newQuoteEditorView } from "~/quotes/quote-office-view.server";
import quoteStyles from "~/styles/quotes-admin.css?url";
import { QuoteEditor } from "./+shared/quote-editor";
import { QuoteErrorBoundary } from "./+shared/quote-error";
import { saveQuoteFromEditor } from "./+shared/quote-editor.server";
import type { Route } from "./+types/new";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

// /admin/quotes/new starts empty; ?estimate={id} ("Write a quote" on an estimate request) carries its customer over.
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return newQuoteEditorView(url.searchParams.get("estimate"));
}

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return saveQuoteFromEditor(await readFormWithToken(request), by);
}

export default function NewQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminTitle page="New quote" />
      <AdminPageHeader title="New quote" back={{ to: "/admin/quotes", label: "Back to quotes" }} />
      <QuoteEditor
        values={loaderData.values}
        estimate={loaderData.estimate}
        lastResult={actionData?.result}
        published={false}
      />
    </>
  );
}

export const ErrorBoundary = QuoteErrorBoundary;
