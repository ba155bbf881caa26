// The payment port: what the quote deposits and the invoices need of a payment provider, and its one adapter, Stripe
// Checkout through the official `stripe` SDK. STRIPE_API_URL points the SDK elsewhere (a local stand-in in tests).
// Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET there is no port: customers pay by the office's instructions.
import type Stripe from "stripe";
import { env } from "~/env.server";
import { refuse, type Result } from "~/utils/result";
import { checkoutOriginFor } from "./checkout-origin.server";

/** Ways to pay a Checkout Session offers; unset, Stripe's dashboard decides (a quote deposit). */
export type CheckoutPaymentMethod = "card" | "us_bank_account";

export type CheckoutRequest = {
  /** The document's id (a quote's, an invoice's): Stripe's `client_reference_id`. */
  clientReferenceId: string;
  email: string;
  /** The one line's name: "Deposit for quote Q-…", "Invoice INV-…". */
  lineName: string;
  amountCents: number;
  paymentMethodTypes?: CheckoutPaymentMethod[];
  /** What the session is for, kept on it at Stripe (the document's id and reference). */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** The same key asks for the same session: a double tap on "Pay" makes one. */
  idempotencyKey: string;
};

export type CheckoutSession = { id: string; url: string };

/** A verified webhook event, reduced to what the features read. */
export type PaymentEvent = {
  id: string;
  type: string;
  created: Date;
  /** For checkout.session.* events: the session and whether it is paid, as the event reports it. */
  checkout: { sessionId: string; paid: boolean; amountTotal: number | null; currency: string | null } | null;
  /** The PaymentIntent the event names (a session's, a charge's, a dispute's), when it names one. */
  paymentIntentId: string | null;
};

/**
 * A Checkout Session as the provider's API reads now, with its PaymentIntent and that intent's latest charge: the
 * state an event is applied from, whatever order the events came in.
 */
export type CheckoutState = {
  sessionId: string;
  /** open, complete or expired. */
  status: string | null;
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  paymentIntent: {
    id: string;
    /** processing, succeeded, requires_payment_method (a failed bank payment), canceled, … */
    status: string;
    /** When the customer paid (a bank payment: when it started). */
    createdAt: Date;
    /** The way it was paid: card or us_bank_account. */
    method: string | null;
    charge: { id: string; amountCents: number; refundedCents: number; disputed: boolean } | null;
  } | null;
};

export class WebhookSignatureError extends Error {}

export type PaymentPort = {
  /** Where the customer's browser goes to pay: the document page's form-action must allow it. */
  checkoutOrigin: string;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError for a bad or old one. */
  readWebhook(rawBody: string | Buffer, signature: string, receivedAt?: Date): Promise<PaymentEvent>;
  /** The session as it reads now, with its PaymentIntent and latest charge. */
  readCheckout(sessionId: string): Promise<CheckoutState>;
  /** The session a PaymentIntent was made by, or null. */
  sessionIdForPaymentIntent(paymentIntentId: string): Promise<string | null>;
};

// Stripe Checkout's largest card payment in US dollars.
const CHECKOUT_MAX_CENTS = 999_999_99;

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };

/** An expandable field's id, whether the API answered the id or the object. */
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

export function stripePaymentPort(config: StripeConfig): PaymentPort {
  const api = new URL(config.apiUrl);
  const protocol = api.protocol === "http:" ? "http" : "https";
  // The SDK (a few MB of resource classes) loads on the first payment, not with every page of the site.
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= import("stripe").then(
      ({ default: StripeClient }) =>
        new StripeClient(config.secretKey, {
          host: api.hostname,
          port: api.port || (protocol === "http" ? 80 : 443),
          protocol,
          maxNetworkRetries: 1,
          timeout: 20_000,
          telemetry: false,
        }),
    ));
  return {
    checkoutOrigin: checkoutOriginFor(config.apiUrl),

    async createCheckoutSession(request) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.clientReferenceId,
          customer_email: request.email,
          ...(request.paymentMethodTypes ? { payment_method_types: request.paymentMethodTypes } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: request.amountCents,
                product_data: { name: request.lineName },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    async readWebhook(rawBody, signature, receivedAt) {
      const stripe = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          undefined,
          undefined,
          // Milliseconds: the SDK divides by 1000 itself.
          receivedAt?.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object = event.data.object as {
        id?: unknown;
        payment_status?: unknown;
        amount_total?: unknown;
        currency?: unknown;
        payment_intent?: string | { id: string } | null;
      };
      const checkout =
        event.type.startsWith("checkout.session.") && typeof object.id === "string"
          ? {
              sessionId: object.id,
              paid: object.payment_status === "paid",
              amountTotal: typeof object.amount_total === "number" ? object.amount_total : null,
              currency: typeof object.currency === "string" ? object.currency : null,
            }
          : null;
      return {
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        checkout,
        // A session, a charge (charge.refunded) and a dispute (charge.dispute.created) each name their intent.
        paymentIntentId: idOf(object.payment_intent),
      };
    },

    async readCheckout(sessionId) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["payment_intent", "payment_intent.latest_charge"],
      });
      const intent = session.payment_intent;
      let paymentIntent: CheckoutState["paymentIntent"] = null;
      if (intent) {
        const full =
          typeof intent === "string"
            ? await stripe.paymentIntents.retrieve(intent, { expand: ["latest_charge"] })
            : intent;
        const latest = full.latest_charge;
        const charge = typeof latest === "string" ? await stripe.charges.retrieve(latest) : (latest ?? null);
        paymentIntent = {
          id: full.id,
          status: full.status,
          createdAt: new Date(full.created * 1000),
          method: charge?.payment_method_details?.type ?? full.payment_method_types?.[0] ?? null,
          charge: charge
            ? {
                id: charge.id,
                amountCents: charge.amount,
                refundedCents: charge.amount_refunded,
                disputed: charge.disputed,
              }
            : null,
        };
      }
      return {
        sessionId: session.id,
        status: session.status ?? null,
        paymentStatus: session.payment_status,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        paymentIntent,
      };
    },

    async sessionIdForPaymentIntent(paymentIntentId) {
      const stripe = await sdk();
      const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
      return list.data[0]?.id ?? null;
    },
  };
}

let configured: PaymentPort | null | undefined;

/** The port configured by the environment, or null when online payment is off. */
export function configuredPaymentPort(): PaymentPort | null {
  if (configured === undefined) {
    configured =
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? stripePaymentPort({
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          })
        : null;
  }
  return configured;
}

/**
 * Asks the provider for a Checkout Session (the one "Pay" of a quote's deposit or an invoice): an amount Checkout
 * cannot take, or a provider that fails, is refused with the feature's own words and logged; nothing is stored here.
 */
export async function openCheckout(
  port: PaymentPort,
  request: CheckoutRequest,
  words: { tooLarge: string; failed: string },
): Promise<Result<{ session: CheckoutSession }>> {
  if (request.amountCents > CHECKOUT_MAX_CENTS) return refuse(409, words.tooLarge);
  try {
    return { ok: true, session: await port.createCheckoutSession(request) };
  } catch (error) {
    console.error(`Stripe Checkout for ${request.lineName} failed`, error);
    return refuse(502, words.failed);
  }
}
