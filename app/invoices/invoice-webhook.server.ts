// The invoices' part of POST /webhooks/stripe (app/payments/stripe-webhook.server.ts verifies the signature and
// applies each event id once). Events arrive in any order, and again: so none is trusted for what it says. Each one
// only names a session made here (a refund or a dispute names its PaymentIntent), and the session is read back from
// Stripe's API with its PaymentIntent and charge; the payment is then set to that state. Whatever the order and the
// replays, the last event leaves the payment as Stripe has it, and each change of state (started, cleared, failed,
// refunded, disputed) writes its timeline line and its mails once, in the transaction that records the event.
import { eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { invoiceCheckoutSessions, invoicePayments, invoices } from "~/db/schema";
import { env } from "~/env.server";
import { publicOrigin } from "~/http/public-url.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { queueEmail } from "~/mail/send-email.server";
import { getSiteSettings } from "~/content/site-settings.server";
import type { CheckoutState, PaymentEvent } from "~/payments/stripe-port.server";
import type { WebhookHandler, WebhookOutcome } from "~/payments/stripe-webhook.server";
import { formatCents } from "~/quotes/money";
import { loadQuote } from "~/quotes/quote-records.server";
import { createId } from "~/utils/id.server";
import { arizonaDay } from "~/utils/dates";
import { addInvoiceEvent } from "./invoice-events.server";
import { auditClosedJob } from "./invoice-job-audit.server";
import { paymentFailedMail, paymentOfficeMail } from "./invoice-mails";
import type { InvoicePaymentMethod } from "./invoice-options";
import { queueReceipt } from "./invoice-receipts.server";
import { dueOf, loadInvoice, type InvoicePaymentRow } from "./invoice-records.server";
import type { PaymentStatus } from "./lien-waivers";
import { settleInvoice } from "./settle-invoice.server";

type SessionRow = typeof invoiceCheckoutSessions.$inferSelect;

/** What the payment of a session is, as Stripe has it now; null while nothing is paid (open, expired, abandoned). */
export type PaymentTarget = {
  status: PaymentStatus;
  method: InvoicePaymentMethod;
  startedAt: Date;
  refundedCents: number;
  /** What Stripe reports refunded beyond what was paid (recorded up to what was paid, and logged). */
  refundedBeyondCents: number;
  disputed: boolean;
};

/**
 * The payment's state read from the session: paid (payment_status "paid", or its intent succeeded) is cleared, or
 * refunded once refunds reach its amount; an intent "processing" is a bank payment under way; a complete session whose
 * intent went back to "requires_payment_method" or was canceled is a bank payment that failed.
 */
export function paymentTargetOf(state: CheckoutState, amountCents: number, now: Date): PaymentTarget | null {
  const intent = state.paymentIntent;
  const charge = intent?.charge ?? null;
  const method: InvoicePaymentMethod = intent?.method === "us_bank_account" ? "us_bank_account" : "card";
  const reported = charge?.refundedCents ?? 0;
  const refundedCents = Math.min(reported, amountCents);
  const base = {
    method,
    startedAt: intent?.createdAt ?? now,
    refundedCents,
    refundedBeyondCents: reported - refundedCents,
    disputed: charge?.disputed ?? false,
  };
  if (state.paymentStatus === "paid" || intent?.status === "succeeded")
    return { ...base, status: refundedCents >= amountCents ? "refunded" : "cleared" };
  if (intent?.status === "processing") return { ...base, status: "processing" };
  if (
    state.status === "complete" &&
    intent &&
    ["requires_payment_method", "canceled"].includes(intent.status)
  )
    return { ...base, status: "failed" };
  return null;
}

const officeMails = (mail: ReturnType<typeof paymentOfficeMail>) =>
  env.CONTACT_NOTIFY_EMAIL ? [queueEmail({ to: env.CONTACT_NOTIFY_EMAIL, ...mail })] : [];

/** Sets the session's payment to what Stripe has, inside the event's transaction. */
function applyCheckoutState(
  tx: Transaction,
  session: SessionRow,
  state: CheckoutState,
  event: Pick<PaymentEvent, "id" | "type">,
  now: Date,
): WebhookOutcome {
  if (state.paymentIntent && session.paymentIntentId !== state.paymentIntent.id)
    tx.update(invoiceCheckoutSessions)
      .set({ paymentIntentId: state.paymentIntent.id })
      .where(eq(invoiceCheckoutSessions.id, session.id))
      .run();
  const invoiceId = session.invoiceId;
  const target = paymentTargetOf(state, session.amountCents, now);
  if (!target) return { kind: "nothing-paid" };
  if (state.currency !== "usd" || state.amountTotal !== session.amountCents)
    return { kind: "held", after: () => logMismatch(event, session, state) };

  const invoice = loadInvoice(invoiceId, tx)!;
  const quote = loadQuote(invoice.quoteId, tx)!;
  const companyName = getSiteSettings()?.companyName ?? "Our company";
  const facts = { reference: invoice.reference, customerName: quote.customerName, companyName };
  const adminUrl = `${publicOrigin}/admin/invoices/${invoiceId}`;
  const mails: OutboxRow[] = [];
  const logs: (() => void)[] = [];
  const before: InvoicePaymentRow | undefined = invoice.payments.find(
    (payment) => payment.providerRef === session.id,
  );
  const received = target.status === "cleared" || target.status === "refunded";
  const clearedNow = received && !before?.clearedAt;
  const paymentId = before?.id ?? createId();
  const detail = { amountCents: session.amountCents, method: target.method, providerRef: session.id };

  if (!before) {
    tx.insert(invoicePayments)
      .values({
        id: paymentId,
        invoiceId,
        amountCents: session.amountCents,
        method: target.method,
        status: target.status,
        paidAt: target.startedAt,
        clearedAt: received ? now : null,
        refundedCents: target.refundedCents,
        providerRef: session.id,
        createdAt: now,
      })
      .run();
    const first =
      target.status === "processing"
        ? "payment_processing"
        : target.status === "failed"
          ? "payment_failed"
          : "payment";
    addInvoiceEvent(tx, invoiceId, first, now, detail);
  } else if (
    before.status !== target.status ||
    before.refundedCents !== target.refundedCents ||
    before.method !== target.method
  ) {
    tx.update(invoicePayments)
      .set({
        status: target.status,
        method: target.method,
        refundedCents: Math.max(before.refundedCents, target.refundedCents),
        ...(clearedNow ? { clearedAt: now } : {}),
      })
      .where(eq(invoicePayments.id, paymentId))
      .run();
  }
  if (clearedNow && before) addInvoiceEvent(tx, invoiceId, "payment_cleared", now, detail);
  if (target.status === "failed" && before?.status !== "failed") {
    if (before) addInvoiceEvent(tx, invoiceId, "payment_failed", now, detail);
    const due = dueOf(loadInvoice(invoiceId, tx)!);
    mails.push(
      queueEmail({
        to: quote.email,
        ...paymentFailedMail(
          { ...facts, amountDueCents: due.amountDueCents },
          { amountCents: session.amountCents, startedOn: arizonaDay(target.startedAt) },
        ),
      }),
      ...officeMails(
        paymentOfficeMail(facts, {
          kind: "failed",
          amountCents: session.amountCents,
          adminUrl,
          providerRef: session.id,
        }),
      ),
    );
  }
  const refundedBefore = before?.refundedCents ?? 0;
  if (target.refundedCents > refundedBefore)
    addInvoiceEvent(tx, invoiceId, "refunded", now, {
      ...detail,
      refundedCents: target.refundedCents - refundedBefore,
    });
  if (target.refundedBeyondCents > 0)
    logs.push(() => logRefundBeyond(event, session, invoice.reference, target.refundedBeyondCents));
  if (target.disputed && !invoice.disputedAt) {
    tx.update(invoices).set({ disputedAt: now, updatedAt: now }).where(eq(invoices.id, invoiceId)).run();
    addInvoiceEvent(tx, invoiceId, "disputed", now, detail);
    mails.push(
      ...officeMails(
        paymentOfficeMail(facts, {
          kind: "disputed",
          amountCents: session.amountCents,
          adminUrl,
          providerRef: session.id,
        }),
      ),
    );
  }
  const { closedJob } = settleInvoice(tx, invoiceId, now);
  // The receipt after the status, so that its balance is what is left once this payment counts.
  if (clearedNow) mails.push(queueReceipt(tx, invoiceId, paymentId, now));
  return {
    kind: target.status,
    mails,
    after: () => {
      logEvent(systemContext(), {
        event: "invoice.online-payment",
        message: `Online payment of ${formatCents(session.amountCents)} on invoice ${invoice.reference}: ${target.status}`,
        detail: { invoiceId, sessionId: session.id, eventId: event.id, status: target.status },
      });
      for (const log of logs) log();
      auditClosedJob(systemContext(), closedJob, invoice);
    },
  };
}

const sessionRow = (id: string) =>
  db.select().from(invoiceCheckoutSessions).where(eq(invoiceCheckoutSessions.id, id)).get();

const sessionOfIntent = (paymentIntentId: string) =>
  db
    .select()
    .from(invoiceCheckoutSessions)
    .where(eq(invoiceCheckoutSessions.paymentIntentId, paymentIntentId))
    .get();

/**
 * Claims an event about a session made for an invoice: a checkout.session.* event by its id, a charge's or a
 * dispute's by its PaymentIntent (known once a session was read back; else asked of the API, for a refund that
 * arrives before any session event). Reads the session back, then answers the write.
 */
export const invoiceWebhook: WebhookHandler = async (event, port, now) => {
  let session: SessionRow | undefined;
  if (event.checkout) session = sessionRow(event.checkout.sessionId);
  else if (event.paymentIntentId) {
    session = sessionOfIntent(event.paymentIntentId);
    if (!session) {
      const found = await port.sessionIdForPaymentIntent(event.paymentIntentId);
      session = found ? sessionRow(found) : undefined;
    }
  }
  if (!session) return null;
  const state = await port.readCheckout(session.id);
  const claimed = session;
  return (tx) => applyCheckoutState(tx, claimed, state, event, now);
};

function logMismatch(event: Pick<PaymentEvent, "id" | "type">, session: SessionRow, state: CheckoutState) {
  console.warn(
    `[stripe] ${event.type} ${event.id}: session ${session.id} reads ${state.amountTotal} ${state.currency}; ` +
      `it was made for ${session.amountCents} usd. Not credited.`,
  );
  logEvent(systemContext(), {
    level: "warn",
    event: "invoice.webhook-payment-held",
    message: `Stripe session ${session.id} does not read the amount or currency this site asked for; not credited`,
    detail: {
      sessionId: session.id,
      eventId: event.id,
      invoiceId: session.invoiceId,
      askedCents: session.amountCents,
      reportedAmount: state.amountTotal,
      reportedCurrency: state.currency,
    },
  });
}

function logRefundBeyond(
  event: Pick<PaymentEvent, "id" | "type">,
  session: SessionRow,
  reference: string,
  beyondCents: number,
) {
  console.warn(
    `[stripe] ${event.type} ${event.id}: refunds on session ${session.id} exceed what was paid by ${beyondCents} cents`,
  );
  logEvent(systemContext(), {
    level: "warn",
    event: "invoice.refund-beyond-paid",
    message: `A refund on invoice ${reference} is ${formatCents(beyondCents)} more than was paid; recorded up to what was paid`,
    detail: { sessionId: session.id, eventId: event.id, invoiceId: session.invoiceId, beyondCents },
  });
}
