// Where "Pay deposit" and an invoice's "Pay" send the customer's browser, for the customer's pages'
// Content-Security-Policy. Apart from the payment port so that the HTTP layer's route policy can name it without
// loading the Stripe SDK.
import { env } from "~/env.server";

const STRIPE_API_DEFAULT = "https://api.stripe.com";

/** The checkout page's origin for an API URL: Stripe's own (checkout.stripe.com), or a stand-in's own origin. */
export const checkoutOriginFor = (apiUrl: string) =>
  new URL(apiUrl).origin === STRIPE_API_DEFAULT ? "https://checkout.stripe.com" : new URL(apiUrl).origin;

/**
 * The extra `form-action` origins of a customer's quote or invoice page: "Pay" posts to the site, which answers 303
 * to the checkout page, and browsers hold a form's redirects to the policy too. None without Stripe.
 */
export const checkoutFormActionOrigins = (): string[] =>
  env.STRIPE_SECRET_KEY ? [checkoutOriginFor(env.STRIPE_API_URL)] : [];
