// Invoices below their pages: created from an accepted quote (progress by percent, amount or lines; final for what is
// left), retention, references, terms, sending with its mail in the outbox, the lock and "Void and reissue", payments
// by hand; then the API round trip. The clock is injected.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import {
  invoiceEventTypes,
  invoiceLinks,
  invoicePaymentStatuses,
  invoiceStatuses,
  siteSettings,
} from "~/db/schema";
import { INVOICE_STATUSES, PAYMENT_STATUSES } from "~/invoices/lien-waivers";
import { INVOICE_MESSAGES, INVOICE_EVENT_LABELS } from "~/invoices/invoice-options";
import { dueOf, invoiceIdForToken, loadInvoice } from "~/invoices/invoice-records.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { createInvoice, updateInvoice } from "~/invoices/write-invoice.server";
import { listLogs } from "~/logs/log.server";
import { listOutbox } from "~/mail/outbox.server";
import { acceptQuote } from "~/quotes/customer-answers.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import { loadQuote, totalsOf } from "~/quotes/quote-records.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import * as invoiceApi from "~/routes/api/invoices/$id";
import * as invoicePaymentsApi from "~/routes/api/invoices/$id/payments";
import * as invoiceSendApi from "~/routes/api/invoices/$id/send";
import * as invoiceVoidApi from "~/routes/api/invoices/$id/void";
import * as invoicesApi from "~/routes/api/invoices";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";
import { callRoute } from "../support/route-call";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

// Monday March 2, 2026, 10:00 in Arizona.
const NOW = new Date("2026-03-02T17:00:00Z");
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

let by: Awaited<ReturnType<typeof officeContext>>;
let adminToken = "";

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  by = await officeContext();
});

const progress = (percent: string, extra: Record<string, string> = {}) =>
  invoiceFormSchema.parse({ kind: "progress", measure: "percent", percent, ...extra });
const finalInput = () => invoiceFormSchema.parse({ kind: "final" });

/** An accepted quote (the sample: $3,010.00 + 8.6% = $3,268.86, no optional line chosen) with its deposit paid. */
async function acceptedQuote({ depositPaid = true, email = "rosa@example.com" } = {}) {
  const created = createQuote(sampleQuoteInput({ email }), by, { now: NOW });
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by, { now: NOW });
  if (!sent.ok) throw new Error(sent.error);
  const token = new URL(sent.link).pathname.split("/").pop()!;
  const accepted = await acceptQuote(
    token,
    acceptFormSchema.parse({ version: "1", consent: "on", name: "Rosa Alvarez" }),
    { ip: "203.0.113.9", userAgent: "Vitest", now: later(0.1) },
  );
  if (!accepted.ok) throw new Error(accepted.error);
  const quote = loadQuote(created.quote.id)!;
  if (depositPaid) {
    recordPayment(
      quote.id,
      { amountCents: totalsOf(quote).depositCents, paidAt: later(0.2), method: "check" },
      by,
      {
        now: later(0.2),
      },
    );
  }
  return loadQuote(quote.id)!;
}

function created(quoteId: string, input = progress("50"), now = later(1)) {
  const result = createInvoice(quoteId, input, by, { now });
  if (!result.ok) throw new Error(result.error);
  return result.invoice;
}

describe("the lists of the schema", () => {
  test("the columns' enums are the feature's statuses", () => {
    expect(invoiceStatuses).toEqual(INVOICE_STATUSES);
    expect(invoicePaymentStatuses).toEqual(PAYMENT_STATUSES);
    expect(Object.keys(INVOICE_EVENT_LABELS)).toEqual([...invoiceEventTypes]);
  });
});

