import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { FilterSelect } from "~/routes/admin/+shared/table-filters";
import { TableHead } from "~/components/table-head";
import { logLevels } from "~/db/schema";
import { loadTable, readLogFilter } from "~/routes/admin/+shared/tables.server";
import { listEventCounts } from "~/logs/event-count.server";
import { logActors } from "./logs/+shared/log-names.server";
import { logKindLabel, logKindOf } from "./logs/+shared/log-sentence";
import { listLogEvents } from "~/logs/log.server";
import { cellText, type TableRow } from "~/admin/table-query";
import { formatTime } from "~/utils/dates";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/logs";

const COUNTED_DAYS = 14;

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    table: loadTable("logs", url),
    filter: readLogFilter(url.searchParams),
    kinds: [...new Set(listLogEvents().map(logKindOf))]
      .map((kind) => ({ value: kind, label: logKindLabel(kind) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    actors: logActors(),
    counted: listEventCounts(COUNTED_DAYS),
  };
}

const VISIBLE_COLUMNS = ["createdAt", "summary", "level", "event"];

/** The event code, address, path, stored message and JSON detail, folded away behind a toggle. */
function TechnicalDetails({ row }: { row: TableRow }) {
  const fields = [
    ["Event code", row.event],
    ["Message", row.message],
    ["By", row.actorEmail],
    ["IP address", row.ip],
    ["Path", row.path],
    ["Detail", row.detail],
  ] as const;
  return (
    <details className="log-technical">
      <summary>
        Details<span className="visually-hidden"> of this event</span>
      </summary>
      <dl>
        {fields.map(([label, value]) =>
          value === null || value === undefined || value === "" ? null : (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{label === "Detail" ? <code>{cellText(value)}</code> : cellText(value)}</dd>
            </div>
          ),
        )}
      </dl>
    </details>
  );
}

/**
 * The activity log: one plain sentence per event, newest first, with filters by kind, person and level. The codes,
 * addresses and JSON of each event are behind a details toggle (and in the CSV).
 */
export default function AdminLogs({ loaderData }: Route.ComponentProps) {
  const { table, filter, kinds, actors, counted } = loaderData;
  return (
    <>
      <AdminTitle page="Logs" />
      <AdminPageHeader title="Logs" />
      <DataTable
        table={table}
        caption="Logs"
        filters={{
          names: ["kind", "actor", "level"],
          controls: (
            <>
              <FilterSelect name="kind" label="Kind" all="All kinds" options={kinds} value={filter.kind} />
              <FilterSelect
                name="actor"
                label="Person"
                all="Everyone"
                options={actors}
                value={filter.actor}
              />
              <FilterSelect
                name="level"
                label="Level"
                all="All levels"
                options={logLevels}
                value={filter.level}
              />
            </>
          ),
        }}
        visibleColumns={VISIBLE_COLUMNS}
        columnLabels={{ createdAt: "When", summary: "What happened", event: "Technical" }}
        renderCell={(key, row) => {
          if (key === "summary") {
            const time = row.createdAt ? formatTime(String(row.createdAt)) : "";
            return time ? `${cellText(row.summary)}, ${time}` : cellText(row.summary);
          }
          if (key === "event") return <TechnicalDetails row={row} />;
          return undefined;
        }}
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
