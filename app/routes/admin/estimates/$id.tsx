import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { recordErrorBoundary } from "~/routes/admin/+shared/admin-error-page";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { EstimateNotes, EstimatePipelineForm } from "./+shared/estimate-pipeline";
import { ESTIMATE_HAS_QUOTE_ID, EstimateHasQuote, EstimateQuotes } from "./+shared/estimate-quotes";
import {
  EstimateContact,
  EstimateDelete,
  EstimatePhotos,
  EstimateRequestDetails,
} from "./+shared/estimate-request";
import { changeEstimate } from "~/estimates/change-estimate.server";
import { intentOf, refusalOf, replyTo } from "~/forms/form-intents.server";
import { replyFor } from "~/forms/form-reply";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import {
  ESTIMATE_ADMIN_MESSAGES,
  ESTIMATE_SECTIONS,
  estimateNoteFormSchema,
  estimatePipelineFormSchema,
  pipelineChanges,
} from "~/estimates/estimate-admin";
import { addEstimateNote, estimatePageView } from "~/estimates/estimate-admin.server";
import { deleteEstimate } from "~/estimates/estimate.server";
import { quotesOfEstimate } from "~/quotes/quotes-of-estimate.server";
import estimateStyles from "~/styles/estimates-admin.css?url";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: estimateStyles, precedence: "default" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const estimate = estimatePageView(params.id);
  if (!estimate) throw data(ESTIMATE_ADMIN_MESSAGES.notFound, { status: 404 });
  return { estimate, quotes: quotesOfEstimate(estimate.id) };
}

// Three forms post here: "update" (the pipeline: status, follow-up and the site visit, whose invitation goes out from
// ~/site-visits), "note" and "delete" (asked first without JavaScript).
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const by = requestContext(request, admin);
  const id = params.id;
  const formData = await readFormWithToken(request);
  const intent = intentOf(formData, ["delete", "note", "update"]);
  const here = `/admin/estimates/${id}`;

  if (intent === "delete") {
    return confirmedDelete(by, formData, {
      id,
      remove: async () => ((await deleteEstimate(id, by)) ? true : undefined),
      redirectTo: "/admin/estimates",
      done: ESTIMATE_ADMIN_MESSAGES.deleted,
      notFound: ESTIMATE_ADMIN_MESSAGES.notFound,
      notFoundAs: "alert",
    });
  }

  if (intent === "note") {
    const submission = parseWithZod(formData, { schema: estimateNoteFormSchema });
    if (submission.status !== "success") {
      return replyTo("note", submission.reply());
    }
    const added = addEstimateNote(id, submission.value.body, { id: admin.id, name: admin.name }, by);
    if (!added) throw data(ESTIMATE_ADMIN_MESSAGES.notFound, { status: 404 });
    return redirectWithAlert(request, `${here}#${ESTIMATE_SECTIONS.notes}`, {
      kind: added.duplicate ? "info" : "success",
      message: added.duplicate ? ESTIMATE_ADMIN_MESSAGES.duplicateNote : ESTIMATE_ADMIN_MESSAGES.noteAdded,
      at: ESTIMATE_SECTIONS.notes,
    });
  }

  // "update": the pipeline.
  const submission = parseWithZod(formData, { schema: estimatePipelineFormSchema });
  if (submission.status !== "success") {
    return replyTo("pipeline", submission.reply());
  }
  const result = changeEstimate(id, pipelineChanges(submission.value), by);
  if (!result.ok && result.status === 404) throw data(result.error, { status: 404 });
  // The form enters the visit's instant as a date and a time: both fields get its messages.
  if (!result.ok)
    return refusalOf("pipeline", submission, result, {
      fields: { siteVisitAt: ["siteVisitDate", "siteVisitTime"] },
    });
  return redirectWithAlert(request, `${here}#${ESTIMATE_SECTIONS.pipeline}`, {
    kind: "success",
    message:
      result.siteVisitChanged && result.estimate.siteVisitAt
        ? ESTIMATE_ADMIN_MESSAGES.siteVisitMailed
        : ESTIMATE_ADMIN_MESSAGES.saved,
    at: ESTIMATE_SECTIONS.pipeline,
  });
}

/** One estimate request: every field, its photos, the pipeline (status, follow-up), notes and delete. */
export default function AdminEstimate({ loaderData, actionData }: Route.ComponentProps) {
  const { estimate, quotes } = loaderData;
  // A request with a quote opens it first; a second quote stays one step further.
  const latest = quotes[0];
  const reply = actionData && "form" in actionData ? actionData : undefined;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <AdminTitle page={`Estimate ${estimate.reference}`} />
      <AdminPageHeader title={`Estimate ${estimate.reference}`}>
        <Link to="/admin/estimates" className="button button-secondary">
          Back to estimates
        </Link>
        {latest ? (
          <Link to={`/admin/quotes/${latest.id}`} className="button">
            Open quote {latest.reference}
          </Link>
        ) : null}
        <Link
          to={`/admin/quotes/new?estimate=${estimate.id}`}
          className={latest ? "button button-secondary" : "button"}
          aria-describedby={latest ? ESTIMATE_HAS_QUOTE_ID : undefined}
        >
          Write a quote
        </Link>
      </AdminPageHeader>
      <EstimateHasQuote quotes={quotes} />
      {error ? <ErrorNotice message={error} /> : null}
      {/* On the owner's phone the first screen is the person, and the Call and Email that reach them. */}
      <EstimateContact estimate={estimate} />
      <div className="estimate-layout">
        <div>
          <EstimatePipelineForm estimate={estimate} lastResult={replyFor(reply, "pipeline")} />
          <EstimateNotes notes={estimate.notes} lastResult={replyFor(reply, "note")} />
        </div>
        <div>
          <EstimateQuotes quotes={quotes} />
          <EstimateRequestDetails estimate={estimate} />
          <EstimatePhotos photos={estimate.photos} />
        </div>
      </div>
      <EstimateDelete id={estimate.id} />
    </>
  );
}

export const ErrorBoundary = recordErrorBoundary({
  title: "Estimate request",
  back: { to: "/admin/estimates", label: "Back to estimates" },
  notFound: ESTIMATE_ADMIN_MESSAGES.notFound,
});
