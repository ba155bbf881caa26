import { Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { FilterSelect, StatusFilter } from "~/routes/admin/+shared/table-filters";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { ESTIMATE_LIST_COLUMNS, FOLLOW_UP_DUE } from "~/estimates/estimate-admin";
import {
  estimateServiceNames,
  estimateStatusCounts,
  readEstimateFilter,
} from "~/estimates/estimate-admin.server";
import { ESTIMATE_STATUS_LABELS, type EstimateStatus } from "~/estimates/estimate-options";
import { formatLongDate, formatShortDate, formatTime } from "~/utils/dates";
import estimateStyles from "~/styles/estimates-admin.css?url";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: estimateStyles, precedence: "default" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = readEstimateFilter(url.searchParams);
  return {
    table: loadTable("estimates", url),
    status: filter.status ? ESTIMATE_STATUS_LABELS[filter.status] : null,
    statusCounts: estimateStatusCounts(url.searchParams),
    service: filter.service ?? null,
    services: estimateServiceNames(),
    followUp: filter.followUpDueBy ? FOLLOW_UP_DUE : null,
  };
}

/**
 * The estimate pipeline: every request, newest first, found by name, e-mail, phone (any format), ZIP, street or
 * reference, narrowed by status (with each status's count), service and due follow-ups, with one Apply. On a phone each
 * request is a card that opens it wherever it is tapped.
 */
export default function AdminEstimates({ loaderData }: Route.ComponentProps) {
  const { table, status, statusCounts, service, services, followUp } = loaderData;
  const statusOptions = (Object.entries(ESTIMATE_STATUS_LABELS) as [EstimateStatus, string][]).map(
    ([key, label]) => ({ value: label, label: `${label} (${statusCounts[key] ?? 0})` }),
  );
  return (
    <>
      <AdminTitle page="Estimates" />
      <AdminPageHeader title="Estimates" />
      <DataTable
        table={table}
        caption="Estimate requests"
        visibleColumns={ESTIMATE_LIST_COLUMNS}
        columnLabels={{
          createdAt: "Received",
          followUpOn: "Follow-up",
          siteVisitAt: "Site visit",
          photos: "Photos",
        }}
        filters={{
          names: ["status", "service", "followUp"],
          controls: (
            <>
              <StatusFilter options={statusOptions} value={status} />
              <FilterSelect
                name="service"
                label="Service"
                all="All services"
                options={service && !services.includes(service) ? [...services, service] : services}
                value={service}
              />
              <FilterSelect
                name="followUp"
                label="Follow-up"
                all="Any follow-up"
                options={[{ value: FOLLOW_UP_DUE, label: "Due (today and overdue)" }]}
                value={followUp}
              />
            </>
          ),
        }}
        renderCell={(key, row) => {
          if (key === "name") {
            // The card's headline and its link: the link's box covers the whole card (CSS), so a tap anywhere opens it.
            return (
              <Link to={`/admin/estimates/${row._id}`} className="estimate-card-link">
                {String(row.name)}
                <span className="estimate-card-service">: {String(row.service)}</span>
              </Link>
            );
          }
          if (key === "followUpOn" && row.followUpOn) {
            const day = String(row.followUpOn);
            return <time dateTime={day}>{formatShortDate(day)}</time>;
          }
          if (key === "siteVisitAt" && row.siteVisitAt) {
            const at = String(row.siteVisitAt);
            return (
              <time
                dateTime={at}
                title={row.siteVisitNote ? `Crew: ${String(row.siteVisitNote)}` : undefined}
              >
                {formatLongDate(at)}, {formatTime(at)}
              </time>
            );
          }
          return undefined;
        }}
      />
    </>
  );
}
