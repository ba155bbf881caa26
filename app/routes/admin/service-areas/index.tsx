import { Link } from "react-router";
import { deleteServiceAreaForm } from "./+shared/service-area-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";
import { listRowDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { listServiceAreas } from "~/content/service-area.server";
import { formatDateTime } from "~/utils/dates";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    areas: listServiceAreas().map((area) => ({
      id: area.id,
      name: area.name,
      slug: area.slug,
      zipCodes: area.zipCodes.length,
      updatedAt: area.updatedAt.toISOString(),
    })),
  };
}

export const action = ({ request }: Route.ActionArgs) => listRowDelete(request, deleteServiceAreaForm);

export default function AdminServiceAreas({ loaderData }: Route.ComponentProps) {
  const { areas } = loaderData;
  return (
    <>
      <AdminTitle page="Service Areas" />
      <div className="admin-page">
        <AdminPageHeader title="Service Areas">
          <div className="button-row">
            <Link to="/service-areas" className="button button-secondary">
              View page
            </Link>
            <Link to="/admin/service-areas/new" className="button">
              Add service area
            </Link>
          </div>
        </AdminPageHeader>
        <p className="muted">
          Each city has its own public page at /service-areas/slug, listed on /service-areas and named in the
          search data of every page.
        </p>
        {areas.length === 0 ? (
          <p>No service areas yet.</p>
        ) : (
          <SimpleTable
            columns={["Name", "Slug", "ZIP codes", "Last saved", "Actions"]}
            caption="Service areas"
            captionHidden
          >
            {areas.map((area) => (
              <tr key={area.id}>
                <td>
                  <Link to={`/admin/service-areas/${area.id}`}>{area.name}</Link>
                </td>
                <td>{area.slug}</td>
                <td>{area.zipCodes}</td>
                <td>{formatDateTime(area.updatedAt)}</td>
                <td>
                  <div className="button-row">
                    <Link
                      to={`/admin/service-areas/${area.id}`}
                      className="button button-secondary button-small"
                    >
                      Edit<span className="visually-hidden"> {area.name}</span>
                    </Link>
                    <Link to={`/service-areas/${area.slug}`} className="button button-secondary button-small">
                      View<span className="visually-hidden"> the page of {area.name}</span>
                    </Link>
                    <ConfirmDelete
                      id={area.id}
                      question={`Delete the service area “${area.name}” and its page? Its revisions go too.`}
                      what={area.name}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </SimpleTable>
        )}
      </div>
    </>
  );
}
