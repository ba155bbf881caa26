// Where "Pay deposit" sends the customer's browser, for the quote page's Content-Security-Policy. Apart from the
// payment port so that the HTTP layer's route policy can name it without loading the Stripe SDK.
import { env } from "~/env.server";

const STRIPE_API_DEFAULT = "https://api.stripe.com";

/** The checkout page's origin for an API URL: Stripe's own (checkout.stripe.com), or a stand-in's own origin. */
export const checkoutOriginFor = (apiUrl: string) =>
  new URL(apiUrl).origin === STRIPE_API_DEFAULT ? "https://checkout.stripe.com" : new URL(apiUrl).origin;

/**
 * The extra `form-action` origins of the customer's quote page: "Pay deposit" posts to the site, which answers 303 to
 * the checkout page, and browsers hold a form's redirects to the policy too. None without Stripe.
 */
export const quotePageFormActionOrigins = (): string[] =>
  env.STRIPE_SECRET_KEY ? [checkoutOriginFor(env.STRIPE_API_URL)] : [];