describe("creating an invoice", () => {
  test("a 50% progress invoice: half the subtotal, its tax, the deposit credited; INV-YYYY-NNNN counts up; 14 days by default", async () => {
    const quote = await acceptedQuote();
    const totals = totalsOf(quote);
    const invoice = created(quote.id);
    expect(invoice.reference).toMatch(/^INV-2026-\d{4}$/);
    expect(invoice).toMatchObject({
      kind: "progress",
      status: "draft",
      subtotalCents: 150_500,
      taxCents: 12_943, // 8.6% of $1,505.00 = $129.43
      totalCents: 163_443,
      creditsCents: totals.depositCents,
      termsDays: 14,
      taxClassification: "subtotal",
    });
    expect(invoice.items).toHaveLength(1);
    expect(invoice.items[0].description).toBe(`50% of contract ${quote.reference}`);
    expect(dueOf(invoice).amountDueCents).toBe(163_443 - totals.depositCents);
    expect(invoice.events.map((event) => event.type)).toEqual(["created"]);
    expect(listLogs({ event: "invoice.create" })[0]?.message).toContain(invoice.reference);
    const next = created(quote.id, progress("10"));
    expect(Number(next.reference.slice(9))).toBe(Number(invoice.reference.slice(9)) + 1);
  });

  test("the final invoice bills exactly what is left; the deposit and the invoices add up to the contract; a second final is a 409", async () => {
    const quote = await acceptedQuote();
    const totals = totalsOf(quote);
    const first = created(quote.id, progress("33.33"));
    const last = created(quote.id, finalInput());
    expect(first.totalCents + last.totalCents).toBe(totals.totalCents);
    expect(first.subtotalCents + last.subtotalCents).toBe(totals.subtotalCents);
    expect(dueOf(first).amountDueCents + dueOf(last).amountDueCents + totals.depositCents).toBe(
      totals.totalCents,
    );
    expect(last.items[0].description).toBe(`Balance of contract ${quote.reference}`);
    expect(createInvoice(quote.id, finalInput(), by)).toMatchObject({ ok: false, status: 409 });
    expect(createInvoice(quote.id, progress("1"), by)).toMatchObject({
      ok: false,
      status: 409,
      error: INVOICE_MESSAGES.finalBilled,
    });
  });

  test("a final invoice alone lists the quote's lines; retention withheld on progress is released by the final", async () => {
    const alone = await acceptedQuote({ depositPaid: false });
    const whole = created(alone.id, finalInput());
    expect(whole.items.map((item) => item.description)).toEqual([
      "Sealcoat parking lot, two coats",
      "Crack seal",
    ]);
    expect(whole.totalCents).toBe(totalsOf(alone).totalCents);

    const quote = await acceptedQuote({ depositPaid: false });
    const held = created(quote.id, progress("50", { retention: "10" }));
    expect(held.retentionCents).toBe(Math.round(held.totalCents * 0.1));
    expect(dueOf(held).amountDueCents).toBe(held.totalCents - held.retentionCents);
    const last = created(quote.id, finalInput());
    expect(last.retentionReleasedCents).toBe(held.retentionCents);
    expect(dueOf(held).amountDueCents + dueOf(last).amountDueCents).toBe(totalsOf(quote).totalCents);
  });

  test("by amount and by lines; refusals store nothing and name their field", async () => {
    const quote = await acceptedQuote();
    const byAmount = created(
      quote.id,
      invoiceFormSchema.parse({ kind: "progress", measure: "amount", amount: "1000" }),
    );
    expect(byAmount.subtotalCents).toBe(100_000);
    const crackSeal = quote.items.find((item) => item.description === "Crack seal")!;
    const byLines = created(
      quote.id,
      invoiceFormSchema.parse({ kind: "progress", measure: "lines", items: [crackSeal.id] }),
    );
    expect(byLines.items).toMatchObject([{ description: "Crack seal", amountCents: 85_000 }]);
    const optional = quote.items.find((item) => item.optional)!;
    expect(
      createInvoice(
        quote.id,
        invoiceFormSchema.parse({ kind: "progress", measure: "lines", items: [optional.id] }),
        by,
      ),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { items: [INVOICE_MESSAGES.unknownLine] } });
    // $3,010.00 − $1,000.00 − $850.00 = $1,160.00 left before tax.
    const tooMuch = createInvoice(
      quote.id,
      invoiceFormSchema.parse({ kind: "progress", measure: "amount", amount: "1160.01" }),
      by,
    );
    expect(tooMuch).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { amount: [INVOICE_MESSAGES.tooMuch("$1,160.00")] },
    });
    expect(
      invoiceFormSchema.safeParse({ kind: "progress", measure: "percent", percent: "100.5" }).success,
    ).toBe(false);
    expect(invoiceFormSchema.safeParse({ kind: "progress", measure: "percent", percent: "0" }).success).toBe(
      false,
    );
  });

  test("only an accepted quote is invoiced", () => {
    const draft = createQuote(sampleQuoteInput(), by, { now: NOW });
    if (!draft.ok) throw new Error(draft.error);
    expect(createInvoice(draft.quote.id, progress("10"), by)).toMatchObject({ ok: false, status: 409 });
    expect(createInvoice("nope", progress("10"), by)).toMatchObject({ ok: false, status: 404 });
  });
});

