import { data, Form } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { SubmitButton } from "~/components/form";
import { confirmedDelete, DeleteRefused } from "~/routes/admin/+shared/confirmed-delete.server";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { requestContext } from "~/logs/audit.server";
import { changeUserRole, deleteUser, USER_ADMIN_MESSAGES } from "~/accounts/user-admin.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/users";

export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { table: loadTable("users", url), currentUserId: admin.id };
}

export async function action({ request, url }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  const id = String(formData.get("id") ?? "");
  const intent = formData.get("intent");
  const backTo = `${url.pathname}${url.search}`;

  if (intent === "make-admin" || intent === "revoke-admin") {
    const makeAdmin = intent === "make-admin";
    const result = changeUserRole(id, makeAdmin, by);
    if (!result.ok) return data({ error: result.error }, { status: result.status });
    const message = makeAdmin
      ? USER_ADMIN_MESSAGES.promoted(result.user.email)
      : USER_ADMIN_MESSAGES.demoted(result.user.email);
    return redirectWithAlert(request, backTo, { kind: "success", message });
  }
  if (intent === "delete") {
    return confirmedDelete(by, formData, {
      id,
      remove: () => {
        const result = deleteUser(id, by);
        return result.ok ? result.user : new DeleteRefused(result.error, result.status);
      },
      redirectTo: backTo,
      done: (user) => USER_ADMIN_MESSAGES.deleted(user.email),
      notFound: USER_ADMIN_MESSAGES.notFound,
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { table, currentUserId } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <AdminTitle page="Users" />
      <AdminPageHeader title="Users" />
      {error ? <ErrorNotice message={error} /> : null}
      <DataTable
        table={table}
        caption="Users"
        columnLabels={{ isAdmin: "Admin", isVerified: "Verified" }}
        renderCell={(key, row) =>
          key === "name" && row._id === currentUserId ? (
            <>
              {row.name} <span className="muted">(you)</span>
            </>
          ) : undefined
        }
        actions={(row) => {
          const id = String(row._id);
          if (id === currentUserId) return <span className="muted">Your account</span>;
          return (
            <>
              {row.isAdmin || row.isVerified ? (
                <Form method="post">
                  <CsrfInput />
                  <input type="hidden" name="intent" value={row.isAdmin ? "revoke-admin" : "make-admin"} />
                  <SubmitButton name="id" value={id} className="button button-secondary button-small">
                    {row.isAdmin ? "Revoke admin" : "Make admin"}
                    <span className="visually-hidden"> for {row.email}</span>
                  </SubmitButton>
                </Form>
              ) : (
                // Admin rights need a verified address; the action refuses them too.
                <span className="muted">Not verified yet</span>
              )}
              <ConfirmDelete id={id} question={`Delete the account of ${row.email}?`} what={row.email} />
            </>
          );
        }}
      />
    </>
  );
}
