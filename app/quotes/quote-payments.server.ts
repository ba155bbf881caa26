// Payments toward a quote: recorded by hand by the office ("Record payment"), or paid online through Stripe Checkout
// ("Pay deposit" and the webhook that confirms it). Each payment is one row and one timeline line; a provider's
// payment is recorded once, whatever is replayed (decision 027).
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { quotePayments, stripeCheckoutSessions } from "~/db/schema";
import { audit, logEvent, systemContext, type EditContext } from "~/logs/audit.server";
import { createId } from "~/utils/id.server";
import { publicOrigin } from "~/http/public-url.server";
import { formatCents } from "./money";
import {
  configuredPaymentPort,
  openCheckout,
  type PaymentEvent,
  type PaymentPort,
} from "~/payments/stripe-port.server";
import {
  receiveStripeWebhook,
  type WebhookAnswer,
  type WebhookHandler,
} from "~/payments/stripe-webhook.server";
import { addQuoteEvent } from "./quote-events.server";
import { quotePageUrl } from "./quote-links.server";
import { depositReceiptMail, depositReceivedOfficeMail, paymentHeldOfficeMail } from "./quote-mails";
import { mailFacts, queueQuoteMails, toCustomer, toOffice } from "./quote-mailer.server";
import { QUOTE_MESSAGES, type PaymentMethod } from "./quote-options";
import {
  currentAcceptance,
  loadQuote,
  quoteIdForToken,
  totalsOf,
  type QuoteRecord,
} from "./quote-records.server";
import { refuse, type Clock, type Result } from "~/utils/result";
import { writeQuote } from "./quote-write.server";

function addPayment(
  tx: Transaction,
  quote: QuoteRecord,
  payment: {
    amountCents: number;
    method: PaymentMethod;
    paidAt: Date;
    providerRef?: string;
    note?: string;
    by?: string;
  },
  now: Date,
) {
  tx.insert(quotePayments)
    .values({
      id: createId(),
      quoteId: quote.id,
      amountCents: payment.amountCents,
      method: payment.method,
      paidAt: payment.paidAt,
      providerRef: payment.providerRef ?? null,
      note: payment.note ?? "",
      recordedBy: payment.by ?? null,
      createdAt: now,
    })
    .run();
  addQuoteEvent(tx, quote, "payment", now, {
    amountCents: payment.amountCents,
    method: payment.method,
    ...(payment.providerRef ? { providerRef: payment.providerRef } : {}),
  });
}

/** "Record payment": a check, cash, a transfer or a card taken by the office. */
export function recordPayment(
  id: string,
  values: { amountCents: number; paidAt: Date; method: PaymentMethod; note?: string },
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ quote: QuoteRecord }> {
  const result = writeQuote(id, (tx, quote) => {
    addPayment(tx, quote, { ...values, by: by.actor.id }, now);
    return {};
  });
  if (!result.ok) return result;
  audit(by, {
    event: "quote.payment",
    message: `Payment of ${formatCents(values.amountCents)} (${values.method}) recorded on quote ${result.quote.reference}`,
    detail: { quoteId: id, amountCents: values.amountCents, method: values.method },
  });
  return result;
}

type PortOption = Clock & { port?: PaymentPort | null };

/**
 * "Pay deposit" (POST /q/{token}/deposit): a Checkout Session for what is still due of the deposit of the signed
 * version, one line "Deposit for quote Q-…" in usd, back to the quote page either way. Answers the session's url for
 * the page's 303; the session's id is kept, so only sessions made here are credited by the webhook.
 */
export async function createDepositCheckout(
  token: string,
  { port = configuredPaymentPort(), now = new Date() }: PortOption = {},
): Promise<Result<{ url: string }>> {
  if (!port) return refuse(409, QUOTE_MESSAGES.noOnlinePayment);
  const id = quoteIdForToken(token);
  const quote = id ? loadQuote(id) : undefined;
  if (!quote) return refuse(404, QUOTE_MESSAGES.notFound);
  if (quote.status !== "accepted" || !currentAcceptance(quote))
    return refuse(409, QUOTE_MESSAGES.noDepositDue);
  const { depositDueCents } = totalsOf(quote);
  // A stale "Pay deposit" (another tab, the back button) after the deposit came in: not an error, just news.
  if (depositDueCents <= 0)
    return refuse(
      409,
      quote.payments.length ? QUOTE_MESSAGES.depositAlreadyPaid : QUOTE_MESSAGES.noDepositDue,
    );
  const pageUrl = quotePageUrl(token);
  const opened = await openCheckout(
    port,
    {
      clientReferenceId: quote.id,
      email: quote.email,
      lineName: `Deposit for quote ${quote.reference}`,
      amountCents: depositDueCents,
      metadata: { quoteId: quote.id, reference: quote.reference, version: String(quote.version) },
      successUrl: `${pageUrl}?deposit=paid`,
      cancelUrl: pageUrl,
      // Per version (and amount due): a double tap reuses the session; a payment recorded by hand meanwhile asks anew.
      idempotencyKey: `quote-deposit-${quote.id}-v${quote.version}-${depositDueCents}`,
    },
    { tooLarge: QUOTE_MESSAGES.tooLargeForCheckout, failed: QUOTE_MESSAGES.checkoutFailed },
  );
  if (!opened.ok) return opened;
  const { session } = opened;
  writeTransaction((tx) =>
    tx
      .insert(stripeCheckoutSessions)
      .values({
        id: session.id,
        quoteId: quote.id,
        quoteVersion: quote.version,
        amountCents: depositDueCents,
        url: session.url,
        createdAt: now,
      })
      .onConflictDoNothing()
      .run(),
  );
  logEvent(systemContext(), {
    event: "quote.checkout",
    message: `Checkout session for the deposit of quote ${quote.reference}: ${formatCents(depositDueCents)}`,
    detail: { quoteId: quote.id, sessionId: session.id },
  });
  return { ok: true, url: session.url };
}

