import { data, Link } from "react-router";
import { deleteServiceAreaForm, saveServiceAreaForm } from "./+shared/service-area-form.server";
import { restoreRevision } from "~/routes/admin/+shared/restore-revision.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { RevisionsSection } from "~/routes/admin/+shared/revisions-section";
import { ServiceAreaForm } from "./+shared/service-area-form";
import type { FormReply } from "~/components/form";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { SERVICE_AREA_MESSAGES } from "~/content/service-area";
import { getServiceArea, listAreaRevisions, restoreAreaRevision } from "~/content/service-area.server";
import { formatDateTime } from "~/utils/dates";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$id";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const area = getServiceArea(params.id);
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

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id;
  const by = requestContext(request, admin);
  const formData = await readFormWithToken(request);
  const intent = formData.get("intent");
  if (intent === "delete") {
    return deleteServiceAreaForm(formData, by, id);
  }
  if (intent === "restore") {
    return restoreRevision(request, formData, {
      editPath: `/admin/service-areas/${id}`,
      restore: (revisionId) => restoreAreaRevision(id, revisionId, by),
      restored: SERVICE_AREA_MESSAGES.restored,
    });
  }
  return saveServiceAreaForm(formData, by, id);
}

/** The save's reply, when the action answered one (a delete's confirm step is no form reply). */
const formReplyOf = (value: unknown): FormReply =>
  value && typeof value === "object" && "status" in value ? (value as FormReply) : undefined;

export default function EditServiceArea({ loaderData, actionData }: Route.ComponentProps) {
  const { area, revisions } = loaderData;
  const lastResult = formReplyOf(actionData);
  return (
    <>
      <AdminTitle page={area.name} />
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
        <RevisionsSection
          revisions={revisions}
          viewPath={(revisionId) => `/admin/service-areas/${area.id}/revisions/${revisionId}`}
          versionName={(when) => `the version before ${when}`}
          describe={(revision, when) => `${when}: ${revision.summary || "saved"}`}
        />
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
    </>
  );
}
