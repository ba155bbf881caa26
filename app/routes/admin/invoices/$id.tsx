import { getFormProps, getSelectProps } from "@conform-to/react";
import { useZodForm } from "~/components/form/use-zod-form";
import { data, Form, Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { Field, FormAlert, SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { FieldFrame } from "~/components/form/field-frame";
import { replyFor } from "~/forms/form-reply";
import { readFormWithToken } from "~/forms/read-form.server";
import { INVOICE_MESSAGES, INVOICE_PAYMENT_METHOD_LABELS } from "~/invoices/invoice-options";
import { invoiceOfficeView, type InvoiceOfficeView } from "~/invoices/invoice-office-view.server";
import { loadInvoice } from "~/invoices/invoice-records.server";
import { remindersSent } from "~/invoices/invoice-reminders.server";
import { invoicePaymentFormSchema } from "~/invoices/invoice-schema";
import { requestContext } from "~/logs/audit.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import quoteStyles from "~/styles/quotes-admin.css?url";
import { formatDateTime } from "~/utils/dates";
import { invoiceDetailAction } from "./+shared/invoice-actions.server";
import type { Route } from "./+types/$id";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const invoice = invoiceOfficeView(params.id);
  if (!invoice) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  return { invoice, reminders: remindersOf(params.id) };
}

/** The payment reminders sent, and whether the office turned them off. */
function remindersOf(id: string) {
  const stored = loadInvoice(id)!;
  return {
    off: stored.remindersOff,
    sent: remindersSent(id).map((reminder) => ({ ...reminder, sentAt: formatDateTime(reminder.sentAt) })),
    open: stored.status !== "void" && stored.status !== "paid",
  };
}

// "Send", "Void", "Void and reissue", "Record payment" and "Reminders off" post here.
export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return invoiceDetailAction(params.id, await readFormWithToken(request), by);
}

