import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { confirmedDelete } from "~/admin/confirmed-delete.server";
import { saveServiceAreaForm } from "~/admin/service-area-form.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { RestoreRevisionButton } from "~/components/admin/restore-revision-button";
import { ServiceAreaForm } from "~/components/admin/service-area-form";
import type { FormReply } from "~/components/form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/models/audit.server";
import { SERVICE_AREA_MESSAGES } from "~/models/service-area";
import {
  deleteServiceArea,
  getServiceArea,
  listAreaRevisions,
  restoreAreaRevision,
} from "~/models/service-area.server";
import { restoreRequest } from "~/utils/confirm-step";
import { formatDateTime } from "~/utils/dates";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.area.name ?? "Service area"} | Back office` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const area = getServiceArea(params.id ?? "");
  if (!area) throw data(SERVICE_AREA_MESSAGES.notFound, { status: 404 });
  return {
    area: {
      id: area.id,
      name: area.name,
      slug: area.slug,
      intro: area.intro,
      zipCodes: area.zipCodes.join(", "),
      updatedAt: area.updatedAt.toISOString(),
    },
    revisions: listAreaRevisions(area.id).map((revision) => ({
      id: revision.id,
      summary: revision.summary,
      createdAt: revision.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id ?? "";
  const editPath = `/admin/service-areas/${id}`;
  const by = requestContext(request, admin);
  const formData = await readFormWithToken(request);
  const intent = formData.get("intent");
  if (intent === "delete") {
    return confirmedDelete(by, formData, {
      id,
      remove: () => deleteServiceArea(id, by) || undefined,
      redirectTo: "/admin/service-areas",
      done: SERVICE_AREA_MESSAGES.deleted,
      notFound: SERVICE_AREA_MESSAGES.notFound,
      notFoundAs: "alert",
    });
  }
  if (intent === "restore") {
    // Asks first (the confirm step, for a browser without JavaScript); the dialog's answer comes confirmed.
    const { revisionId, asking } = restoreRequest(formData);
    if (asking) return data(asking);
    const restored = restoreAreaRevision(id, revisionId, by);
    if (!restored.ok) {
      const message =
        restored.reason === "missing"
          ? SERVICE_AREA_MESSAGES.revisionMissing
          : SERVICE_AREA_MESSAGES.slugTaken;
      return redirectWithAlert(request, editPath, { kind: "error", message });
    }
    return redirectWithAlert(request, editPath, { kind: "success", message: SERVICE_AREA_MESSAGES.restored });
  }
  return saveServiceAreaForm(formData, by, id);
}

/** The save's reply, when the action answered one (a delete's confirm step is no form reply). */
const formReplyOf = (value: unknown): FormReply =>
  value && typeof value === "object" && "status" in value ? (value as FormReply) : undefined;

export default function EditServiceArea() {
  const { area, revisions } = useLoaderData<typeof loader>();
  const lastResult = formReplyOf(useActionData<typeof action>());
  return (
    <div className="admin-page">
      <AdminPageHeader title={`Service area: ${area.name}`}>
        <div className="button-row">
          <Link to={`/service-areas/${area.slug}`} className="button button-secondary">
            View page
          </Link>
          <Link to="/admin/service-areas" className="button button-secondary">
            Back to Service Areas
          </Link>
        </div>
      </AdminPageHeader>
      <p className="muted">Last saved {formatDateTime(area.updatedAt)}.</p>
      <ServiceAreaForm key={area.updatedAt} values={area} lastResult={lastResult} submitLabel="Save" />
      <section className="page-revisions" aria-labelledby="revisions-heading">
        <h2 id="revisions-heading">Revisions</h2>
        {revisions.length === 0 ? (
          <p>No earlier versions yet. Every save keeps the version it replaces here.</p>
        ) : (
          <ol>
            {revisions.map((revision) => {
              const when = formatDateTime(revision.createdAt);
              return (
                <li key={revision.id}>
                  <span>
                    {when}: {revision.summary || "saved"}
                  </span>
                  <div className="button-row">
                    <Link
                      to={`/admin/service-areas/${area.id}/revisions/${revision.id}`}
                      className="button button-secondary button-small"
                    >
                      View<span className="visually-hidden"> the version before {when}</span>
                    </Link>
                    <RestoreRevisionButton revisionId={revision.id} when={when} ask />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section className="danger-zone" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete</h2>
        <ConfirmDelete
          id={area.id}
          small={false}
          question={`Delete the service area “${area.name}” and its page? Its revisions go too.`}
          label="Delete service area"
        />
      </section>
    </div>
  );
}
