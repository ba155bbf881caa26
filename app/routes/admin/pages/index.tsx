import { Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";
import { formatDateTime } from "~/utils/dates";
import { listContentPages } from "~/content/content-page.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    pages: listContentPages().map((page) => ({
      slug: page.slug,
      title: page.title,
      path: page.path,
      summary: page.summary,
      updatedAt: page.updatedAt?.toISOString() ?? null,
      revisions: page.revisions,
    })),
  };
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <>
      <AdminTitle page="Pages" />
      <div className="admin-page">
        <AdminPageHeader title="Pages" />
        <p className="muted">
          The texts of the site&apos;s own pages. Every save keeps the version it replaces, so a change can be
          undone. The company&apos;s details are under Settings, the service lists under Services.
        </p>
        <SimpleTable
          columns={["Page", "Address", "Last saved", "Revisions"]}
          caption="Editable pages"
          captionHidden
        >
          {pages.map((page) => (
            <tr key={page.slug}>
              <td>
                <Link to={`/admin/pages/${page.slug}`}>{page.title}</Link>
                <div className="muted">{page.summary}</div>
              </td>
              <td>
                <Link to={page.path}>{page.path}</Link>
              </td>
              <td>{page.updatedAt ? formatDateTime(page.updatedAt) : "Not edited yet"}</td>
              <td>{page.revisions}</td>
            </tr>
          ))}
        </SimpleTable>
      </div>
    </>
  );
}
