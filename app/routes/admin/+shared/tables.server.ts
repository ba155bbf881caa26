import { customerToJson } from "~/api/serialize/subscriber.server";
import { logToJson } from "~/api/serialize/log.server";
import { messageToJson } from "~/api/serialize/message.server";
import { userToJson } from "~/api/serialize/user.server";
import { logLevels } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { CUSTOMER_STATUS_LABELS } from "~/newsletter/subscriber";
import { listCustomers, readCustomerFilter, type CustomerRow } from "~/newsletter/subscriber.server";
import { ESTIMATE_TABLE_COLUMNS, estimateTableRecords } from "~/estimates/estimate-admin.server";
import { listLogs, type LogLevel } from "~/logs/log.server";
import { logNames } from "~/routes/admin/logs/+shared/log-names.server";
import { logKindOf, logSentenceText } from "~/routes/admin/logs/+shared/log-sentence";
import { listMessages } from "~/leads/contact-message.server";
import { inMessageView, readMessageView } from "~/leads/contact-message-views";
import {
  columnsOf,
  readTableQuery,
  tableView,
  toTableRow,
  type SortDirection,
  type TableRow,
} from "~/admin/table-query";
import { listUsers } from "~/accounts/user.server";
import { quoteToJson } from "~/api/serialize/quote.server";
import { quoteStatusFrom } from "~/quotes/quote-options";
import { listQuotes } from "~/quotes/quote-records.server";
import { invoiceToJson } from "~/api/serialize/invoice.server";
import { isInvoiceStatus } from "~/invoices/invoice-options";
import { listInvoices } from "~/invoices/invoice-records.server";
import { jobTableRecord } from "~/jobs/job-office-view.server";
import { jobStatusFrom } from "~/jobs/job-options";
import { listJobs } from "~/jobs/job-records.server";

type TableSource = {
  title: string;
  rows: (params: URLSearchParams) => TableRow[];
  /** Overrides the default columns (every key but _id and __v). */
  columns?: string[];
  defaultSort: { sort: string; dir: SortDirection };
  /** The rows come already narrowed by the filter text (`q`), over more fields than the columns show. */
  searchesItself?: boolean;
};

/** A subscriber as the table and CSV show it: the API record with the status as screens name it. */
export function customerToTableRecord(customer: CustomerRow) {
  return { ...customerToJson(customer), status: CUSTOMER_STATUS_LABELS[customer.status] };
}

