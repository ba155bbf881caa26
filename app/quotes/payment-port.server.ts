// The payment port: what the quote use cases need of a card payment provider, and its one adapter, Stripe Checkout
// through the official `stripe` SDK. STRIPE_API_URL points the SDK elsewhere (a local stand-in in tests). Without
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET there is no port: customers pay by the office's instructions.
import type Stripe from "stripe";
import { env } from "~/env.server";
import { checkoutOriginFor } from "./checkout-origin.server";

export type CheckoutRequest = {
  quoteId: string;
  reference: string;
  version: number;
  email: string;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
  /** The same key asks for the same session: a double tap on "Pay deposit" makes one. */
  idempotencyKey: string;
};

export type CheckoutSession = { id: string; url: string };

/** A verified webhook event, reduced to what the quote feature reads. */
export type PaymentEvent = {
  id: string;
  type: string;
  created: Date;
  /** For checkout.session.* events: the session and whether it is paid. */
  checkout: { sessionId: string; paid: boolean; amountTotal: number | null; currency: string | null } | null;
};

export class WebhookSignatureError extends Error {}

export type PaymentPort = {
  /** Where the customer's browser goes to pay: the quote page's form-action must allow it. */
  checkoutOrigin: string;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError for a bad or old one. */
  readWebhook(rawBody: string | Buffer, signature: string, receivedAt?: Date): Promise<PaymentEvent>;
};

// Stripe Checkout's largest card payment in US dollars.
export const CHECKOUT_MAX_CENTS = 999_999_99;

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };

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
          client_reference_id: request.quoteId,
          customer_email: request.email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: request.amountCents,
                product_data: { name: `Deposit for quote ${request.reference}` },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata: {
            quoteId: request.quoteId,
            reference: request.reference,
            version: String(request.version),
          },
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
      const object = event.data.object as Partial<Stripe.Checkout.Session>;
      const checkout =
        event.type.startsWith("checkout.session.") && typeof object.id === "string"
          ? {
              sessionId: object.id,
              paid: object.payment_status === "paid",
              amountTotal: typeof object.amount_total === "number" ? object.amount_total : null,
              currency: object.currency ?? null,
            }
          : null;
      return { id: event.id, type: event.type, created: new Date(event.created * 1000), checkout };
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
