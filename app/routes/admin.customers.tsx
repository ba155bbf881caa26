import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { ErrorNotice } from "~/components/admin/error-notice";
import { ConfirmDelete, pendingConfirmation } from "~/components/admin/confirm-delete";
import { DataTable } from "~/components/admin/data-table";
import { SubmitButton } from "~/components/form";
import { loadTable } from "~/models/admin-tables.server";
import { audit } from "~/models/audit.server";
import { deleteCustomer, getCustomer, unsubscribeCustomer } from "~/models/customer.server";
import { readFormData } from "~/utils/form-data.server";

const NOT_FOUND = "That subscriber no longer exists.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { table: loadTable("customers", new URL(request.url)) };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const id = String(formData.get("id") ?? "");
  const intent = formData.get("intent");
  const customer = getCustomer(id);
  if (!customer) return data({ error: NOT_FOUND }, { status: 404 });
  const back = new URL(request.url);

  if (intent === "unsubscribe") {
    unsubscribeCustomer(customer.unsubscribeToken);
    audit(request, admin, {
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
    audit(request, admin, { event: "customer.delete", message: `Removed ${customer.email}`, detail: { id } });
    return redirectWithAlert(request, `${back.pathname}${back.search}`, {
      kind: "success",
      message: `Removed ${customer.email}.`,
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

export const meta: MetaFunction = () => [{ title: "Customers | Back office" }];

export default function AdminCustomers() {
  const { table } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <h1>Customers</h1>
      <p className="muted">Newsletter subscribers. Pending ones have not confirmed their address yet.</p>
      {error ? <ErrorNotice message={error} /> : null}
      <DataTable
        table={table}
        caption="Customers"
        actions={(row) => {
          const id = String(row._id);
          return (
            <>
              {row.status !== "unsubscribed" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="unsubscribe" />
                  <SubmitButton name="id" value={id} className="button button-secondary button-small">
                    Unsubscribe<span className="visually-hidden"> {row.email}</span>
                  </SubmitButton>
                </Form>
              ) : null}
              <ConfirmDelete
                id={id}
                question={`Remove ${row.email} from the list?`}
                confirmLabel="Yes, remove"
                label={
                  <>
                    Remove<span className="visually-hidden"> {row.email}</span>
                  </>
                }
              />
            </>
          );
        }}
      />
    </>
  );
}
