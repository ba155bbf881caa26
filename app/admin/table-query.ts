// The data table's rules (columns and hidden keys, filter, sort, pages, CSV), shared by the table loaders, the CSV
// export and the DataTable component, so a view, its pages and its export always agree. No UI and no server code:
// safe for the browser.

import { csvLine } from "~/utils/csv";

export type Cell = string | number | boolean | null;
export type TableRow = { _id?: string } & Record<string, Cell>;
export type SortDirection = "asc" | "desc";

export type TableQuery = { q: string; sort: string | null; dir: SortDirection; page: number };

const TABLE_PAGE_SIZE = 25;
const DEFAULT_HIDDEN_KEYS = ["_id", "__v"];
export const TABLE_FILTER_MAX = 100;

/** Reads `q`, `sort`, `dir` and `page` from a URL's search params. */
export function readTableQuery(
  params: URLSearchParams,
  defaults: { sort?: string; dir?: SortDirection } = {},
): TableQuery {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const dir = params.get("dir");
  return {
    q: (params.get("q") ?? "").trim().slice(0, TABLE_FILTER_MAX),
    sort: params.get("sort") || defaults.sort || null,
    dir: dir === "asc" || dir === "desc" ? dir : (defaults.dir ?? "asc"),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Columns from the records' keys (in first-seen order), minus the hidden ones (`_id`, `__v` by default). */
export function columnsOf(rows: Record<string, unknown>[], hidden: string[] = DEFAULT_HIDDEN_KEYS): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) if (!hidden.includes(key)) keys.add(key);
  return [...keys];
}

/** Flattens API-style records into table rows: nested objects and arrays become JSON text. */
export function toTableRow(record: Record<string, unknown>): TableRow {
  const row: TableRow = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) row[key] = null;
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      row[key] = value;
    else if (value instanceof Date) row[key] = value.toISOString();
    else row[key] = JSON.stringify(value);
  }
  return row;
}

export function cellText(value: Cell | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

function compareCells(a: Cell | undefined, b: Cell | undefined) {
  const emptyA = a === null || a === undefined || a === "";
  const emptyB = b === null || b === undefined || b === "";
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  return String(a).localeCompare(String(b), "en", { sensitivity: "base", numeric: true });
}

/** Rows whose visible columns contain the filter text (any case), sorted by the chosen column; empty cells last. */
export function filterAndSort(rows: TableRow[], columns: string[], query: TableQuery): TableRow[] {
  const needle = query.q.toLowerCase();
  const filtered = needle
    ? rows.filter((row) => columns.some((key) => cellText(row[key]).toLowerCase().includes(needle)))
    : [...rows];
  const sortKey = query.sort && columns.includes(query.sort) ? query.sort : null;
  if (!sortKey) return filtered;
  const sign = query.dir === "desc" ? -1 : 1;
  return filtered
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[sortKey];
      const b = y.row[sortKey];
      const emptyA = a === null || a === undefined || a === "";
      const emptyB = b === null || b === undefined || b === "";
      // Empty cells stay at the end whichever way the column is sorted.
      if (emptyA || emptyB) return compareCells(a, b) || x.index - y.index;
      return sign * compareCells(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}

export type TableView = {
  columns: string[];
  rows: TableRow[];
  total: number;
  matching: number;
  page: number;
  pageCount: number;
  query: TableQuery;
};

/** One page of the filtered, sorted rows; a page past the end shows the last page. */
export function tableView(
  rows: TableRow[],
  columns: string[],
  query: TableQuery,
  pageSize = TABLE_PAGE_SIZE,
): TableView {
  const matching = filterAndSort(rows, columns, query);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(query.page, pageCount);
  return {
    columns,
    rows: matching.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    matching: matching.length,
    page,
    pageCount,
    query: { ...query, page },
  };
}

/** CSV (RFC 4180, CRLF line ends) of the given rows and columns, with a header row. */
export function toCsv(rows: TableRow[], columns: string[]) {
  return [csvLine(columns), ...rows.map((row) => csvLine(columns.map((key) => row[key])))].join("");
}

/** "createdAt" -> "Created At", "project_type" -> "Project Type". */
export function columnLabel(key: string) {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim();
  return words.replace(/\b\w/g, (c) => c.toUpperCase());
}
