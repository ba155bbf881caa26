// Payments toward a quote: recorded by hand by the office ("Record payment"), or paid online through Stripe Checkout
// ("Pay deposit" and the webhook that confirms it). Each payment is one row and one timeline line; a provider's
// payment is recorded once, whatever is replayed (decision 027).
import { eq } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { quotePayments, stripeCheckoutSessions, stripeEvents } from "~/db/schema";
import { audit, logEvent, systemContext, type EditContext } from "~/logs/audit.server";
import { createId } from "~/utils/id.server";
import { publicOrigin } from "~/http/public-url.server";
import { formatCents } from "./money";
import {
  CHECKOUT_MAX_CENTS,
  configuredPaymentPort,
  WebhookSignatureError,
  type PaymentPort,
} from "./payment-port.server";
import { addQuoteEvent } from "./quote-events.server";
import { quotePageUrl } from "./quote-links.server";
import { depositReceiptMail, depositReceivedOfficeMail } from "./quote-mails";
import { mailFacts, sendQuoteMails, toCustomer, toOffice } from "./quote-mailer.server";
import { QUOTE_MESSAGES, type PaymentMethod } from "./quote-options";
import {
  currentAcceptance,
  loadQuote,
  quoteIdForToken,
  totalsOf,
  type QuoteRecord,
} from "./quote-records.server";
import { refuse, type Clock, type QuoteResult } from "./quote-result";

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
): QuoteResult<{ quote: QuoteRecord }> {
  const result = writeTransaction((tx) => {
    const quote = loadQuote(id, tx);
    if (!quote) return refuse(404, QUOTE_MESSAGES.notFound);
    addPayment(tx, quote, { ...values, by: by.actor.id }, now);
    return { ok: true as const, quote: loadQuote(id, tx)! };
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
): Promise<QuoteResult<{ url: string }>> {
  if (!port) return refuse(409, QUOTE_MESSAGES.noOnlinePayment);
  const id = quoteIdForToken(token);
  const quote = id ? loadQuote(id) : undefined;
  if (!quote) return refuse(404, QUOTE_MESSAGES.notFound);
  if (quote.status !== "accepted" || !currentAcceptance(quote))
    return refuse(409, QUOTE_MESSAGES.noDepositDue);
  const { depositDueCents } = totalsOf(quote);
  if (depositDueCents <= 0) return refuse(409, QUOTE_MESSAGES.noDepositDue);
  if (depositDueCents > CHECKOUT_MAX_CENTS) return refuse(409, QUOTE_MESSAGES.tooLargeForCheckout);
  const pageUrl = quotePageUrl(token);
  let session;
  try {
    session = await port.createCheckoutSession({
      quoteId: quote.id,
      reference: quote.reference,
      version: quote.version,
      email: quote.email,
      amountCents: depositDueCents,
      successUrl: `${pageUrl}?deposit=paid`,
      cancelUrl: pageUrl,
      // Per version (and amount due): a double tap reuses the session; a payment recorded by hand meanwhile asks anew.
      idempotencyKey: `quote-deposit-${quote.id}-v${quote.version}-${depositDueCents}`,
    });
  } catch (error) {
    console.error(`Stripe Checkout for quote ${quote.reference} failed`, error);
    return refuse(502, QUOTE_MESSAGES.checkoutFailed);
  }
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

export type WebhookAnswer = { status: 200 | 400 | 404; body: string };

/**
 * POST /webhooks/stripe: the signature over the raw body is the authentication (a bad or old one is a 400 and
 * nothing is recorded). Each event id is applied once. `checkout.session.completed` (or its late
 * `async_payment_succeeded`) with payment_status "paid" for a session made here records a card payment of its
 * amount_total; an unknown session is answered 200 and logged.
 */
export async function handleStripeWebhook(
  rawBody: string | Buffer,
  signature: string | null,
  { port = configuredPaymentPort(), now = new Date() }: PortOption = {},
): Promise<WebhookAnswer> {
  if (!port) return { status: 404, body: "Online payment is not configured." };
  let event;
  try {
    if (!signature) throw new WebhookSignatureError("No Stripe-Signature header");
    event = await port.readWebhook(rawBody, signature, now);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    return { status: 400, body: "Invalid signature." };
  }
  const paid =
    (event.type === "checkout.session.completed" ||
      event.type === "checkout.session.async_payment_succeeded") &&
    event.checkout?.paid;
  const outcome = writeTransaction((tx) => {
    const seen = tx
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id))
      .get();
    if (seen) return { kind: "replayed" as const };
    tx.insert(stripeEvents).values({ id: event.id, type: event.type, processedAt: now }).run();
    if (!paid || !event.checkout) return { kind: "ignored" as const };
    const sessionId = event.checkout.sessionId;
    const session = tx
      .select()
      .from(stripeCheckoutSessions)
      .where(eq(stripeCheckoutSessions.id, sessionId))
      .get();
    if (!session) return { kind: "unknown-session" as const, sessionId };
    const credited = tx
      .select({ id: quotePayments.id })
      .from(quotePayments)
      .where(eq(quotePayments.providerRef, sessionId))
      .get();
    if (credited) return { kind: "already-credited" as const };
    const quote = loadQuote(session.quoteId, tx)!;
    const amountCents = event.checkout.amountTotal ?? session.amountCents;
    addPayment(
      tx,
      quote,
      { amountCents, method: "card", paidAt: event.created, providerRef: sessionId },
      now,
    );
    tx.update(stripeCheckoutSessions)
      .set({ completedAt: now })
      .where(eq(stripeCheckoutSessions.id, sessionId))
      .run();
    return {
      kind: "paid" as const,
      quote: loadQuote(quote.id, tx)!,
      amountCents,
      sessionId,
      paidAt: event.created,
    };
  });

  if (outcome.kind === "unknown-session") {
    console.warn(
      `[stripe] ${event.type} ${event.id} for session ${outcome.sessionId}, which this site did not create`,
    );
    logEvent(systemContext(), {
      level: "warn",
      event: "quote.webhook-unknown-session",
      message: `Stripe event ${event.id} names a Checkout Session this site did not create`,
      detail: { eventId: event.id, sessionId: outcome.sessionId },
    });
  }
  if (outcome.kind === "paid") {
    const { quote, amountCents, sessionId, paidAt } = outcome;
    logEvent(systemContext(), {
      event: "quote.deposit-paid",
      message: `Deposit of ${formatCents(amountCents)} paid online for quote ${quote.reference}`,
      detail: { quoteId: quote.id, sessionId, eventId: event.id },
    });
    const facts = mailFacts(quote);
    await sendQuoteMails(quote, [
      ...toOffice(
        depositReceivedOfficeMail(facts, { amountCents, paidAt, providerRef: sessionId }, publicOrigin),
      ),
      toCustomer(
        quote,
        depositReceiptMail(facts, { amountCents, paidAt, balanceCents: totalsOf(quote).balanceCents }),
        { sensitive: false },
      ),
    ]);
  }
  return { status: 200, body: outcome.kind };
}
