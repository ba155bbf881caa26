// POST /webhooks/stripe's frame, shared by every document paid through Checkout (quote deposits, invoices): the
// signature over the raw body is the authentication (a bad or old one is a 400 and nothing is recorded), each event id
// is applied once, and the event goes to the feature whose session it names. A feature reads what it needs first (an
// invoice reads the session back from the API), then writes in the transaction that records the event id, so an event
// is applied once and entirely, or not at all.
import { eq } from "drizzle-orm";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { stripeEvents } from "~/db/schema";
import { logEvent, systemContext } from "~/logs/audit.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { deliverQueued } from "~/mail/send-email.server";
import { WebhookSignatureError, type PaymentEvent, type PaymentPort } from "./stripe-port.server";

export type WebhookAnswer = { status: 200 | 400 | 404; body: string };

/** What a feature's write did: its name (the answer's body), the mails it queued, and what to log once committed. */
export type WebhookOutcome = { kind: string; mails?: OutboxRow[]; after?: () => void };

/** A feature's part: null when the event is not about a session it made, else the write to apply. */
export type WebhookHandler = (
  event: PaymentEvent,
  port: PaymentPort,
  now: Date,
) => Promise<((tx: Transaction) => WebhookOutcome) | null>;

const seenEvent = (tx: Pick<Transaction, "select">, id: string) =>
  tx.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get();

export async function receiveStripeWebhook(
  rawBody: string | Buffer,
  signature: string | null,
  handlers: readonly WebhookHandler[],
  { port, now }: { port: PaymentPort | null; now: Date },
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
  // A replay asks nothing of the API; one arriving while the first is read back is caught in the transaction below.
  if (seenEvent(db, event.id)) return { status: 200, body: "replayed" };
  let write: ((tx: Transaction) => WebhookOutcome) | null = null;
  for (const handler of handlers) {
    write = await handler(event, port, now);
    if (write) break;
  }
  const outcome = writeTransaction((tx): WebhookOutcome => {
    if (seenEvent(tx, event.id)) return { kind: "replayed" };
    tx.insert(stripeEvents).values({ id: event.id, type: event.type, processedAt: now }).run();
    if (write) return write(tx);
    const sessionId = event.checkout?.sessionId;
    // A paid session, or a refund or dispute, that no feature made: worth a look in Stripe's dashboard.
    if ((event.checkout?.paid && sessionId) || (!event.checkout && event.paymentIntentId))
      return { kind: "unknown-session", after: () => logUnknown(event) };
    return { kind: "ignored" };
  });
  deliverQueued(outcome.mails ?? []);
  outcome.after?.();
  return { status: 200, body: outcome.kind };
}

function logUnknown(event: PaymentEvent) {
  const what = event.checkout?.sessionId ?? event.paymentIntentId;
  console.warn(`[stripe] ${event.type} ${event.id} for ${what}, which this site did not create`);
  logEvent(systemContext(), {
    level: "warn",
    event: "payment.webhook-unknown-session",
    message: `Stripe event ${event.id} names a Checkout Session this site did not create`,
    detail: {
      eventId: event.id,
      ...(event.checkout ? { sessionId: event.checkout.sessionId } : {}),
      ...(event.paymentIntentId ? { paymentIntentId: event.paymentIntentId } : {}),
    },
  });
}
