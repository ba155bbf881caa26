import { data, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { RestoreRevisionButton } from "~/routes/admin/+shared/restore-revision-button";
import { SERVICE_AREA_MESSAGES } from "~/content/service-area";
import { getAreaRevision, getServiceArea } from "~/content/service-area.server";
import { formatDateTime } from "~/utils/dates";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$revisionId";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const area = getServiceArea(params.id);
  if (!area) throw data(SERVICE_AREA_MESSAGES.notFound, { status: 404 });
  const revision = getAreaRevision(area.id, params.revisionId);
  if (!revision) throw data(SERVICE_AREA_MESSAGES.revisionMissing, { status: 404 });
  return {
    areaId: area.id,
    currentName: area.name,
    revisionId: revision.id,
    summary: revision.summary,
    createdAt: revision.createdAt.toISOString(),
    // Shown as text: this view renders nothing as HTML.
    snapshot: revision.snapshot,
  };
}

export default function ServiceAreaRevision({ loaderData }: Route.ComponentProps) {
  const { areaId, currentName, revisionId, summary, createdAt, snapshot } = loaderData;
  const when = formatDateTime(createdAt);
  const fields: [string, string][] = [
    ["Name", snapshot.name],
    ["Slug", snapshot.slug],
    ["Introduction", snapshot.intro],
    ["ZIP codes", snapshot.zipCodes.join(", ")],
  ];
  return (
    <>
      <AdminTitle page="Service area revision" />
      <div className="admin-page admin-content-form">
        <AdminPageHeader title={`${currentName}: version before ${when}`}>
          <Link to={`/admin/service-areas/${areaId}`} className="button button-secondary">
            Back to the editor
          </Link>
        </AdminPageHeader>
        <p className="muted">
          The service area as it was before the save of {when}
          {summary ? ` (${summary})` : ""}.
        </p>
        <div className="form-actions">
          <RestoreRevisionButton
            revisionId={revisionId}
            when={when}
            action={`/admin/service-areas/${areaId}`}
            label="Restore this version"
            small={false}
            ask
          />
        </div>
        <dl className="revision-view">
          {fields.map(([label, value]) => (
            <div key={label} className="revision-field">
              <dt>{label}</dt>
              <dd>{value || <span className="muted">(empty)</span>}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
