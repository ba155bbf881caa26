import { Form } from "react-router";
import { ChangeOrderSheet } from "~/components/change-order-sheet";
import { CsrfInput } from "~/components/form/csrf-input";
import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField, Field, TextareaField } from "~/components/form/fields";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormReply } from "~/components/form/use-form-reply";
import { replyFor } from "~/forms/form-reply";
import type { ChangeOrderView, CustomerChangeOrders } from "~/jobs/change-order-view.server";
import type { QuoteAnswerReply } from "../quote-answers.server";

type AnswerForm = "approve-change-order" | "decline-change-order";

/** The reply of one form of one change order: a page may hold several awaiting change orders. */
function replyOf(reply: QuoteAnswerReply | undefined, form: AnswerForm, order: ChangeOrderView) {
  const result = replyFor(reply, form);
  return result?.initialValue?.changeOrderId === order.id ? result : undefined;
}

/**
 * The job's change orders on the customer's page: each one sent and not yet answered stands under "Awaiting your
 * approval" with its lines, total and the new contract value, and "Approve and sign" (the consent, then the full name)
 * or "Decline" with a reason, without JavaScript; the answered ones follow.
 */
export function CustomerChangeOrdersSection({
  changeOrders,
  reply,
}: {
  changeOrders: CustomerChangeOrders;
  reply?: QuoteAnswerReply;
}) {
  const { awaiting, answered, consent } = changeOrders;
  if (!awaiting.length && !answered.length) return null;
  return (
    <section className="quote-job" aria-labelledby="change-orders-title" id="change-orders">
      <h2 id="change-orders-title">Change orders</h2>
      <p>Contract value: {changeOrders.contract}</p>
      {awaiting.length ? <h3>Awaiting your approval</h3> : null}
      {awaiting.map((order) => (
        <article key={order.id} className="quote-card" aria-labelledby={`co-${order.id}`}>
          <h4 id={`co-${order.id}`}>Change order {order.reference}</h4>
          <ChangeOrderSheet order={order} />
          <ApproveForm
            order={order}
            consent={consent}
            reply={replyOf(reply, "approve-change-order", order)}
          />
          <DeclineForm order={order} reply={replyOf(reply, "decline-change-order", order)} />
        </article>
      ))}
      {answered.map((order) => (
        <article key={order.id} className="quote-card" aria-labelledby={`co-${order.id}`}>
          <h3 id={`co-${order.id}`}>
            Change order {order.reference}: {order.statusLabel}
          </h3>
          <ChangeOrderSheet order={order} />
          {order.approval ? (
            <p>
              Signed by {order.approval.name}, {order.approval.at}.
            </p>
          ) : null}
        </article>
      ))}
    </section>
  );
}

type FormProps = { order: ChangeOrderView; reply: ReturnType<typeof replyOf> };

function ApproveForm({ order, consent, reply }: FormProps & { consent: CustomerChangeOrders["consent"] }) {
  const form = useFormReply({ id: `approve-${order.id}`, lastResult: reply });
  return (
    <Form method="post" {...form.props} className="stack" preventScrollReset>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="changeOrderId" value={order.id} />
      <input type="hidden" name="version" value={order.version} />
      <div className="quote-esign">
        {consent.disclosure.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <CheckboxField label={consent.label} field={form.field("consent")} />
      <Field label="Full name" field={form.field("name")} autoComplete="name" />
      <SubmitButton name="intent" value="approve-change-order" pendingLabel="Signing…">
        Approve and sign<span className="visually-hidden"> change order {order.reference}</span>
      </SubmitButton>
    </Form>
  );
}

function DeclineForm({ order, reply }: FormProps) {
  const form = useFormReply({ id: `decline-${order.id}`, lastResult: reply });
  return (
    <Form method="post" {...form.props} className="stack" preventScrollReset>
      <ErrorSummary form={form} />
      <CsrfInput />
      <input type="hidden" name="changeOrderId" value={order.id} />
      <input type="hidden" name="version" value={order.version} />
      <TextareaField label="Reason for declining" field={form.field("reason")} rows={2} />
      <SubmitButton name="intent" value="decline-change-order" className="button button-secondary">
        Decline<span className="visually-hidden"> change order {order.reference}</span>
      </SubmitButton>
    </Form>
  );
}