/** One invoice: its lines and amounts, what is paid and due, the timeline, the waivers and what the office can do. */
export default function AdminInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, reminders } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const title = `Invoice ${invoice.reference}`;
  return (
    <>
      <AdminTitle page={title} />
      <AdminPageHeader title={title} back={{ to: "/admin/invoices", label: "Back to invoices" }}>
        {invoice.sendable ? (
          <Form method="post">
            <CsrfInput />
            <SubmitButton name="intent" value="send" pendingLabel="Sending...">
              Send
            </SubmitButton>
          </Form>
        ) : null}
        {invoice.voidable ? (
          <>
            <Form method="post">
              <CsrfInput />
              <SubmitButton
                name="intent"
                value="reissue"
                pendingLabel="Saving..."
                className="button button-secondary"
              >
                Void and reissue
              </SubmitButton>
            </Form>
            <Form method="post">
              <CsrfInput />
              <SubmitButton
                name="intent"
                value="void"
                pendingLabel="Saving..."
                className="button button-secondary"
              >
                Void
              </SubmitButton>
            </Form>
          </>
        ) : null}
        <a
          href={`/admin/invoices/${invoice.id}/pdf`}
          download={`${invoice.reference}.pdf`}
          className="button button-secondary"
        >
          PDF<span className="visually-hidden"> of invoice {invoice.reference}</span>
        </a>
      </AdminPageHeader>
      {error ? <ErrorNotice message={error} /> : null}
      <p className="quote-admin-status">
        <span className={`lead-status invoice-status-${invoice.status}`}>{invoice.statusLabel}</span>{" "}
        {invoice.disputed ? (
          <>
            <span className="lead-status invoice-status-disputed">Disputed</span>{" "}
          </>
        ) : null}
        {invoice.kind} invoice for{" "}
        <Link to={`/admin/quotes/${invoice.quote.id}`}>{invoice.quote.reference}</Link>
        {invoice.issuedOn
          ? ` · Issued ${invoice.issuedOn} · Due ${invoice.dueOn}`
          : ` · Terms ${invoice.termsDays} days`}
        {invoice.replacesId ? (
          <>
            {" "}
            · Reissues <Link to={`/admin/invoices/${invoice.replacesId}`}>a void invoice</Link>
          </>
        ) : null}
      </p>
      <div className="quote-admin-layout">
        <div>
          <InvoiceLines invoice={invoice} />
          <section aria-labelledby="invoice-waivers-title" className="panel">
            <h2 id="invoice-waivers-title">Lien waivers</h2>
            <p className="muted">
              Arizona&apos;s statutory forms (A.R.S. § 33-1008), filled from the payments as they stand. An
              unconditional waiver is offered only for money that has cleared.
            </p>
            <ul>
              {invoice.waivers.map((waiver) => (
                <li key={waiver.kind}>
                  {waiver.available ? (
                    <a href={`/admin/invoices/${invoice.id}/waivers/${waiver.kind}.pdf`}>
                      {waiver.title} (PDF)
                    </a>
                  ) : (
                    <>
                      {waiver.title}: {waiver.reason}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div>
          <section aria-labelledby="invoice-timeline-title" className="panel">
            <h2 id="invoice-timeline-title">Timeline</h2>
            <ol className="quote-timeline">
              {invoice.timeline.map((event) => (
                <li key={event.id}>
                  {event.label} <span className="muted">{formatDateTime(event.at)}</span>
                </li>
              ))}
            </ol>
          </section>
          <InvoiceReminders reminders={reminders} />
          <InvoicePayments
            invoice={invoice}
            lastResult={replyFor(actionData && "form" in actionData ? actionData : undefined, "payment")}
          />
        </div>
      </div>
    </>
  );
}

function InvoiceReminders({ reminders }: { reminders: Route.ComponentProps["loaderData"]["reminders"] }) {
  return (
    <section aria-labelledby="invoice-reminders-title" className="panel" id="invoice-reminders">
      <h2 id="invoice-reminders-title">Reminders</h2>
      <p className="muted">
        {reminders.off
          ? "Reminders are off for this invoice."
          : "Sent 3 days before the due date, on it, and 7, 14 and 30 days after, while it is not paid."}
      </p>
      {reminders.sent.length ? (
        <ul>
          {reminders.sent.map((reminder) => (
            <li key={reminder.step}>
              {reminder.label}: sent {reminder.sentAt}
            </li>
          ))}
        </ul>
      ) : null}
      {reminders.open ? (
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="reminders" value={reminders.off ? "on" : "off"} />
          <SubmitButton
            name="intent"
            value="reminders"
            pendingLabel="Saving..."
            className="button button-secondary"
          >
            {reminders.off ? "Turn reminders back on" : "Reminders off"}
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}

function InvoiceLines({ invoice }: { invoice: InvoiceOfficeView }) {
  const { customer } = invoice;
  return (
    <section aria-labelledby="invoice-lines-title" className="panel">
      <h2 id="invoice-lines-title">Customer and lines</h2>
      <p>
        <strong>{customer.name}</strong> · <a href={`mailto:${customer.email}`}>{customer.email}</a>
        <br />
        Job site: {customer.site}
        <br />
        Tax: {invoice.classification}
      </p>
      <div className="data-table-scroll">
        <table className="quote-admin-lines">
          <caption className="visually-hidden">Lines of invoice {invoice.reference}</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id}>
                <td>{item.description}</td>
                <td>{item.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="quote-admin-totals">
        <dt>Subtotal</dt>
        <dd>{invoice.subtotal}</dd>
        {invoice.taxLabel ? (
          <>
            <dt>{invoice.taxLabel}</dt>
            <dd>{invoice.tax}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{invoice.total}</dd>
        {invoice.retention ? (
          <>
            <dt>Retention withheld</dt>
            <dd>-{invoice.retention}</dd>
          </>
        ) : null}
        {invoice.retentionReleased ? (
          <>
            <dt>Retention released</dt>
            <dd>{invoice.retentionReleased}</dd>
          </>
        ) : null}
        {invoice.credits ? (
          <>
            <dt>Deposit applied</dt>
            <dd>-{invoice.credits}</dd>
          </>
        ) : null}
        <dt>Paid</dt>
        <dd>{invoice.paid}</dd>
        {invoice.processing ? (
          <>
            <dt>Processing</dt>
            <dd>{invoice.processing}</dd>
          </>
        ) : null}
        <dt>Amount due</dt>
        <dd>
          <strong>{invoice.amountDue}</strong>
        </dd>
      </dl>
      {invoice.taxNotice ? <p className="muted">{invoice.taxNotice}</p> : null}
    </section>
  );
}

function InvoicePayments({
  invoice,
  lastResult,
}: {
  invoice: InvoiceOfficeView;
  lastResult: ReturnType<typeof replyFor>;
}) {
  const [form, fields] = useZodForm(invoicePaymentFormSchema, {
    id: "invoice-payment-form",
    lastResult,
    defaultValue: { paidOn: invoice.today, method: "check" },
    // The form posts as it always has: the server's check, not the browser's constraints, refuses it.
    constraint: {},
  });
  return (
    <section aria-labelledby="invoice-payments-title" className="panel" id="invoice-payments">
      <h2 id="invoice-payments-title">Payments</h2>
      {invoice.payments.length ? (
        <ul className="quote-payment-list">
          {invoice.payments.map((payment) => (
            <li key={payment.id}>
              {payment.amount} by {payment.method.toLowerCase()} on {payment.paidOn} (
              {payment.statusLabel.toLowerCase()}
              {payment.clearedOn ? `, cleared ${payment.clearedOn}` : ""}
              {payment.refunded ? `, ${payment.refunded} refunded` : ""})
              {payment.note ? `: ${payment.note}` : ""}
              {payment.providerRef ? ` · Stripe ${payment.providerRef}` : ""}
              {payment.receipt ? (
                <>
                  {" "}
                  <a href={`/admin/invoices/${invoice.id}/receipts/${payment.id}.pdf`}>Receipt (PDF)</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No payment yet.</p>
      )}
      {invoice.payable ? (
        <Form method="post" {...getFormProps(form)} className="stack">
          <CsrfInput />
          <h3>Record payment</h3>
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            label="Amount"
            field={fields.amount}
            inputMode="decimal"
            hint={`Up to ${invoice.amountDue}`}
          />
          <Field label="Date" field={fields.paidOn} type="date" />
          <FieldFrame label="Method" field={fields.method}>
            <select {...getSelectProps(fields.method)}>
              {(["check", "cash", "transfer", "card"] as const).map((value) => (
                <option key={value} value={value}>
                  {INVOICE_PAYMENT_METHOD_LABELS[value]}
                </option>
              ))}
            </select>
          </FieldFrame>
          <Field
            label="Note (optional)"
            field={fields.note}
            hint="A check's number, a transfer's reference"
          />
          <SubmitButton name="intent" value="payment" pendingLabel="Recording...">
            Record payment
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
