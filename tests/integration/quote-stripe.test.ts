// The deposit through Stripe Checkout: the real `stripe` SDK against our stand-in on 127.0.0.1. The session asked
// for, the idempotency of "Pay deposit", and the webhook: a good signature records the payment once (a replay changes
// nothing), a bad or old one is a 400 that records nothing, an unknown session is a 200 and a log line, and a paid
// event in another currency or for another amount is held for the office's review and not credited.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { quotePayments, stripeEvents } from "~/db/schema";
import { listOutbox } from "~/mail/outbox.server";
import { listLogs } from "~/logs/log.server";
import { checkoutOriginFor } from "~/quotes/checkout-origin.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { stripePaymentPort, type PaymentPort } from "~/quotes/payment-port.server";
import { quotePageView } from "~/quotes/quote-page.server";
import { quoteOfficeView } from "~/quotes/quote-office-view.server";
import {
  createDepositCheckout,
  handleStripeWebhook,
  markPaymentReviewed,
  paymentsToReview,
} from "~/quotes/quote-payments.server";
import { loadQuote, totalsOf } from "~/quotes/quote-records.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { contentSecurityPolicy } from "~/utils/content-security-policy.server";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { startStripeStandIn } from "../support/stripe-stand-in";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

const WEBHOOK_SECRET = "whsec_test_stand_in_secret";
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let port: PaymentPort;
let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  port = stripePaymentPort({
    secretKey: "sk_test_quotes",
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());

/** A quote sent and signed, with its link's token. */
async function signedQuote() {
  const created = createQuote(sampleQuoteInput({ validUntil: "2099-12-31" }), by);
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by);
  if (!sent.ok) throw new Error(sent.error);
  const token = sent.link.split("/").pop()!;
  const values = acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" });
  await acceptQuote(token, values, { ip: "203.0.113.9", userAgent: "test" });
  return { quote: loadQuote(created.quote.id)!, token };
}

const paymentsOf = (quoteId: string) => loadQuote(quoteId)!.payments;

