import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { formatDateTime, isIsoDateTime } from "~/utils/dates";
import { formatPhone, telHref } from "~/utils/tel";
import { cellText, columnLabel, TABLE_FILTER_MAX, type TableRow, type TableView } from "~/admin/table-query";

type DataTableProps = {
  table: TableView & { name: string };
  caption: string;
  /** A custom cell; return undefined to fall back to the default rendering. */
  renderCell?: (key: string, row: TableRow) => ReactNode | undefined;
  /** A last column of per-row actions (buttons, forms). */
  actions?: (row: TableRow) => ReactNode;
  columnLabels?: Record<string, string>;
  exportable?: boolean;
  /** The columns shown, when fewer than the table's (which its filter and CSV export still cover). */
  visibleColumns?: string[];
  /**
   * More filters (FilterSelects) in the same form as the text filter, so one "Apply" sends them all; `names` are the
   * parameters they own.
   */
  filters?: { names: string[]; controls: ReactNode };
};

function withParams(search: string, changes: Record<string, string | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

// Columns whose text is cut to one line on a laptop: the full text stays available as the cell's title.
const TRUNCATED_COLUMNS = new Set(["message", "detail", "details"]);

function DefaultCell({ column, value }: { column: string; value: TableRow[string] | undefined }) {
  if (value === null || value === undefined || value === "") return <span className="cell-empty">-</span>;
  if (isIsoDateTime(value)) return <time dateTime={value}>{formatDateTime(value)}</time>;
  const text = cellText(value);
  if (column === "email" && text.includes("@")) return <a href={`mailto:${text}`}>{text}</a>;
  if (column === "phone") {
    const href = telHref(text);
    if (href) return <a href={href}>{formatPhone(text)}</a>;
  }
  return <>{text}</>;
}

/**
 * The back office's one data table: columns from the records, sorting, a text filter and pagination kept in the URL
 * (so they work without JavaScript), a loading indicator, "No data available" when empty, and CSV export of the
 * current view. With JavaScript the filter applies as you type.
 */
export function DataTable({
  table,
  caption,
  renderCell,
  actions,
  columnLabels = {},
  exportable = true,
  visibleColumns,
  filters,
}: DataTableProps) {
  const columns = visibleColumns ?? table.columns;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A link followed while a filter is still pending wins: the late filter must not pull the admin back.
  useEffect(() => {
    if (navigation.state !== "idle") clearTimeout(timer.current);
  }, [navigation.state]);

  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const { query } = table;
  const labelOf = (key: string) => columnLabels[key] ?? columnLabel(key);
  const ownParams = new Set(["q", "page", ...(filters?.names ?? [])]);
  const keptParams = [...new URLSearchParams(location.search)].filter(([key]) => !ownParams.has(key));
  const exportSearch = withParams(location.search, { page: null }).slice(1);
  const filterId = `${table.name}-filter`;

  return (
    <section className="data-table" aria-busy={loading}>
      <div className="data-table-tools">
        <Form
          method="get"
          className={`data-table-filter${filters ? " data-table-filter-with-selects" : ""}`}
          role="search"
          preventScrollReset
        >
          {keptParams.map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          {filters?.controls}
          <div className="data-table-filter-text">
            <label htmlFor={filterId}>Filter</label>
            <input
              id={filterId}
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={TABLE_FILTER_MAX}
              placeholder={`Filter ${caption.toLowerCase()}`}
              onChange={(event) => {
                const form = event.currentTarget.form;
                clearTimeout(timer.current);
                timer.current = setTimeout(() => {
                  if (form) submit(form, { replace: true, preventScrollReset: true });
                }, 250);
              }}
            />
          </div>
          <button type="submit" className="button button-secondary">
            Apply
          </button>
        </Form>
        <p className="data-table-count" aria-live="polite">
          {query.q ? `${table.matching} of ${table.total}` : table.total}{" "}
          {table.total === 1 ? "record" : "records"}
        </p>
        {exportable ? (
          <a
            className="button button-secondary"
            href={`/admin/export/${table.name}?${exportSearch}`}
            download
          >
            Export CSV
          </a>
        ) : null}
      </div>
      {loading ? (
        <p className="data-table-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading...
        </p>
      ) : null}
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((key) => {
                const sorted = query.sort === key;
                const nextDir = sorted && query.dir === "asc" ? "desc" : "asc";
                return (
                  <th
                    key={key}
                    scope="col"
                    data-column={key}
                    aria-sort={sorted ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
                  >
                    <Link
                      to={withParams(location.search, { sort: key, dir: nextDir, page: null })}
                      preventScrollReset
                      replace
                    >
                      {labelOf(key)}
                      <span className="sort-mark" aria-hidden="true">
                        {sorted ? (query.dir === "asc" ? " ▲" : " ▼") : ""}
                      </span>
                      <span className="visually-hidden">
                        , sort {nextDir === "asc" ? "ascending" : "descending"}
                      </span>
                    </Link>
                  </th>
                );
              })}
              {actions ? (
                <th scope="col" className="data-table-actions-head">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (actions ? 1 : 0)} className="data-table-empty">
                  No data available
                </td>
              </tr>
            ) : (
              table.rows.map((row, index) => (
                <tr key={row._id ?? index}>
                  {columns.map((key) => (
                    <td
                      key={key}
                      data-label={labelOf(key)}
                      data-column={key}
                      title={TRUNCATED_COLUMNS.has(key) ? cellText(row[key]) : undefined}
                    >
                      {renderCell?.(key, row) ?? <DefaultCell column={key} value={row[key]} />}
                    </td>
                  ))}
                  {actions ? <td className="data-table-actions">{actions(row)}</td> : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {table.pageCount > 1 ? (
        <nav className="pagination" aria-label={`${caption} pages`}>
          {table.page > 1 ? (
            <Link to={withParams(location.search, { page: String(table.page - 1) })} preventScrollReset>
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
          <span>
            Page {table.page} of {table.pageCount}
          </span>
          {table.page < table.pageCount ? (
            <Link to={withParams(location.search, { page: String(table.page + 1) })} preventScrollReset>
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </nav>
      ) : null}
    </section>
  );
}
