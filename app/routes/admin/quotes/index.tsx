import { Link } from "react-router";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { StatusFilter } from "~/routes/admin/+shared/table-filters";
import { formatCents } from "~/quotes/money";
import { QUOTE_STATUS_LABELS, quoteStatusFrom, type QuoteStatus } from "~/quotes/quote-options";
import quoteStyles from "~/styles/quotes-admin.css?url";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = quoteStatusFrom(url.searchParams.get("status"));
  return { table: loadTable("quotes", url), status: status ?? null };
}

const MONEY_COLUMNS = new Set(["totalCents", "paidCents", "balanceCents"]);

/**
 * Every quote, newest first: reference, customer, total, paid, balance, status (its whole label) and when it was
 * sent, narrowed by status.
 */
export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const { table, status } = loaderData;
  const statusOptions = (Object.entries(QUOTE_STATUS_LABELS) as [QuoteStatus, string][]).map(
    ([value, label]) => ({ value, label }),
  );
  return (
    <>
      <AdminTitle page="Quotes" />
      <AdminPageHeader title="Quotes" add={{ to: "/admin/quotes/new", label: "New quote" }} />
      <DataTable
        table={table}
        caption="Quotes"
        columnLabels={{
          customerName: "Customer",
          totalCents: "Total",
          paidCents: "Paid",
          balanceCents: "Balance",
          sentAt: "Sent",
        }}
        filters={{
          names: ["status"],
          controls: <StatusFilter options={statusOptions} value={status} />,
        }}
        renderCell={(key, row) => {
          if (key === "reference")
            return <Link to={`/admin/quotes/${row._id}`}>{String(row.reference)}</Link>;
          if (MONEY_COLUMNS.has(key)) return formatCents(Number(row[key]));
          if (key === "status")
            return (
              <span className="quote-list-status">
                {QUOTE_STATUS_LABELS[row.status as QuoteStatus] ?? String(row.status)}
              </span>
            );
          return undefined;
        }}
      />
    </>
  );
}
