import type { LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { DataTable } from "~/components/admin/data-table";
import { FilterSelect, TableFilters } from "~/components/admin/table-filters";
import { loadTable } from "~/admin/tables.server";
import { estimateServiceNames, readEstimateFilter } from "~/models/estimate-admin.server";
import { ESTIMATE_STATUS_LABELS } from "~/models/estimate-options";
import { AdminTitle } from "~/components/admin/admin-title";

const STATUS_LABELS = Object.values(ESTIMATE_STATUS_LABELS);

export async function loader({ request, url }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const filter = readEstimateFilter(url.searchParams);
  return {
    table: loadTable("estimates", url),
    status: filter.status ? ESTIMATE_STATUS_LABELS[filter.status] : null,
    service: filter.service ?? null,
    services: estimateServiceNames(),
  };
}

/** The estimate pipeline: every request, newest first, narrowed by status, service and a search. */
export default function AdminEstimates() {
  const { table, status, service, services } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminTitle page="Estimates" />
      <AdminPageHeader title="Estimates" />
      <TableFilters label="Estimate requests to show">
        <FilterSelect
          name="status"
          label="Status"
          all="All statuses"
          options={STATUS_LABELS}
          value={status}
        />
        <FilterSelect
          name="service"
          label="Service"
          all="All services"
          options={service && !services.includes(service) ? [...services, service] : services}
          value={service}
        />
      </TableFilters>
      <DataTable
        table={table}
        caption="Estimate requests"
        columnLabels={{ createdAt: "Received", photos: "Photos" }}
        renderCell={(key, row) => {
          if (key === "reference") {
            return (
              <Link to={`/admin/estimates/${row._id}`}>
                {String(row.reference)}
                <span className="visually-hidden"> from {String(row.name)}</span>
              </Link>
            );
          }
          return undefined;
        }}
      />
    </>
  );
}