describe("Pay deposit", () => {
  test("creates one Checkout Session per version: the deposit in cents, in usd, back to the quote page", async () => {
    const { quote, token } = await signedQuote();
    expect(quotePageView(token, { port })?.payOnline).toBe(true);
    const first = await createDepositCheckout(token, { port });
    if (!first.ok) throw new Error(first.error);
    expect(first.url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const again = await createDepositCheckout(token, { port });
    expect(again).toEqual(first);

    const calls = standIn.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(calls).toHaveLength(2);
    expect(calls[0].headers["idempotency-key"]).toBe(calls[1].headers["idempotency-key"]);
    expect(calls[0].headers.authorization).toBe("Bearer sk_test_quotes");
    const session = [...standIn.sessions.values()].find((entry) => entry.client_reference_id === quote.id)!;
    expect(session).toMatchObject({
      mode: "payment",
      currency: "usd",
      amount_total: totalsOf(quote).depositCents,
      line_items_name: `Deposit for quote ${quote.reference}`,
      success_url: `http://localhost:3000/q/${token}?deposit=paid`,
      cancel_url: `http://localhost:3000/q/${token}`,
      metadata: { quoteId: quote.id, reference: quote.reference, version: "1" },
    });
  });

  test("is refused without Stripe, before signing, and when nothing is due", async () => {
    expect(await createDepositCheckout("x", { port: null })).toMatchObject({ ok: false, status: 409 });
    expect(await createDepositCheckout("nope", { port })).toMatchObject({ ok: false, status: 404 });
    const created = createQuote(sampleQuoteInput({ validUntil: "2099-12-31" }), by);
    const sent = await sendQuote(created.ok ? created.quote.id : "", by);
    const token = sent.ok ? sent.link.split("/").pop()! : "";
    expect(await createDepositCheckout(token, { port })).toMatchObject({ ok: false, status: 409 });
    expect(quotePageView(token, { port })?.payOnline).toBe(false);
  });

  test("the quote page's form-action lets the form go on to the checkout's origin", () => {
    expect(checkoutOriginFor("https://api.stripe.com")).toBe("https://checkout.stripe.com");
    expect(checkoutOriginFor(standIn.url)).toBe(standIn.url);
    expect(contentSecurityPolicy([], { formActions: [standIn.url] })).toContain(
      `form-action 'self' ${standIn.url};`,
    );
    expect(contentSecurityPolicy([])).toContain("form-action 'self';");
  });
});

describe("the webhook", () => {
  test("a paid session made here records a card payment of amount_total once; a replay changes nothing", async () => {
    const { quote, token } = await signedQuote();
    const checkout = await createDepositCheckout(token, { port });
    if (!checkout.ok) throw new Error(checkout.error);
    const sessionId = checkout.url.split("/").pop()!;
    const event = standIn.completedEvent(sessionId);

    expect(await handleStripeWebhook(event.payload, event.signature, { port })).toEqual({
      status: 200,
      body: "paid",
    });
    expect(await handleStripeWebhook(event.payload, event.signature, { port })).toEqual({
      status: 200,
      body: "replayed",
    });
    // Another event for the same session (Stripe may send completed and async_payment_succeeded) credits nothing more.
    const other = standIn.completedEvent(sessionId);
    expect((await handleStripeWebhook(other.payload, other.signature, { port })).body).toBe(
      "already-credited",
    );

    const payments = paymentsOf(quote.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amountCents: totalsOf(quote).depositCents,
      method: "card",
      providerRef: sessionId,
    });
    expect(totalsOf(loadQuote(quote.id)!).depositDueCents).toBe(0);
    expect(quotePageView(token, { port })).toMatchObject({
      payOnline: false,
      depositDue: "$0.00",
      payments: [{ text: expect.stringMatching(/^Deposit paid: \$817\.22 on /) }],
    });
    const office = listOutbox("office@example.com").filter(
      (mail) => mail.subject === `Deposit received for ${quote.reference}`,
    );
    expect(office).toHaveLength(1);
    expect(office[0].text).toMatch(/Paid at: [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M MST/);
    const receipt = listOutbox("rosa@example.com").filter(
      (mail) => mail.subject === `Receipt: deposit for quote ${quote.reference}`,
    );
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain("$817.22");
  });

  test("a bad or old signature is a 400 and records nothing", async () => {
    const { token, quote } = await signedQuote();
    const checkout = await createDepositCheckout(token, { port });
    const sessionId = checkout.ok ? checkout.url.split("/").pop()! : "";
    const eventsBefore = db.select().from(stripeEvents).all().length;

    const forged = standIn.completedEvent(sessionId);
    const wrongSecret = stripePaymentPort({
      secretKey: "sk_test_x",
      webhookSecret: "whsec_other",
      apiUrl: standIn.url,
    });
    expect(await handleStripeWebhook(forged.payload, forged.signature, { port: wrongSecret })).toEqual({
      status: 400,
      body: "Invalid signature.",
    });
    const tampered = forged.payload.replace(/"amount_total":\d+/, '"amount_total":1');
    expect((await handleStripeWebhook(tampered, forged.signature, { port })).status).toBe(400);
    expect((await handleStripeWebhook(forged.payload, null, { port })).status).toBe(400);
    const old = standIn.completedEvent(sessionId, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await handleStripeWebhook(old.payload, old.signature, { port })).status).toBe(400);

    expect(db.select().from(stripeEvents).all()).toHaveLength(eventsBefore);
    expect(paymentsOf(quote.id)).toEqual([]);
  });

  test("an unknown session is a 200 and a log line; an unpaid one records nothing", async () => {
    const unknown = standIn.completedEvent("cs_test_not_made_here");
    expect(await handleStripeWebhook(unknown.payload, unknown.signature, { port })).toEqual({
      status: 200,
      body: "unknown-session",
    });
    expect(listLogs({ event: "quote.webhook-unknown-session" })[0]?.detail).toMatchObject({
      sessionId: "cs_test_not_made_here",
    });
    const { token, quote } = await signedQuote();
    const checkout = await createDepositCheckout(token, { port });
    const unpaid = standIn.completedEvent(checkout.ok ? checkout.url.split("/").pop()! : "", { paid: false });
    expect((await handleStripeWebhook(unpaid.payload, unpaid.signature, { port })).body).toBe("ignored");
    expect(paymentsOf(quote.id)).toEqual([]);
    expect(
      db
        .select()
        .from(quotePayments)
        .all()
        .every((payment) => payment.providerRef !== "cs_test_not_made_here"),
    ).toBe(true);
    expect(await handleStripeWebhook("{}", "t=1,v1=x", { port: null })).toMatchObject({ status: 404 });
  });
});

