import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { formatDateTime } from "~/utils/dates";
import { listContentPages } from "~/models/content-page.server";

export const meta: MetaFunction = () => [{ title: "Pages | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
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

export default function AdminPages() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <div className="admin-page">
      <AdminPageHeader title="Pages" />
      <p className="muted">
        The texts of the site&apos;s own pages. Every save keeps the version it replaces, so a change can be
        undone. The company&apos;s details are under Settings, the service lists under Services.
      </p>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Editable pages</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">Last saved</th>
              <th scope="col">Revisions</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
