// The customer's next step at the top of /q/{token} (issue 44, item 5), below the page: the status line once signed
// ("Signed: next, pay your … deposit"), once paid ("Deposit paid on …: balance …", status "Deposit paid"), while
// changes are asked for (the request shown back, and its copy mailed to the customer); the deposit's share named
// ("Deposit due (30%)"); a stale Pay deposit told as a note; the office's latest message shown. The clock is injected.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { listOutbox } from "~/mail/outbox.server";
import { stripePaymentPort } from "~/payments/stripe-port.server";
import { acceptQuote, requestQuoteChanges } from "~/quotes/customer-answers.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { quotePageView } from "~/quotes/quote-page.server";
import { createDepositCheckout, recordPayment } from "~/quotes/quote-payments.server";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

const NOW = new Date("2026-03-02T17:00:00Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const customer = { ip: "203.0.113.5", userAgent: "Mozilla/5.0" };
// A real adapter that is never reached: a quote with nothing due is refused before any call.
const port = stripePaymentPort({
  secretKey: "sk_test_x",
  webhookSecret: "whsec_x",
  apiUrl: "http://127.0.0.1:9",
});
let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

// $1,500.00 and $473.00 without tax, a 30% deposit: $5,919.00 of $19,730.00.
async function sentQuote(email: string) {
  const created = createQuote(
    sampleQuoteInput({
      email,
      items: [
        { description: "Mill and overlay", quantity: 1, unitPriceCents: 1_500_000 },
        { description: "Crack seal", quantity: 1, unitPriceCents: 473_000 },
      ],
      taxRatePercent: 0,
      depositPercent: 30,
      validUntil: "2099-06-30",
    }),
    by,
    { now: NOW },
  );
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by, { now: NOW });
  if (!sent.ok) throw new Error(sent.error);
  return { id: created.quote.id, reference: created.quote.reference, token: sent.link.split("/q/")[1] };
}

describe("the status line", () => {
  test("signed: pay the deposit; paid: the date and the balance; a stale Pay is a note", async () => {
    const { id, token } = await sentQuote("next.paid@example.com");
    const open = quotePageView(token, { now: later(1), port })!;
    expect(open.depositLabel).toBe("Deposit due (30%)");
    expect(open.nextStep).toBeNull();

    const signed = await acceptQuote(
      token,
      { version: 1, consent: true, name: "Dana Whitfield", title: "", signature: null, option: undefined },
      { ...customer, now: later(2) },
    );
    expect(signed.ok).toBe(true);
    expect(quotePageView(token, { now: later(2), port })).toMatchObject({
      statusLabel: "Accepted",
      nextStep: { text: "Signed: next, pay your $5,919.00 deposit", pay: true },
      payOnline: true,
    });

    expect(
      recordPayment(id, { amountCents: 591_900, paidAt: later(26), method: "check" }, by, { now: later(26) })
        .ok,
    ).toBe(true);
    expect(quotePageView(token, { now: later(27), port })).toMatchObject({
      statusLabel: "Deposit paid",
      nextStep: { text: "Deposit paid on March 3, 2026: balance $13,811.00", pay: false },
      payOnline: false,
    });
    expect(await createDepositCheckout(token, { port })).toEqual({
      ok: false,
      status: 409,
      error: QUOTE_MESSAGES.depositAlreadyPaid,
    });
  });

  test("changes requested: the request shown back, its copy mailed; the office's message with its sending", async () => {
    const { id, reference, token } = await sentQuote("next.changes@example.com");
    const asked = await requestQuoteChanges(
      token,
      { message: "Please quote the north lot too." },
      { ...customer, now: later(1) },
    );
    expect(asked.ok).toBe(true);
    expect(quotePageView(token, { now: later(1) })).toMatchObject({
      nextStep: { text: "Changes requested: we will send a new version", pay: false },
      changeRequest: { message: "Please quote the north lot too.", askedOn: "March 2, 2026" },
      officeMessage: null,
    });
    const copy = listOutbox("next.changes@example.com").find((mail) =>
      mail.subject.startsWith("We received your request for changes"),
    );
    expect(copy?.subject).toBe(`We received your request for changes to quote ${reference}`);
    expect(copy?.text).toContain("You asked:\nPlease quote the north lot too.");

    expect((await sendQuote(id, by, { now: later(3), message: "The north lot is line 3." })).ok).toBe(true);
    expect(quotePageView(token, { now: later(3) })).toMatchObject({
      nextStep: null,
      changeRequest: null,
      officeMessage: "The north lot is line 3.",
    });
  });
});
