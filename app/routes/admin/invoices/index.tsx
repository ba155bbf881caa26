import { Form, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, isInvoiceStatus } from "~/invoices/invoice-options";
import type { InvoiceKind, InvoiceStatus } from "~/invoices/lien-waivers";
import { formatCents } from "~/quotes/money";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { FilterSelect } from "~/routes/admin/+shared/table-filters";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { arizonaDay } from "~/utils/dates";
import type { Route } from "./+types/index";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = url.searchParams.get("status");
  const today = arizonaDay(new Date());
  return {
    table: loadTable("invoices", url),
    status: isInvoiceStatus(status) ? status : null,
    exportPeriod: { from: `${today.slice(0, 8)}01`, to: today },
  };
}

/** Every invoice, newest first: reference, kind, status, total, what is due and when, narrowed by status. */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { table, status, exportPeriod } = loaderData;
  const statusOptions = (Object.entries(INVOICE_STATUS_LABELS) as [InvoiceStatus, string][]).map(
    ([value, label]) => ({ value, label }),
  );
  return (
    <>
      <AdminTitle page="Invoices" />
      <AdminPageHeader title="Invoices" />
      <p className="muted">Create an invoice from a job&apos;s or an accepted quote&apos;s page.</p>
      <Form
        method="get"
        action="/admin/invoices/export.csv"
        reloadDocument
        className="panel stack"
        aria-labelledby="invoice-export-title"
      >
        <h2 id="invoice-export-title">Export for accounting</h2>
        <p className="muted">
          Invoices issued in the period, one row per line, in the columns QuickBooks Online&apos;s invoice
          import reads; or the payments received in it.
        </p>
        <div className="button-row">
          <label>
            From <input type="date" name="from" defaultValue={exportPeriod.from} />
          </label>
          <label>
            To <input type="date" name="to" defaultValue={exportPeriod.to} />
          </label>
        </div>
        <div className="button-row">
          <button type="submit" className="button">
            Download invoices (CSV)
          </button>
          <button type="submit" className="button button-secondary" formAction="/admin/payments/export.csv">
            Download payments (CSV)
          </button>
        </div>
      </Form>
      <DataTable
        table={table}
        caption="Invoices"
        columnLabels={{ totalCents: "Total", amountDueCents: "Due", dueOn: "Due on" }}
        filters={{
          names: ["status"],
          controls: (
            <FilterSelect
              name="status"
              label="Status"
              all="All statuses"
              options={statusOptions}
              value={status}
            />
          ),
        }}
        renderCell={(key, row) => {
          if (key === "reference")
            return <Link to={`/admin/invoices/${row._id}`}>{String(row.reference)}</Link>;
          if (key === "totalCents" || key === "amountDueCents") return formatCents(Number(row[key]));
          if (key === "kind") return INVOICE_KIND_LABELS[row.kind as InvoiceKind] ?? String(row.kind);
          if (key === "status")
            return INVOICE_STATUS_LABELS[row.status as InvoiceStatus] ?? String(row.status);
          return undefined;
        }}
      />
    </>
  );
}
