import { Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { crewChoices } from "~/crews/crew-office-view.server";
import { jobStatusOptions } from "~/jobs/job-office-view.server";
import { jobStatusFrom } from "~/jobs/job-options";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { FilterSelect } from "~/routes/admin/+shared/table-filters";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { formatShortDate } from "~/utils/dates";
import type { Route } from "./+types/index";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const crews = crewChoices();
  const crew = url.searchParams.get("crew");
  return {
    table: loadTable("jobs", url),
    status: jobStatusFrom(url.searchParams.get("status")) ?? null,
    crew: crews.some((choice) => choice.id === crew) ? crew : null,
    crews,
    statuses: jobStatusOptions(),
  };
}

/** Every job, the newest reference first: customer, crew, days and status, narrowed by status and by crew. */
export default function AdminJobs({ loaderData }: Route.ComponentProps) {
  const { table, status, crew, crews, statuses } = loaderData;
  return (
    <>
      <AdminTitle page="Jobs" />
      <AdminPageHeader title="Jobs">
        <Link to="/admin/schedule" className="button button-secondary">
          Schedule
        </Link>
      </AdminPageHeader>
      <p className="muted">
        A job is scheduled from an accepted quote: open the quote and choose “Schedule job”.
      </p>
      <DataTable
        table={table}
        caption="Jobs"
        columnLabels={{ startDate: "Start", endDate: "End" }}
        filters={{
          names: ["status", "crew"],
          controls: (
            <>
              <FilterSelect
                name="status"
                label="Status"
                all="All statuses"
                options={statuses}
                value={status}
              />
              <FilterSelect
                name="crew"
                label="Crew"
                all="All crews"
                options={crews.map((choice) => ({ value: choice.id, label: choice.name }))}
                value={crew}
              />
            </>
          ),
        }}
        renderCell={(key, row) => {
          if (key === "reference") return <Link to={`/admin/jobs/${row._id}`}>{String(row.reference)}</Link>;
          if (key === "startDate" || key === "endDate") return formatShortDate(String(row[key]));
          return undefined;
        }}
      />
    </>
  );
}