/** The only currency this site asks for (the payment port creates every session in it). */
const SITE_CURRENCY = "usd";

/** What a paid event reports beside what the session was made for: null when it is what was asked. */
function paymentMismatch(
  reported: { amountTotal: number | null; currency: string | null },
  askedCents: number,
) {
  return reported.currency === SITE_CURRENCY && reported.amountTotal === askedCents
    ? null
    : { amountCents: reported.amountTotal, currency: reported.currency };
}

/**
 * The deposit's part of POST /webhooks/stripe (app/payments/stripe-webhook.server.ts verifies the signature and
 * applies each event id once): `checkout.session.completed` (or its late `async_payment_succeeded`) with
 * payment_status "paid" for a deposit session made here records a card payment, only when it reports
 * `currency: "usd"` and exactly the amount the session was made for (`amount_total`, in cents); anything else is
 * logged, held on the session for the office's review (the quote's page and a notice mail show it) and not credited.
 * The mails are queued in the transaction that records.
 */
export const depositWebhook: WebhookHandler = async (event, _port, now) => {
  const sessionId = event.checkout?.sessionId;
  if (!event.checkout || !sessionId) return null;
  const made = db
    .select({ id: stripeCheckoutSessions.id })
    .from(stripeCheckoutSessions)
    .where(eq(stripeCheckoutSessions.id, sessionId))
    .get();
  if (!made) return null;
  const checkout = event.checkout;
  const paid =
    (event.type === "checkout.session.completed" ||
      event.type === "checkout.session.async_payment_succeeded") &&
    checkout.paid;
  return (tx) => {
    if (!paid) return { kind: "ignored" };
    const session = tx
      .select()
      .from(stripeCheckoutSessions)
      .where(eq(stripeCheckoutSessions.id, sessionId))
      .get()!;
    const credited = tx
      .select({ id: quotePayments.id })
      .from(quotePayments)
      .where(eq(quotePayments.providerRef, sessionId))
      .get();
    if (credited) return { kind: "already-credited" };
    const quote = loadQuote(session.quoteId, tx)!;
    const facts = mailFacts(quote);
    const mismatch = paymentMismatch(checkout, session.amountCents);
    if (mismatch) {
      if (session.flaggedAt) return { kind: "already-flagged" };
      tx.update(stripeCheckoutSessions)
        .set({
          flaggedAt: now,
          reportedAmountCents: mismatch.amountCents,
          reportedCurrency: mismatch.currency,
        })
        .where(eq(stripeCheckoutSessions.id, sessionId))
        .run();
      addQuoteEvent(tx, quote, "payment_flagged", now, {
        sessionId,
        askedCents: session.amountCents,
        reportedAmount: mismatch.amountCents,
        reportedCurrency: mismatch.currency,
      });
      const review = reviewText({ ...session, ...reported(mismatch) });
      return {
        kind: "flagged",
        mails: queueQuoteMails(toOffice(paymentHeldOfficeMail(facts, { sessionId, review }, publicOrigin))),
        after: () => logFlagged(event, quote, sessionId, mismatch, session.amountCents),
      };
    }
    const amountCents = session.amountCents;
    const paidAt = event.created;
    addPayment(tx, quote, { amountCents, method: "card", paidAt, providerRef: sessionId }, now);
    tx.update(stripeCheckoutSessions)
      .set({ completedAt: now })
      .where(eq(stripeCheckoutSessions.id, sessionId))
      .run();
    const paidQuote = loadQuote(quote.id, tx)!;
    const mails = queueQuoteMails([
      ...toOffice(
        depositReceivedOfficeMail(facts, { amountCents, paidAt, providerRef: sessionId }, publicOrigin),
      ),
      toCustomer(
        paidQuote,
        depositReceiptMail(facts, { amountCents, paidAt, balanceCents: totalsOf(paidQuote).balanceCents }),
        { sensitive: false },
      ),
    ]);
    return {
      kind: "paid",
      mails,
      after: () =>
        logEvent(systemContext(), {
          event: "quote.deposit-paid",
          message: `Deposit of ${formatCents(amountCents)} paid online for quote ${paidQuote.reference}`,
          detail: { quoteId: paidQuote.id, sessionId, eventId: event.id },
        }),
    };
  };
};

