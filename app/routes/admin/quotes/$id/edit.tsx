import { data, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { quoteEditorView } from "~/quotes/quote-office-view.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import quoteStyles from "~/styles/quotes-admin.css?url";
import { QuoteEditor } from "../+shared/quote-editor";
import { QuoteErrorBoundary } from "../+shared/quote-error";
import { saveQuoteFromEditor } from "../+shared/quote-editor.server";
import type { Route } from "./+types/edit";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editor = quoteEditorView(params.id);
  if (!editor) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return editor;
}

export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return saveQuoteFromEditor(await readFormWithToken(request), by, params.id);
}

/** The editor of a stored quote; an accepted one is locked (its detail page offers "Revise"). */
export default function EditQuote({ loaderData, actionData }: Route.ComponentProps) {
  const editor = loaderData;
  const title = `Edit quote ${editor.reference}`;
  const back = { to: `/admin/quotes/${editor.id}`, label: "Back to the quote" };
  return (
    <>
      <AdminTitle page={title} />
      <AdminPageHeader title={title} back={back} />
      {editor.locked ? (
        <>
          <ErrorNotice message={QUOTE_MESSAGES.locked} />
          <p>
            <Link to={`/admin/quotes/${editor.id}`}>Open the quote</Link> to revise it.
          </p>
        </>
      ) : (
        <QuoteEditor
          values={editor.values}
          estimate={editor.estimate}
          lastResult={actionData?.result}
          published={editor.published}
        />
      )}
    </>
  );
}

export const ErrorBoundary = QuoteErrorBoundary;
