import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { DataTable } from "~/routes/admin/+shared/data-table";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { LeadStatusOptions } from "./+shared/lead-status";
import { SubmitButton } from "~/components/form";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { requestContext } from "~/logs/audit.server";
import { leadStatusFormSchema, leadStatusSetText, MESSAGE_ADMIN_MESSAGES } from "~/leads/contact-message";
import { setLeadStatus } from "~/leads/contact-message.server";
import { MESSAGE_VIEWS, readMessageView, type MessageView } from "~/leads/contact-message-views";
import { readFormWithToken } from "~/forms/read-form.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/index";

const FETCH_FAILED = MESSAGE_ADMIN_MESSAGES.fetchFailed;

// One form per row: the message's id and its new lead status (the same rule as the message page).
const rowLeadStatusSchema = leadStatusFormSchema.extend({
  id: z.string(FETCH_FAILED).trim().min(1, FETCH_FAILED).max(100, FETCH_FAILED),
});

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { table: loadTable("messages", url), view: readMessageView(url.searchParams) };
}

export async function action({ request, url }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const formData = await readFormWithToken(request);
  if (formData.get("intent") !== "status") return data({ error: "Unknown action." }, { status: 400 });

  const submission = parseWithZod(formData, { schema: rowLeadStatusSchema });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat();
    return data({ error: errors[0] ?? "Choose a lead status" }, { status: 400 });
  }
  const { id, leadStatus } = submission.value;
  const updated = setLeadStatus(id, leadStatus, by);
  if (!updated) return data({ error: FETCH_FAILED }, { status: 404 });

  // Back to the same view of the list (filter, sort, page), without the index marker of the form's post.
  return redirectWithAlert(request, `/admin/messages${url.search}`, {
    kind: "success",
    message: `${leadStatusSetText(leadStatus)} (${updated.name})`,
  });
}

const MESSAGE_PREVIEW = 90;

/** New / Today / All: plain links keeping the filter and sort, so they work without JavaScript. */
function MessageViewLinks({ current }: { current: MessageView }) {
  const { search } = useLocation();
  const hrefOf = (view: MessageView) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (view === "all") params.delete("view");
    else params.set("view", view);
    const text = params.toString();
    return text ? `?${text}` : "/admin/messages";
  };
  return (
    <nav aria-label="Which messages">
      <ul className="message-views">
        {MESSAGE_VIEWS.map((view) => (
          <li key={view.value}>
            <Link
              to={hrefOf(view.value)}
              aria-current={view.value === current ? "page" : undefined}
              preventScrollReset
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { table, view } = loaderData;
  return (
    <>
      <AdminTitle page="Messages" />
      <AdminPageHeader title="Messages" />
      {actionData?.error ? <ErrorNotice message={actionData.error} /> : null}
      <MessageViewLinks current={view} />
      <DataTable
        table={table}
        caption="Messages"
        columnLabels={{ isRead: "Read", leadStatus: "Lead status", createdAt: "Date" }}
        renderCell={(key, row) => {
          if (key === "name") {
            const name = String(row.name ?? "");
            return (
              <>
                <Link to={`/admin/messages/${row._id}`}>{row.isRead ? name : <strong>{name}</strong>}</Link>
                {row.isRead ? null : <span className="unread-marker">Unread</span>}
              </>
            );
          }
          if (key === "message") {
            const text = String(row.message ?? "");
            return text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW)}...` : text;
          }
          if (key === "isRead") return row.isRead ? "Read" : "Unread";
          if (key === "leadStatus") {
            const id = String(row._id);
            const selectId = `lead-status-${id}`;
            return (
              // Keyed by the status, so the select shows the saved value again after the list reloads.
              <Form
                key={`${id}-${row.leadStatus}`}
                method="post"
                className="lead-status-row"
                preventScrollReset
              >
                <CsrfInput />
                <input type="hidden" name="intent" value="status" />
                <label htmlFor={selectId}>
                  Status<span className="visually-hidden"> of the message from {row.name}</span>
                </label>
                <select id={selectId} name="leadStatus" defaultValue={String(row.leadStatus ?? "new")}>
                  <LeadStatusOptions />
                </select>
                <SubmitButton name="id" value={id} className="button button-secondary button-small">
                  Save<span className="visually-hidden"> the status of the message from {row.name}</span>
                </SubmitButton>
              </Form>
            );
          }
          return undefined;
        }}
      />
    </>
  );
}
