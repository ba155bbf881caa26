import { invoiceWebhook } from "~/invoices/invoice-webhook.server";
import { configuredPaymentPort } from "~/payments/stripe-port.server";
import { receiveStripeWebhook } from "~/payments/stripe-webhook.server";
import { depositWebhook } from "~/quotes/quote-payments.server";
import type { Route } from "./+types/stripe";

// POST /webhooks/stripe: Stripe's events, for the sessions of quote deposits and of invoices. The signature over the
// raw body is the authentication, so this route reads no form token and the HTTP layer checks no Origin (its route
// policy: `signedPosts`).
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Only POST.", { status: 405, headers: { Allow: "POST" } });
  }
  const rawBody = Buffer.from(await request.arrayBuffer());
  const answer = await receiveStripeWebhook(
    rawBody,
    request.headers.get("Stripe-Signature"),
    [depositWebhook, invoiceWebhook],
    { port: configuredPaymentPort(), now: new Date() },
  );
  return new Response(answer.body, {
    status: answer.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

// Nothing to read here.
export const loader = () =>
  new Response("Stripe's webhook takes POST only.", { status: 405, headers: { Allow: "POST" } });
