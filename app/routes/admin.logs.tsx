import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { DataTable } from "~/components/admin/data-table";
import { FilterSelect, TableFilters } from "~/components/admin/table-filters";
import { TableHead } from "~/components/table-head";
import { logLevels } from "~/db/schema";
import { loadTable, readLogFilter } from "~/admin/tables.server";
import { listEventCounts } from "~/models/event-count.server";
import { listLogEvents } from "~/models/log.server";

const COUNTED_DAYS = 14;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  return {
    table: loadTable("logs", url),
    filter: readLogFilter(url.searchParams),
    events: listLogEvents(),
    counted: listEventCounts(COUNTED_DAYS),
  };
}

export const meta: MetaFunction = () => [{ title: "Logs | Back office" }];

/** The audit trail: every back-office change and sign-in event, newest first, with level and event filters. */
export default function AdminLogs() {
  const { table, filter, events, counted } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminPageHeader title="Logs" />
      <TableFilters label="Log filters">
        <FilterSelect name="level" label="Level" all="All levels" options={logLevels} value={filter.level} />
        <FilterSelect name="event" label="Event" all="All events" options={events} value={filter.event} />
      </TableFilters>
      <DataTable
        table={table}
        caption="Logs"
        columnLabels={{ createdAt: "When", actorEmail: "Who", ip: "From" }}
      />
      <section className="data-table" aria-labelledby="counted-events-title">
        <h2 id="counted-events-title">Counted events (last {COUNTED_DAYS} days)</h2>
        <p className="muted">
          Honeypot catches and rate-limited requests are counted per day instead of logged one by one.
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so a keyboard can scroll it sideways */}
        <div className="data-table-scroll" tabIndex={0} aria-labelledby="counted-events-title">
          <table>
            <TableHead columns={["Day", "Event", "Count"]} />
            <tbody>
              {counted.length === 0 ? (
                <tr>
                  <td colSpan={3}>No data available</td>
                </tr>
              ) : (
                counted.map((row) => (
                  <tr key={`${row.day} ${row.event}`}>
                    <td>{row.day}</td>
                    <td>{row.event}</td>
                    <td>{row.count}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