describe("the webhook credits only what this site asked for", () => {
  /** A signed quote with a Checkout Session made for its deposit. */
  async function sessionFor() {
    const { quote, token } = await signedQuote();
    const checkout = await createDepositCheckout(token, { port });
    if (!checkout.ok) throw new Error(checkout.error);
    return { quote, sessionId: checkout.url.split("/").pop()! };
  }

  test.each([
    ["another currency", { currency: "eur" }, "81722 in the smallest unit of EUR"],
    ["another amount", { amountTotal: 100 }, "$1.00"],
    ["no amount", { amountTotal: null }, "no amount"],
    ["no currency", { currency: null }, "no currency"],
  ])(
    "a paid event with %s is logged, held on the quote for review and not credited",
    async (_, reported, words) => {
      const { quote, sessionId } = await sessionFor();
      const event = standIn.completedEvent(sessionId, reported);
      expect(await handleStripeWebhook(event.payload, event.signature, { port })).toEqual({
        status: 200,
        body: "flagged",
      });
      expect(paymentsOf(quote.id)).toEqual([]);
      expect(totalsOf(loadQuote(quote.id)!).depositDueCents).toBe(totalsOf(quote).depositCents);

      const log = listLogs({ event: "quote.webhook-payment-flagged" }).find(
        (entry) => (entry.detail as { sessionId?: string }).sessionId === sessionId,
      );
      expect(log?.level).toBe("warn");
      expect(log?.detail).toMatchObject({ askedCents: totalsOf(quote).depositCents });
      const view = quoteOfficeView(quote.id)!;
      expect(view.paymentReviews).toEqual([{ sessionId, text: expect.stringContaining(words) }]);
      expect(view.paymentReviews[0].text).toContain("this site asked for $817.22. It was not credited.");
      expect(view.timeline.at(-1)?.text).toBe(`Online payment held for review, not credited (${sessionId})`);
      const notice = listOutbox("office@example.com").filter(
        (mail) => mail.subject === `An online payment for ${quote.reference} needs review`,
      );
      expect(notice).toHaveLength(1);
      expect(notice[0].text).toContain(sessionId);
      expect(
        listOutbox("rosa@example.com").some(
          (mail) => mail.subject === `Receipt: deposit for quote ${quote.reference}`,
        ),
      ).toBe(false);
    },
  );

  test("a second event for a held session adds nothing; Mark reviewed takes it off the quote's page", async () => {
    const { quote, sessionId } = await sessionFor();
    const first = standIn.completedEvent(sessionId, { currency: "cad" });
    expect((await handleStripeWebhook(first.payload, first.signature, { port })).body).toBe("flagged");
    const late = standIn.completedEvent(sessionId, {
      currency: "cad",
      type: "checkout.session.async_payment_succeeded",
    });
    expect((await handleStripeWebhook(late.payload, late.signature, { port })).body).toBe("already-flagged");
    expect(loadQuote(quote.id)!.events.filter((event) => event.type === "payment_flagged")).toHaveLength(1);
    expect(paymentsOf(quote.id)).toEqual([]);

    expect(markPaymentReviewed(quote.id, "cs_test_other", by)).toMatchObject({ ok: false, status: 409 });
    expect(markPaymentReviewed(quote.id, sessionId, by)).toMatchObject({ ok: true });
    expect(paymentsToReview(quote.id)).toEqual([]);
    expect(quoteOfficeView(quote.id)!.timeline.at(-1)?.text).toBe(
      `Online payment marked reviewed (${sessionId})`,
    );
    expect(listLogs({ event: "quote.payment-reviewed" })[0]?.detail).toMatchObject({ sessionId });
    expect(markPaymentReviewed(quote.id, sessionId, by)).toMatchObject({ ok: false, status: 409 });
  });

  test("the amount credited is the session's, in usd, when the event reports exactly it", async () => {
    const { quote, sessionId } = await sessionFor();
    const event = standIn.completedEvent(sessionId, {
      currency: "usd",
      amountTotal: totalsOf(quote).depositCents,
    });
    expect((await handleStripeWebhook(event.payload, event.signature, { port })).body).toBe("paid");
    expect(paymentsOf(quote.id).map((payment) => payment.amountCents)).toEqual([
      totalsOf(quote).depositCents,
    ]);
  });
});