describe("sending, the lock, void and reissue, payments", () => {
  test("send fixes the dates from the terms, makes a hashed link and queues the customer's mail; a sent invoice is locked", async () => {
    db.update(siteSettings).set({ invoiceTermsDays: 30 }).where(eq(siteSettings.id, 1)).run();
    const quote = await acceptedQuote({ email: "send.invoice@example.com" });
    const invoice = created(quote.id);
    db.update(siteSettings).set({ invoiceTermsDays: 14 }).where(eq(siteSettings.id, 1)).run();
    expect(invoice.termsDays).toBe(30);
    const sent = sendInvoice(invoice.id, by, { now: later(2) });
    if (!sent.ok) throw new Error(sent.error);
    expect(sent.invoice).toMatchObject({ status: "sent", issuedOn: "2026-03-04", dueOn: "2026-04-03" });
    const token = new URL(sent.link).pathname.split("/").pop()!;
    expect(new URL(sent.link).pathname).toBe(`/i/${token}`);
    expect(invoiceIdForToken(token)).toBe(invoice.id);
    const stored = db.select().from(invoiceLinks).where(eq(invoiceLinks.invoiceId, invoice.id)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);
    const mail = listOutbox("send.invoice@example.com").find((row) => row.subject.startsWith("Invoice"))!;
    expect(mail.subject).toMatch(/^Invoice INV-2026-\d{4} from /);
    expect(mail.text).toContain(sent.link);
    expect(mail.text).toContain(`Amount due: $`);
    expect(mail.sensitive).toBe(true);
    expect(sendInvoice(invoice.id, by)).toMatchObject({ ok: false, status: 409 });
    expect(updateInvoice(invoice.id, progress("20"), by)).toMatchObject({
      ok: false,
      status: 409,
      error: INVOICE_MESSAGES.locked,
    });
  });

  test("a draft is changed and computed again; void and reissue keeps the void one and writes a new draft", async () => {
    const quote = await acceptedQuote();
    const invoice = created(quote.id);
    const changed = updateInvoice(invoice.id, progress("100"), by, { now: later(2) });
    if (!changed.ok) throw new Error(changed.error);
    expect(changed.invoice.totalCents).toBe(totalsOf(quote).totalCents);
    const sent = sendInvoice(invoice.id, by, { now: later(2) });
    if (!sent.ok) throw new Error(sent.error);
    const voided = voidInvoice(invoice.id, by, { now: later(3), reissue: true });
    if (!voided.ok) throw new Error(voided.error);
    expect(voided.invoice.status).toBe("void");
    expect(voided.invoice.events.map((event) => event.type)).toEqual([
      "created",
      "updated",
      "sent",
      "voided",
      "reissued",
    ]);
    expect(voided.reissued).toMatchObject({
      status: "draft",
      replacesId: invoice.id,
      totalCents: totalsOf(quote).totalCents,
    });
    expect(voided.reissued!.reference).not.toBe(invoice.reference);
    expect(voidInvoice(invoice.id, by)).toMatchObject({ ok: false, status: 409 });
  });

  test("payments by hand may be partial, never more than is due; the status follows; a paid invoice cannot be voided", async () => {
    const quote = await acceptedQuote();
    const invoice = created(quote.id);
    expect(
      recordInvoicePayment(invoice.id, { amountCents: 100, paidAt: NOW, method: "check" }, by),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    sendInvoice(invoice.id, by, { now: later(2) });
    const due = dueOf(loadInvoice(invoice.id)!).amountDueCents;
    const part = recordInvoicePayment(
      invoice.id,
      { amountCents: 10_000, paidAt: later(3), method: "check", note: "#1042" },
      by,
    );
    expect(part).toMatchObject({ ok: true, invoice: { status: "partially_paid" } });
    expect(
      recordInvoicePayment(invoice.id, { amountCents: due, paidAt: later(3), method: "cash" }, by),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { amount: [expect.any(String)] },
    });
    const rest = recordInvoicePayment(
      invoice.id,
      { amountCents: due - 10_000, paidAt: later(4), method: "transfer" },
      by,
    );
    expect(rest).toMatchObject({ ok: true, invoice: { status: "paid" } });
    expect(dueOf(loadInvoice(invoice.id)!)).toMatchObject({ paidCents: due, amountDueCents: 0 });
    expect(voidInvoice(invoice.id, by)).toMatchObject({
      ok: false,
      status: 409,
      error: INVOICE_MESSAGES.paidCannotVoid,
    });
  });
});