// The back office's data tables. Rows are the API's records (`_id` and the API's field names), so a table, its CSV
// export and the matching /api list show the same fields.
const sources = {
  customers: {
    title: "Subscribers",
    rows: (params) =>
      listCustomers(readCustomerFilter(params)).map((customer) =>
        toTableRow(customerToTableRecord(customer)),
      ),
    defaultSort: { sort: "createdAt", dir: "desc" },
  },
  users: {
    title: "Users",
    rows: () => listUsers().map((user) => toTableRow(userToJson(user))),
    defaultSort: { sort: "createdAt", dir: "asc" },
  },
  messages: {
    title: "Messages",
    rows: (params) => {
      const view = readMessageView(params);
      return listMessages()
        .filter((message) => inMessageView(view, message))
        .map((message) => toTableRow(messageToJson(message)));
    },
    columns: ["name", "email", "phone", "message", "leadStatus", "isRead", "createdAt"],
    defaultSort: { sort: "createdAt", dir: "desc" },
  },
  estimates: {
    title: "Estimates",
    rows: (params) => estimateTableRecords(params).map(toTableRow),
    columns: ESTIMATE_TABLE_COLUMNS,
    defaultSort: { sort: "createdAt", dir: "desc" },
    searchesItself: true,
  },
  quotes: {
    title: "Quotes",
    rows: (params) =>
      listQuotes({ status: quoteStatusFrom(params.get("status")) }).map((quote) => {
        const record = quoteToJson(quote);
        // What is still owed of the total, in cents: the list's Balance.
        const balanceCents = Math.max(0, record.totalCents - record.paidCents);
        return toTableRow({ ...record, balanceCents });
      }),
    columns: ["reference", "customerName", "totalCents", "paidCents", "balanceCents", "status", "sentAt"],
    // References count up within a year: the newest first.
    defaultSort: { sort: "reference", dir: "desc" },
  },
  invoices: {
    title: "Invoices",
    rows: (params) => {
      const status = params.get("status");
      return listInvoices({ status: isInvoiceStatus(status) ? status : undefined }).map((invoice) =>
        toTableRow(invoiceToJson(invoice)),
      );
    },
    columns: ["reference", "kind", "status", "totalCents", "amountDueCents", "dueOn"],
    defaultSort: { sort: "reference", dir: "desc" },
  },
  jobs: {
    title: "Jobs",
    rows: (params) =>
      listJobs({
        status: jobStatusFrom(params.get("status")),
        crewId: params.get("crew")?.slice(0, 64) || undefined,
      }).map((job) => toTableRow(jobTableRecord(job))),
    columns: ["reference", "customer", "crew", "startDate", "endDate", "status"],
    // References count up within a year: the newest first.
    defaultSort: { sort: "reference", dir: "desc" },
  },
  logs: {
    title: "Logs",
    rows: (params) => {
      const { kind, actor, ...filter } = readLogFilter(params);
      const logs = listLogs({ ...filter, limit: 5000 }).filter(
        (log) => (!kind || logKindOf(log.event) === kind) && (!actor || log.actorEmail === actor),
      );
      const namesOf = logNames(logs);
      return logs.map((log) =>
        toTableRow({ ...logToJson(log), summary: logSentenceText(log, namesOf(log)) }),
      );
    },
    // The sentence first; the technical fields stay in the CSV (the page folds them into a details toggle).
    columns: ["createdAt", "summary", "actorEmail", "level", "event", "message", "ip", "path", "detail"],
    defaultSort: { sort: "createdAt", dir: "desc" },
  },
} satisfies Record<string, TableSource>;

export type TableName = keyof typeof sources;

export function isTableName(name: string | undefined): name is TableName {
  return name !== undefined && Object.hasOwn(sources, name);
}

/** The level, kind, person and event filters of the logs screen (anything unknown is ignored). */
export function readLogFilter(params: URLSearchParams): {
  level?: LogLevel;
  event?: string;
  kind?: string;
  actor?: string;
} {
  const level = params.get("level");
  const event = params.get("event")?.trim().slice(0, 100);
  const kind = params.get("kind")?.trim().slice(0, 40);
  const actor = params.get("actor")?.trim().slice(0, 254);
  return {
    level: logLevels.includes(level as LogLevel) ? (level as LogLevel) : undefined,
    event: event || undefined,
    kind: kind || undefined,
    actor: actor || undefined,
  };
}

function loadRows(name: TableName, params: URLSearchParams) {
  const source: TableSource = sources[name];
  const rows = source.rows(params);
  const columns = source.columns ?? columnsOf(rows);
  const query = readTableQuery(params, source.defaultSort);
  // A source that searched by the text itself is not filtered again by the columns it shows.
  const viewQuery = source.searchesItself ? { ...query, q: "" } : query;
  return { source, rows, columns, query, viewQuery };
}

/** The page of a data table that a URL asks for (filter `q`, `sort`, `dir`, `page`). */
export function loadTable(name: TableName, url: URL) {
  const { rows, columns, query, viewQuery } = loadRows(name, url.searchParams);
  const view = tableView(rows, columns, viewQuery);
  return { name, ...view, query: { ...view.query, q: query.q } };
}

/** Every row of the current view (filtered and sorted, not paginated), for the CSV export, with its audit row. */
export function exportTable(name: TableName, url: URL, by?: EditContext) {
  const { source, rows, columns, viewQuery } = loadRows(name, url.searchParams);
  const view = tableView(rows, columns, { ...viewQuery, page: 1 }, Number.MAX_SAFE_INTEGER);
  if (by) {
    audit(by, {
      event: "export.csv",
      message: `Exported ${view.rows.length} ${name} rows as CSV`,
      detail: { table: name, query: url.search },
    });
  }
  return { title: source.title, columns, rows: view.rows };
}
