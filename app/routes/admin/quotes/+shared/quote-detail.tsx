import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorSummary, Field, SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { FieldFrame } from "~/components/form/field-frame";
import { TableHead } from "~/components/table-head";
import { QUOTE_LINE_COLUMNS } from "~/quotes/quote-line-columns";
import { PAYMENT_METHOD_LABELS } from "~/quotes/quote-options";
import type { QuoteOfficeView } from "~/quotes/quote-office-view.server";
import { paymentFormSchema } from "~/quotes/quote-schema";
import { formatDateTime } from "~/utils/dates";
import { useZodForm } from "~/components/form/use-zod-form";

/** The customer, the lines (optional ones marked, with whether the customer added them) and the totals. */
export function QuoteLines({ quote }: { quote: QuoteOfficeView }) {
  const { customer } = quote;
  return (
    <section aria-labelledby="quote-lines-title" className="panel">
      <h2 id="quote-lines-title">Customer and lines</h2>
      <p>
        <strong>{customer.name}</strong>
        {customer.organization ? <> for {customer.organization}</> : null}
        <br />
        <a href={`mailto:${customer.email}`}>{customer.email}</a> · {customer.phone}
        <br />
        Job site: {customer.address}, {customer.city} {customer.zip}
      </p>
      <div className="data-table-scroll">
        <table className="quote-admin-lines">
          <caption className="visually-hidden">Lines of quote {quote.reference}</caption>
          <TableHead columns={QUOTE_LINE_COLUMNS} />
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.description}
                  {item.optional ? (
                    <span className="muted"> (optional, {item.chosen ? "added" : "not added"})</span>
                  ) : null}
                </td>
                <td>{item.quantity}</td>
                <td>{item.unitPrice}</td>
                <td>{item.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="quote-admin-totals">
        {(
          [
            ["Tax classification", quote.taxClassificationLabel],
            ["Subtotal", quote.subtotal],
            ...(quote.taxLabel ? [[quote.taxLabel, quote.tax] as const] : []),
            ["Total", quote.total],
            ["Deposit", quote.deposit],
            ["Paid", quote.paid],
            ["Deposit due", quote.depositDue],
            ["Balance", quote.balance],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {quote.taxNotice ? <p className="quote-tax-notice">{quote.taxNotice}</p> : null}
    </section>
  );
}

/** Created, sent, viewed, answered, paid, reminded: the quote's life, oldest first. */
export function QuoteTimeline({ timeline }: { timeline: QuoteOfficeView["timeline"] }) {
  return (
    <section aria-labelledby="quote-timeline-title" className="panel" id="quote-timeline">
      <h2 id="quote-timeline-title">Timeline</h2>
      <ol className="quote-timeline">
        {timeline.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the customer signed: the evidence kept with the signature, its fingerprint included. */
export function QuoteAcceptanceRecord({
  acceptance,
}: {
  acceptance: NonNullable<QuoteOfficeView["acceptance"]>;
}) {
  const rows: [string, string][] = [
    ["Signed by", acceptance.name],
    ...(acceptance.title ? [["Title", acceptance.title] as [string, string]] : []),
    ["Signed at", formatDateTime(acceptance.acceptedAt)],
    ["Version", String(acceptance.version)],
    ["IP address", acceptance.ip],
    ["Browser", acceptance.userAgent],
    ["Consent", acceptance.consentVersion],
    ["Document fingerprint (SHA-256)", acceptance.documentSha256],
  ];
  return (
    <section aria-labelledby="quote-acceptance-title" className="panel" id="quote-acceptance">
      <h2 id="quote-acceptance-title">Acceptance record</h2>
      <dl className="quote-acceptance">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {acceptance.signatureSvg ? (
        <img
          className="quote-admin-signature"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(acceptance.signatureSvg)}`}
          alt={`Drawn signature of ${acceptance.name}`}
        />
      ) : null}
    </section>
  );
}

/** An accepted quote is locked: "Revise" makes a new draft version (the signature stays with its own version). */
export function ReviseQuote() {
  return (
    <Form method="post" className="panel">
      <CsrfInput />
      <p>
        This quote is accepted and locked. Revising makes a new draft version; the customer keeps what they
        signed.
      </p>
      <SubmitButton name="intent" value="revise" className="button button-secondary">
        Revise
      </SubmitButton>
    </Form>
  );
}

/** The payments so far and "Record payment" for a check, cash, a transfer or a card taken by the office. */
export function QuotePayments({
  quote,
  lastResult,
}: {
  quote: QuoteOfficeView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(paymentFormSchema, {
    id: "payment-form",
    lastResult,
    defaultValue: { paidOn: quote.today, method: "check" },
  });
  return (
    <section aria-labelledby="quote-payments-title" className="panel" id="quote-payments">
      <h2 id="quote-payments-title">Payments</h2>
      {quote.paymentReviews.map((held) => (
        <div key={held.sessionId} className="alert alert-warning" role="status">
          <p>{held.text}</p>
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="session" value={held.sessionId} />
            <SubmitButton
              name="intent"
              value="payment-reviewed"
              pendingLabel="Saving..."
              className="button button-secondary button-small"
            >
              Mark reviewed<span className="visually-hidden"> ({held.sessionId})</span>
            </SubmitButton>
          </Form>
        </div>
      ))}
      {quote.payments.length ? (
        <ul className="quote-payment-list">
          {quote.payments.map((payment) => (
            <li key={payment.id}>
              {payment.amount} by {payment.method.toLowerCase()} on {payment.paidOn}
              {payment.note ? `: ${payment.note}` : ""}
              {payment.providerRef ? <span className="muted"> ({payment.providerRef})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No payment yet.</p>
      )}
      {quote.sent ? (
        <Form method="post" {...getFormProps(form)} className="stack">
          <CsrfInput />
          <h3>Record payment</h3>
          <ErrorSummary form={form} />
          <Field
            label="Amount"
            field={fields.amount}
            inputMode="decimal"
            hint="In dollars, such as 1250.00"
          />
          <Field label="Date" field={fields.paidOn} type="date" />
          <FieldFrame label="Method" field={fields.method}>
            <select {...getSelectProps(fields.method)}>
              {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </FieldFrame>
          <Field label="Note (optional)" field={fields.note} />
          <SubmitButton name="intent" value="payment" pendingLabel="Recording...">
            Record payment
          </SubmitButton>
        </Form>
      ) : (
        <p className="muted">Payments can be recorded once the quote is sent.</p>
      )}
    </section>
  );
}