function logFlagged(
  event: PaymentEvent,
  quote: QuoteRecord,
  sessionId: string,
  mismatch: { amountCents: number | null; currency: string | null },
  askedCents: number,
) {
  console.warn(
    `[stripe] ${event.type} ${event.id} for session ${sessionId} reports ${mismatch.amountCents} ${mismatch.currency}; ` +
      `the session was made for ${askedCents} ${SITE_CURRENCY}. Not credited; held for review.`,
  );
  logEvent(systemContext(), {
    level: "warn",
    event: "quote.webhook-payment-flagged",
    message: `Stripe event ${event.id} for quote ${quote.reference} was not credited: its amount or currency is not what this site asked for`,
    detail: {
      quoteId: quote.id,
      sessionId,
      eventId: event.id,
      askedCents,
      reportedAmount: mismatch.amountCents,
      reportedCurrency: mismatch.currency,
    },
  });
}

/** The webhook with the deposit's part alone (the route adds the invoices' part: app/routes/_resources/webhooks). */
export const handleStripeWebhook = (
  rawBody: string | Buffer,
  signature: string | null,
  { port = configuredPaymentPort(), now = new Date() }: PortOption = {},
): Promise<WebhookAnswer> => receiveStripeWebhook(rawBody, signature, [depositWebhook], { port, now });

const reported = (mismatch: { amountCents: number | null; currency: string | null }) => ({
  reportedAmountCents: mismatch.amountCents,
  reportedCurrency: mismatch.currency,
});

/** An amount as Stripe reported it: dollars for usd, else the number in the currency's smallest unit and its code. */
function reportedAmountText(amount: number | null, currency: string | null) {
  if (amount === null) return "no amount";
  if (currency === SITE_CURRENCY) return formatCents(amount);
  return `${amount} in the smallest unit of ${currency ? currency.toUpperCase() : "no currency"}`;
}

/** What the office reads of a payment held for review. */
function reviewText(session: {
  id: string;
  amountCents: number;
  reportedAmountCents: number | null;
  reportedCurrency: string | null;
}) {
  return (
    `Stripe reported a paid Checkout Session (${session.id}) of ${reportedAmountText(session.reportedAmountCents, session.reportedCurrency)}; ` +
    `this site asked for ${formatCents(session.amountCents)}. It was not credited. ` +
    "Check the payment in Stripe's dashboard, record it by hand if it is right, then mark it reviewed."
  );
}

/** The online payments of a quote held for review and not yet marked reviewed, oldest first. */
export function paymentsToReview(quoteId: string, reader: Pick<Transaction, "select"> = db) {
  return reader
    .select()
    .from(stripeCheckoutSessions)
    .where(
      and(
        eq(stripeCheckoutSessions.quoteId, quoteId),
        isNotNull(stripeCheckoutSessions.flaggedAt),
        isNull(stripeCheckoutSessions.reviewedAt),
      ),
    )
    .orderBy(asc(stripeCheckoutSessions.flaggedAt))
    .all()
    .map((session) => ({ sessionId: session.id, flaggedAt: session.flaggedAt!, text: reviewText(session) }));
}

/** "Mark reviewed": the office has looked at a payment held for review; it leaves the quote's page. */
export function markPaymentReviewed(
  id: string,
  sessionId: string,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ quote: QuoteRecord }> {
  const result = writeQuote(id, (tx, quote) => {
    const held = paymentsToReview(id, tx).find((session) => session.sessionId === sessionId);
    if (!held) return refuse(409, QUOTE_MESSAGES.nothingToReview);
    tx.update(stripeCheckoutSessions)
      .set({ reviewedAt: now })
      .where(eq(stripeCheckoutSessions.id, sessionId))
      .run();
    addQuoteEvent(tx, quote, "payment_reviewed", now, { sessionId });
    return {};
  });
  if (!result.ok) return result;
  audit(by, {
    event: "quote.payment-reviewed",
    message: `Online payment ${sessionId} of quote ${result.quote.reference} marked reviewed`,
    detail: { quoteId: id, sessionId },
  });
  return result;
}
