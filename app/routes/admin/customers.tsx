import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { CustomerImportForm, CustomerImportReport } from "./customers/+shared/subscriber-import";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { StatusFilter } from "~/routes/admin/+shared/table-filters";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { requestContext } from "~/logs/audit.server";
import { CUSTOMER_STATUS_LABELS, customerStatusLabels } from "~/newsletter/subscriber";
import { importCustomerFile } from "~/newsletter/import-subscribers.server";
import {
  deleteCustomer,
  getCustomer,
  readCustomerFilter,
  unsubscribeCustomerById,
} from "~/newsletter/subscriber.server";
import newsletterStyles from "~/styles/newsletter-admin.css?url";
import { readFormWithToken } from "~/forms/read-form.server";
import { publicOrigin } from "~/http/public-url.server";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/customers";

const NOT_FOUND = "That subscriber no longer exists.";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: newsletterStyles, precedence: "default" },
];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { status } = readCustomerFilter(url.searchParams);
  return { table: loadTable("customers", url), status: status ? CUSTOMER_STATUS_LABELS[status] : null };
}

export async function action({ request, url }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  const intent = formData.get("intent");
  if (intent === "import") {
    const result = await importCustomerFile(formData.get("file"), publicOrigin, by);
    if (!result.ok) return data({ importError: result.error }, { status: result.status });
    return { importReport: result.report };
  }

  const id = String(formData.get("id") ?? "");
  const customer = getCustomer(id);
  if (!customer) return data({ error: NOT_FOUND }, { status: 404 });
  if (intent === "unsubscribe" || intent === "delete") {
    const unsubscribe = intent === "unsubscribe";
    return confirmedDelete(by, formData, {
      id,
      intent,
      remove: () => (unsubscribe ? unsubscribeCustomerById(id, by) : deleteCustomer(id, by)),
      redirectTo: `${url.pathname}${url.search}`,
      done: unsubscribe ? `${customer.email} is unsubscribed.` : `Removed ${customer.email}.`,
      notFound: NOT_FOUND,
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

export default function AdminCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const { table, status } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const importError = actionData && "importError" in actionData ? actionData.importError : null;
  const importReport = actionData && "importReport" in actionData ? actionData.importReport : null;
  return (
    <>
      <AdminTitle page="Subscribers" />
      <AdminPageHeader title="Subscribers" />
      <p className="muted">
        Everyone on the newsletter list. Pending ones have not confirmed their address yet; newsletters go to
        confirmed ones only.
      </p>
      {error ? <ErrorNotice message={error} /> : null}
      <DataTable
        table={table}
        caption="Subscribers"
        filters={{
          names: ["status"],
          controls: <StatusFilter options={customerStatusLabels} value={status} />,
        }}
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
