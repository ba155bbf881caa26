import { data, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { jobOfQuote } from "~/jobs/job-records.server";
import { quoteOfficeView } from "~/quotes/quote-office-view.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import quoteStyles from "~/styles/quotes-admin.css?url";
import { QuoteErrorBoundary } from "./+shared/quote-error";
import {
  QuoteAcceptanceRecord,
  QuoteLines,
  QuotePayments,
  QuoteTimeline,
  ReviseQuote,
} from "./+shared/quote-detail";
import { quoteDetailAction } from "./+shared/quote-detail.server";
import { QuoteSendForm } from "./+shared/quote-send-form";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const quote = quoteOfficeView(params.id);
  if (!quote) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return { quote, job: jobOfQuote(quote.id) ?? null };
}

// "Send to customer", "Record payment", "Revise" and "Delete" post here.
export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return quoteDetailAction(params.id, await readFormWithToken(request), by);
}

/** One quote: its lines and totals, the timeline, payments, the signature's record, and what the office can do. */
export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, job } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const paymentReply =
    actionData && "form" in actionData && actionData.form === "payment" ? actionData.result : undefined;
  const sendReply =
    actionData && "form" in actionData && actionData.form === "send" ? actionData.result : undefined;
  const title = `Quote ${quote.reference}`;
  return (
    <>
      <AdminTitle page={title} />
      <AdminPageHeader title={title} back={{ to: "/admin/quotes", label: "Back to quotes" }}>
        {quote.locked ? null : (
          <Link
            to={`/admin/quotes/${quote.id}/edit`}
            className={quote.status === "draft" ? "button button-secondary" : "button"}
          >
            Edit
          </Link>
        )}
        {quote.status === "accepted" ? (
          <Link to={`/admin/invoices/new?quote=${quote.id}`} className="button">
            Create invoice
          </Link>
        ) : null}
        {/* An accepted quote has one job: a second "Schedule job" opens the one it has. */}
        {quote.status === "accepted" ? (
          <Link to={`/admin/jobs/new?quote=${quote.id}`} className="button">
            Schedule job
          </Link>
        ) : null}
        <a href={`/admin/quotes/${quote.id}/pdf`} className="button button-secondary">
          PDF<span className="visually-hidden"> of quote {quote.reference}</span>
        </a>
      </AdminPageHeader>
      {error ? <ErrorNotice message={error} /> : null}
      <p className="quote-admin-status">
        <span className={`lead-status quote-status-${quote.status}`}>{quote.statusLabel}</span> Version{" "}
        {quote.version} · Valid until {quote.validUntil}
        {job ? (
          <>
            {" "}
            · Job <Link to={`/admin/jobs/${job.id}`}>{job.reference}</Link>
          </>
        ) : null}
        {quote.estimate ? (
          <>
            {" "}
            · For <Link to={`/admin/estimates/${quote.estimate.id}`}>{quote.estimate.reference}</Link>
          </>
        ) : null}
      </p>
      <div className="quote-admin-layout">
        <div>
          <QuoteLines quote={quote} />
          {quote.acceptance ? <QuoteAcceptanceRecord acceptance={quote.acceptance} /> : null}
          {quote.locked ? <ReviseQuote /> : null}
        </div>
        <div>
          {quote.sendable ? <QuoteSendForm quote={quote} lastResult={sendReply} /> : null}
          <QuoteTimeline timeline={quote.timeline} />
          <QuotePayments quote={quote} lastResult={paymentReply} />
          {quote.deletable ? (
            <ConfirmDelete
              id={quote.id}
              question={`Delete the draft quote ${quote.reference}?`}
              what={`quote ${quote.reference}`}
              small={false}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = QuoteErrorBoundary;
