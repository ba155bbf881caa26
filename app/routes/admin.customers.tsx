import { data } from "@remix-run/node";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ErrorNotice } from "~/components/admin/error-notice";
import { ConfirmDelete, pendingConfirmation } from "~/components/admin/confirm-delete";
import { CustomerImportForm, CustomerImportReport } from "~/components/admin/customer-import";
import { DataTable } from "~/components/admin/data-table";
import { FilterSelect, TableFilters } from "~/components/admin/table-filters";
import { loadTable } from "~/admin/tables.server";
import { audit, requestContext } from "~/models/audit.server";
import { CUSTOMER_STATUS_LABELS, customerStatusLabels } from "~/models/customer";
import { IMPORT_MAX_BYTES, importCustomers } from "~/models/customer-import.server";
import {
  deleteCustomer,
  getCustomer,
  readCustomerFilter,
  unsubscribeCustomer,
} from "~/models/customer.server";
import newsletterStyles from "~/styles/newsletter-admin.css";
import { readFormData } from "~/utils/form-data.server";
import { publicOrigin } from "~/utils/public-url.server";

const NOT_FOUND = "That subscriber no longer exists.";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: newsletterStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const { status } = readCustomerFilter(url.searchParams);
  return { table: loadTable("customers", url), status: status ? CUSTOMER_STATUS_LABELS[status] : null };
}

async function importAction(request: Request, formData: FormData, admin: { id: string; email: string }) {
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data({ importError: "Choose a CSV file with an “email” column." }, { status: 400 });
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return data(
      { importError: "The file is larger than 2 MB; split it into smaller files." },
      { status: 413 },
    );
  }
  const result = importCustomers(await file.text(), publicOrigin);
  if (!result.ok) return data({ importError: result.error }, { status: 400 });
  const { report } = result;
  audit(requestContext(request, admin), {
    event: "customer.import",
    message: `Imported ${report.rows} rows from ${file.name.slice(0, 100)}: ${report.added} added, ${report.confirmed} confirmed, ${report.mailed} confirmation mails, ${report.invalidCount} invalid`,
    detail: { ...report, invalid: report.invalidCount },
  });
  return { importReport: report };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "import") return importAction(request, formData, admin);

  const id = String(formData.get("id") ?? "");
  const customer = getCustomer(id);
  if (!customer) return data({ error: NOT_FOUND }, { status: 404 });
  const back = new URL(request.url);

  if (intent === "unsubscribe") {
    const confirm = pendingConfirmation(formData, "unsubscribe", id);
    if (confirm) return confirm;
    unsubscribeCustomer(customer.unsubscribeToken);
    audit(requestContext(request, admin), {
      event: "customer.unsubscribe",
      message: `Unsubscribed ${customer.email}`,
      detail: { id },
    });
    return redirectWithAlert(request, `${back.pathname}${back.search}`, {
      kind: "success",
      message: `${customer.email} is unsubscribed.`,
    });
  }
  if (intent === "delete") {
    const confirm = pendingConfirmation(formData, "delete", id);
    if (confirm) return confirm;
    deleteCustomer(id);
    audit(requestContext(request, admin), {
      event: "customer.delete",
      message: `Removed ${customer.email}`,
      detail: { id },
    });
    return redirectWithAlert(request, `${back.pathname}${back.search}`, {
      kind: "success",
      message: `Removed ${customer.email}.`,
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

export const meta: MetaFunction = () => [{ title: "Customers | Back office" }];

export default function AdminCustomers() {
  const { table, status } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  const importError = actionData && "importError" in actionData ? actionData.importError : null;
  const importReport = actionData && "importReport" in actionData ? actionData.importReport : null;
  return (
    <>
      <AdminPageHeader title="Customers" />
      <p className="muted">
        Newsletter subscribers. Pending ones have not confirmed their address yet; newsletters go to confirmed
        ones only.
      </p>
      {error ? <ErrorNotice message={error} /> : null}
      <TableFilters label="Subscribers to show">
        <FilterSelect
          name="status"
          label="Status"
          all="All statuses"
          options={customerStatusLabels}
          value={status}
        />
      </TableFilters>
      <DataTable
        table={table}
        caption="Customers"
        actions={(row) => {
          const id = String(row._id);
          return (
            <>
              {row.status !== "unsubscribed" ? (
                <ConfirmDelete
                  id={id}
                  intent="unsubscribe"
                  question={`Unsubscribe ${row.email}? They will get no more newsletters.`}
                  confirmLabel="Yes, unsubscribe"
                  label="Unsubscribe"
                  what={row.email}
                />
              ) : null}
              <ConfirmDelete
                id={id}
                question={`Remove ${row.email} from the list?`}
                confirmLabel="Yes, remove"
                label="Remove"
                what={row.email}
              />
            </>
          );
        }}
      />
      <section className="panel" aria-labelledby="import-heading">
        <h2 id="import-heading">Import subscribers</h2>
        {importError ? <ErrorNotice message={importError} /> : null}
        {importReport ? <CustomerImportReport report={importReport} /> : null}
        <CustomerImportForm />
      </section>
    </>
  );
}
