import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useSearchParams } from "@remix-run/react";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { DataTable } from "~/components/admin/data-table";
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
  // The table's filter text and sort order stay as they were when the level or event changes.
  const [searchParams] = useSearchParams();
  const kept = ["q", "sort", "dir"].flatMap((key) => {
    const value = searchParams.get(key);
    return value ? [[key, value] as const] : [];
  });
  return (
    <>
      <AdminPageHeader title="Logs" />
      <Form method="get" className="log-filters" aria-label="Log filters">
        <div className="field">
          <label htmlFor="log-level">Level</label>
          <select id="log-level" name="level" defaultValue={filter.level ?? ""}>
            <option value="">All levels</option>
            {logLevels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="log-event">Event</label>
          <select id="log-event" name="event" defaultValue={filter.event ?? ""}>
            <option value="">All events</option>
            {events.map((event) => (
              <option key={event} value={event}>
                {event}
              </option>
            ))}
          </select>
        </div>
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="button button-secondary">
          Show
        </button>
      </Form>
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
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Event</th>
                <th scope="col">Count</th>
              </tr>
            </thead>
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
