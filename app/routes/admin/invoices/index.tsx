import { Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, isInvoiceStatus } from "~/invoices/invoice-options";
import type { InvoiceKind, InvoiceStatus } from "~/invoices/lien-waivers";
import { formatCents } from "~/quotes/money";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { FilterSelect } from "~/routes/admin/+shared/table-filters";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import type { Route } from "./+types/index";

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = url.searchParams.get("status");
  return { table: loadTable("invoices", url), status: isInvoiceStatus(status) ? status : null };
}

/** Every invoice, newest first: reference, kind, status, total, what is due and when, narrowed by status. */
export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { table, status } = loaderData;
  const statusOptions = (Object.entries(INVOICE_STATUS_LABELS) as [InvoiceStatus, string][]).map(
    ([value, label]) => ({ value, label }),
  );
  return (
    <>
      <AdminTitle page="Invoices" />
      <AdminPageHeader title="Invoices" />
      <p className="muted">Create an invoice from an accepted quote&apos;s page.</p>
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
