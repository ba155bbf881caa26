import { Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { crewListView } from "~/crews/crew-office-view.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { SimpleTable } from "~/routes/admin/+shared/simple-table";
import { formatPhone, telHref } from "~/utils/tel";
import jobStyles from "~/styles/jobs-admin.css?url";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { crews: crewListView() };
}

/** Every crew: its phone, its members and how many of its jobs are still to do. */
export default function AdminCrews({ loaderData }: Route.ComponentProps) {
  const { crews } = loaderData;
  return (
    <>
      <AdminTitle page="Crews" />
      <div className="admin-page">
        <AdminPageHeader title="Crews" add={{ to: "/admin/crews/new", label: "Add crew" }} />
        <p className="muted">
          Each crew has a private calendar link that its members&apos; phones subscribe to; it lists the
          crew&apos;s jobs. Open a crew to copy its link.
        </p>
        {crews.length === 0 ? (
          <p className="empty-state">No data available</p>
        ) : (
          <SimpleTable columns={["Name", "Phone", "Members", "Jobs to do"]} caption="Crews" captionHidden>
            {crews.map((crew) => {
              const href = telHref(crew.phone);
              return (
                <tr key={crew.id}>
                  <td>
                    <Link to={`/admin/crews/${crew.id}`}>{crew.name}</Link>
                  </td>
                  <td>{crew.phone && href ? <a href={href}>{formatPhone(crew.phone)}</a> : "-"}</td>
                  <td>{crew.members.length ? crew.members.join(", ") : "-"}</td>
                  <td>{crew.openJobs}</td>
                </tr>
              );
            })}
          </SimpleTable>
        )}
      </div>
    </>
  );
}
