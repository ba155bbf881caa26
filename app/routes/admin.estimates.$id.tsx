import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { confirmedDelete } from "~/admin/confirmed-delete.server";
import { adminErrorBoundary } from "~/components/admin/admin-error-page";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ErrorNotice } from "~/components/admin/error-notice";
import { EstimateNotes, EstimatePipelineForm } from "~/components/admin/estimate-pipeline";
import { EstimatePhotos, EstimateRequestDetails } from "~/components/admin/estimate-request";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/models/audit.server";
import {
  ESTIMATE_ADMIN_MESSAGES,
  estimateNoteFormSchema,
  estimatePipelineFormSchema,
} from "~/models/estimate-admin";
import { addEstimateNote, estimatePageView } from "~/models/estimate-admin.server";
import { ESTIMATE_STATUS_LABELS } from "~/models/estimate-options";
import { deleteEstimate, updateEstimate } from "~/models/estimate.server";
import estimateStyles from "~/styles/estimates-admin.css?url";
import { AdminTitle } from "~/components/admin/admin-title";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: estimateStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const estimate = estimatePageView(params.id ?? "");
  if (!estimate) throw data(ESTIMATE_ADMIN_MESSAGES.notFound, { status: 404 });
  return { estimate };
}

// Three forms post here: "update" (status and follow-up), "note" and "delete" (asked first without JavaScript).
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const by = requestContext(request, admin);
  const id = params.id ?? "";
  const formData = await readFormWithToken(request);
  const intent = formData.get("intent");
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
      return data({ form: "note" as const, result: submission.reply() }, { status: 400 });
    }
    const note = addEstimateNote(id, submission.value.body, { id: admin.id, name: admin.name }, by);
    if (!note) throw data(ESTIMATE_ADMIN_MESSAGES.notFound, { status: 404 });
    return redirectWithAlert(request, here, { kind: "success", message: ESTIMATE_ADMIN_MESSAGES.noteAdded });
  }

  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: estimatePipelineFormSchema });
    if (submission.status !== "success") {
      return data({ form: "pipeline" as const, result: submission.reply() }, { status: 400 });
    }
    if (!updateEstimate(id, submission.value, by))
      throw data(ESTIMATE_ADMIN_MESSAGES.notFound, { status: 404 });
    return redirectWithAlert(request, here, { kind: "success", message: ESTIMATE_ADMIN_MESSAGES.saved });
  }

  return data({ error: "Unknown action." }, { status: 400 });
}

/** One estimate request: every field, its photos, the pipeline (status, follow-up), notes and delete. */
export default function AdminEstimate() {
  const { estimate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const replyOf = (form: "pipeline" | "note") =>
    actionData && "form" in actionData && actionData.form === form ? actionData.result : undefined;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <AdminTitle page={`Estimate ${estimate.reference}`} />
      <AdminPageHeader title={`Estimate ${estimate.reference}`}>
        <Link to="/admin/estimates" className="button button-secondary">
          Back to estimates
        </Link>
      </AdminPageHeader>
      <p className="estimate-summary">
        {estimate.service} in {estimate.city}, from {estimate.name}:{" "}
        <strong>{ESTIMATE_STATUS_LABELS[estimate.status]}</strong>
      </p>
      {error ? <ErrorNotice message={error} /> : null}
      <div className="estimate-layout">
        <div>
          <EstimateRequestDetails estimate={estimate} />
          <EstimatePhotos photos={estimate.photos} />
        </div>
        <div>
          <EstimatePipelineForm estimate={estimate} lastResult={replyOf("pipeline")} />
          <EstimateNotes notes={estimate.notes} lastResult={replyOf("note")} />
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  back: { to: "/admin/estimates", label: "Back to estimates" },
  notFound: {
    title: "Estimate request",
    message: ESTIMATE_ADMIN_MESSAGES.notFound,
    detail: "This estimate request does not exist or has been deleted.",
  },
  failed: { title: "Estimate request", message: ESTIMATE_ADMIN_MESSAGES.notFound },
});