describe("the API", () => {
  test("create, read, patch, send, pay, void and list; an amount above what is left is a 400, a second final a 409", async () => {
    const quote = await acceptedQuote();
    const call = (
      route: Parameters<typeof callRoute>[0],
      method: string,
      options: { id?: string; body?: unknown; path?: string } = {},
    ) =>
      callRoute(route, method, {
        token: adminToken,
        params: options.id ? { id: options.id } : {},
        body: options.body,
        path: options.path,
      });

    const tooMuch = await call(invoicesApi, "POST", {
      body: { quoteId: quote.id, kind: "progress", amountCents: 301_001 },
    });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).fieldErrors).toHaveProperty("amountCents");
    const both = await call(invoicesApi, "POST", {
      body: { quoteId: quote.id, kind: "progress", percent: 10, amountCents: 5 },
    });
    expect(both.status).toBe(400);

    const made = await call(invoicesApi, "POST", {
      body: { quoteId: quote.id, kind: "progress", percent: 50, dueInDays: 7 },
    });
    expect(made.status).toBe(201);
    const { invoice } = await made.json();
    expect(invoice).toMatchObject({
      kind: "progress",
      status: "draft",
      termsDays: 7,
      subtotalCents: 150_500,
      promptPay: null,
    });
    expect(invoice.waivers).toHaveLength(4);

    const patched = await call(invoiceApi, "PATCH", {
      id: invoice._id,
      body: { kind: "progress", percent: 40 },
    });
    expect((await patched.json()).invoice.subtotalCents).toBe(120_400);
    const final = await call(invoicesApi, "POST", { body: { quoteId: quote.id, kind: "final" } });
    expect(final.status).toBe(201);
    const second = await call(invoicesApi, "POST", { body: { quoteId: quote.id, kind: "final" } });
    expect(second.status).toBe(409);

    const sent = await call(invoiceSendApi, "POST", { id: invoice._id });
    expect((await sent.json()).invoice.status).toBe("sent");
    const locked = await call(invoiceApi, "PATCH", {
      id: invoice._id,
      body: { kind: "progress", percent: 10 },
    });
    expect(locked.status).toBe(409);

    const paid = await call(invoicePaymentsApi, "POST", {
      id: invoice._id,
      body: { amountCents: 5000, method: "check", note: "#77" },
    });
    expect(paid.status).toBe(201);
    const afterPayment = (await paid.json()).invoice;
    expect(afterPayment).toMatchObject({ status: "partially_paid", paidCents: 5000 });
    expect(afterPayment.payments[0]).toMatchObject({ amountCents: 5000, method: "check", status: "cleared" });
    expect(
      afterPayment.waivers.find((waiver: { kind: string }) => waiver.kind === "unconditional_progress")
        .available,
    ).toBe(true);

    const read = await call(invoiceApi, "GET", { id: invoice._id });
    expect((await read.json()).invoice.events.map((event: { type: string }) => event.type)).toEqual([
      "created",
      "updated",
      "sent",
      "payment",
      "receipt",
    ]);
    const list = await call(invoicesApi, "GET", {
      path: `/api/invoices?quoteId=${quote.id}&status=partially_paid`,
    });
    expect((await list.json()).invoices.map((row: { _id: string }) => row._id)).toEqual([invoice._id]);

    const finalId = (await final.json()).invoice._id;
    const voided = await call(invoiceVoidApi, "POST", {
      id: finalId,
      path: `/api/invoices/${finalId}/void?reissue=1`,
    });
    const voidBody = await voided.json();
    expect(voidBody.invoice.status).toBe("void");
    expect(voidBody.reissued).toMatchObject({ kind: "final", status: "draft", replacesId: finalId });
    expect((await call(invoiceApi, "GET", { id: "nope" })).status).toBe(404);
  });
});
