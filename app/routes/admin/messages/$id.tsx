import { getFormProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { recordErrorBoundary } from "~/routes/admin/+shared/admin-error-page";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { formatDateTime } from "~/utils/dates";
import { LeadStatusOptions } from "./+shared/lead-status";
import { useZodForm } from "~/components/form/use-zod-form";
import { ErrorList, SubmitButton } from "~/components/form";
import { requestContext } from "~/logs/audit.server";
import { leadStatusFormSchema, leadStatusSetText, MESSAGE_ADMIN_MESSAGES } from "~/leads/contact-message";
import { readFormWithToken } from "~/forms/read-form.server";
import { deleteMessage, getMessage, markMessageRead, setLeadStatus } from "~/leads/contact-message.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { formatPhone, telHref } from "~/utils/tel";
import type { Route } from "./+types/$id";

const MESSAGE_PAGE_TEXT = {
  noEmail: "No email provided",
  noPhone: "No phone number provided",
  deleteConfirm: "Delete this message?",
} as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const message = getMessage(params.id);
  if (!message) throw data(MESSAGE_ADMIN_MESSAGES.fetchFailed, { status: 404 });
  // Opening a message marks it read.
  if (!message.isRead) markMessageRead(message.id);
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email || message.customer?.email || "",
      phone: message.phone || message.customer?.phone || "",
      text: message.message,
      leadStatus: message.leadStatus,
      createdAt: message.createdAt.toISOString(),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const id = params.id;
  const formData = await readFormWithToken(request);

  if (formData.get("intent") === "delete") {
    return confirmedDelete(by, formData, {
      id,
      remove: () => deleteMessage(id, by),
      redirectTo: "/admin/messages",
      done: MESSAGE_ADMIN_MESSAGES.deleted,
      notFound: MESSAGE_ADMIN_MESSAGES.deleteFailed,
    });
  }

  const submission = parseWithZod(formData, { schema: leadStatusFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const updated = setLeadStatus(id, submission.value.leadStatus, by);
  if (!updated) throw data(MESSAGE_ADMIN_MESSAGES.fetchFailed, { status: 404 });
  return redirectWithAlert(request, `/admin/messages/${id}`, {
    kind: "success",
    message: leadStatusSetText(submission.value.leadStatus),
  });
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const [form, fields] = useZodForm(leadStatusFormSchema, {
    id: "lead-status",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { leadStatus: message.leadStatus },
  });
  const error = actionData && "error" in actionData ? actionData.error : null;

  return (
    <>
      <AdminTitle page={`Message from ${message.name}`} />
      <AdminPageHeader title={`Message from ${message.name}`}>
        <Link to="/admin/messages" className="button button-secondary">
          Back to messages
        </Link>
      </AdminPageHeader>
      {error ? <ErrorNotice message={error} /> : null}
      <section className="panel" aria-label="Message">
        <dl className="meta-list">
          <dt>Name</dt>
          <dd>{message.name}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </dd>
          <dt>Email</dt>
          <dd>{message.email || MESSAGE_PAGE_TEXT.noEmail}</dd>
          <dt>Phone</dt>
          <dd>{message.phone ? formatPhone(message.phone) : MESSAGE_PAGE_TEXT.noPhone}</dd>
        </dl>
        <h2 className="visually-hidden">Message text</h2>
        <p className="message-text">{message.text}</p>
        <div className="form-actions">
          {message.email ? (
            <a className="button" href={`mailto:${message.email}`}>
              Email
            </a>
          ) : null}
          {message.phone ? (
            <a className="button" href={telHref(message.phone) ?? undefined}>
              Call Back
            </a>
          ) : null}
          <ConfirmDelete id={message.id} question={MESSAGE_PAGE_TEXT.deleteConfirm} small={false} />
        </div>
      </section>
      <section className="panel" aria-labelledby="lead-status-heading">
        <h2 id="lead-status-heading">Lead status</h2>
        <Form method="post" {...getFormProps(form)} className="lead-status-form">
          <CsrfInput />
          <label htmlFor={fields.leadStatus.id}>Status</label>
          <select {...getSelectProps(fields.leadStatus)}>
            <LeadStatusOptions />
          </select>
          <SubmitButton name="intent" value="status">
            Save status
          </SubmitButton>
          <ErrorList id={fields.leadStatus.errorId} errors={fields.leadStatus.errors} />
        </Form>
      </section>
    </>
  );
}

export const ErrorBoundary = recordErrorBoundary({
  title: "Message",
  back: { to: "/admin/messages", label: "Back to messages" },
  notFound: MESSAGE_ADMIN_MESSAGES.fetchFailed,
});
