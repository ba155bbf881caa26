// Paying an invoice online: the real `stripe` SDK against our stand-in on 127.0.0.1. "Pay" asks for one Checkout
// Session (card and US bank account, the amount due, idempotent); the webhook reads each session back from the API
// and sets its payment to what Stripe has: a card clears at once, a bank payment is processing until it settles or
// fails, a refund reopens what is due (up to what was paid), a dispute flags the invoice. Events for one session end
// in the same state whatever their order and replays. Every cleared payment mails its receipt with a PDF, and a
// contract paid in full closes its job and marks its request paid; a refund later reopens only the invoice.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { estimates, jobs, quotes } from "~/db/schema";
import { invoiceOfficeView } from "~/invoices/invoice-office-view.server";
import { invoicePageView } from "~/invoices/invoice-page.server";
import { receiptPdfForOffice, receiptPdfForToken } from "~/invoices/invoice-receipts.server";
import { collectionHoldOf, dueOf, loadInvoice, waiversOf } from "~/invoices/invoice-records.server";
import { invoiceWebhook, paymentTargetOf } from "~/invoices/invoice-webhook.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { payInvoiceOnline } from "~/invoices/pay-invoice-online.server";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { listLogs } from "~/logs/log.server";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { stripePaymentPort, type PaymentPort } from "~/payments/stripe-port.server";
import { receiveStripeWebhook } from "~/payments/stripe-webhook.server";
import { depositWebhook } from "~/quotes/quote-payments.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote, aCrew, scheduleIn } from "../support/jobs";
import { officeContext } from "../support/quotes";
import { startStripeStandIn } from "../support/stripe-stand-in";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

const WEBHOOK_SECRET = "whsec_test_invoice_stand_in";
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let port: PaymentPort;
let by: Awaited<ReturnType<typeof officeContext>>;
let customers = 0;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  port = stripePaymentPort({
    secretKey: "sk_test_invoices",
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());

/** A sent invoice of an accepted quote (the sample, $3,010.00 before 8.6% tax), for a customer of its own. */
async function sentInvoice(
  input: Record<string, string> = { kind: "progress", measure: "percent", percent: "50" },
) {
  const email = `payer-${++customers}@example.com`;
  const { quote } = await acceptedQuote(by, { email });
  const created = createInvoice(quote.id, invoiceFormSchema.parse(input), by);
  if (!created.ok) throw new Error(created.error);
  const sent = sendInvoice(created.invoice.id, by);
  if (!sent.ok) throw new Error(sent.error);
  return { invoice: sent.invoice, quote, email, token: new URL(sent.link).pathname.split("/").pop()! };
}

/** "Pay": the session's id. */
async function checkout(token: string) {
  const answer = await payInvoiceOnline(token, { port });
  if (!answer.ok) throw new Error(answer.error);
  return answer.url.split("/").pop()!;
}

const deliver = (event: { payload: string; signature: string }, now = new Date()) =>
  receiveStripeWebhook(event.payload, event.signature, [depositWebhook, invoiceWebhook], { port, now });

const send = (type: string, sessionId: string, now = new Date()) =>
  deliver(standIn.event(type, sessionId), now);

const subjects = (email: string) => listOutbox(email).map((mail) => mail.subject);

describe("Pay", () => {
  test("asks for one Checkout Session of the amount due, by card or bank account, per invoice and amount", async () => {
    const { invoice, token } = await sentInvoice();
    const due = dueOf(invoice).amountDueCents;
    expect(invoicePageView(token, new Date(), { port })).toMatchObject({
      payOnline: true,
      processingNotice: null,
    });
    const first = await payInvoiceOnline(token, { port });
    const again = await payInvoiceOnline(token, { port });
    expect(again).toEqual(first);
    if (!first.ok) throw new Error(first.error);
    expect(first.url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const calls = standIn.requests.filter(
      (request) => request.method === "POST" && request.path === "/v1/checkout/sessions",
    );
    const last = calls.slice(-2);
    expect(last[0].headers["idempotency-key"]).toBe(`invoice-${invoice.id}-${due}-0`);
    expect(last[1].headers["idempotency-key"]).toBe(last[0].headers["idempotency-key"]);
    expect(last[0].form.get("payment_method_types[0]")).toBe("card");
    expect(last[0].form.get("payment_method_types[1]")).toBe("us_bank_account");
    const session = standIn.sessions.get(first.url.split("/").pop()!)!;
    expect(session).toMatchObject({
      mode: "payment",
      currency: "usd",
      amount_total: due,
      client_reference_id: invoice.id,
      line_items_name: `Invoice ${invoice.reference}`,
      metadata: { document: "invoice", invoiceId: invoice.id, reference: invoice.reference },
      success_url: `http://localhost:3000/i/${token}?payment=started`,
      cancel_url: `http://localhost:3000/i/${token}`,
    });
  });

  test("is refused without Stripe, for an unknown link, and when nothing is due", async () => {
    expect(await payInvoiceOnline("x", { port: null })).toMatchObject({ ok: false, status: 409 });
    expect(await payInvoiceOnline("nope", { port })).toMatchObject({ ok: false, status: 404 });
    const { invoice, token } = await sentInvoice();
    recordInvoicePayment(
      invoice.id,
      { amountCents: dueOf(invoice).amountDueCents, paidAt: new Date(), method: "check", note: "Check 1042" },
      by,
    );
    expect(await payInvoiceOnline(token, { port })).toMatchObject({ ok: false, status: 409 });
    expect(invoicePageView(token, new Date(), { port })?.payOnline).toBe(false);
  });
});

describe("the webhook", () => {
  test("a card payment clears at once: paid, its receipt mailed with a PDF; a replay changes nothing", async () => {
    const { invoice, token, email } = await sentInvoice();
    const sessionId = await checkout(token);
    standIn.pay(sessionId, "card");
    const event = standIn.event("checkout.session.completed", sessionId);
    expect(await deliver(event)).toEqual({ status: 200, body: "cleared" });
    expect(await deliver(event)).toEqual({ status: 200, body: "replayed" });
    const paid = loadInvoice(invoice.id)!;
    expect(paid.status).toBe("paid");
    expect(paid.payments).toMatchObject([
      {
        status: "cleared",
        method: "card",
        amountCents: dueOf(invoice).amountDueCents,
        providerRef: sessionId,
      },
    ]);
    expect(subjects(email).filter((subject) => subject === `Receipt for ${invoice.reference}`)).toHaveLength(
      1,
    );
    const receipt = listOutbox(email).find((mail) => mail.subject === `Receipt for ${invoice.reference}`)!;
    expect(receipt.text).toContain("Balance left: $0.00");
    expect(receipt.text).toContain("Card");
    const [file] = await attachmentsOf(receipt.id);
    expect(file.filename).toBe(`receipt-${invoice.reference}-R1.pdf`);
    expect(file.content.subarray(0, 5).toString()).toBe("%PDF-");
    const payment = paid.payments[0];
    expect((await receiptPdfForToken(token, payment.id))?.bytes.equals(file.content)).toBe(true);
    expect(await receiptPdfForOffice(invoice.id, "nope")).toBeUndefined();
    expect(invoicePageView(token, new Date(), { port })?.paymentRecords).toEqual([
      {
        id: payment.id,
        text: expect.stringMatching(/^Payment of \$[\d,.]+ received \(card\) on /),
        receipt: true,
      },
    ]);
  });

  test("a bank payment is processing (not paid, no Pay, reminders held, no unconditional waiver) until it clears", async () => {
    const { invoice, token, email } = await sentInvoice();
    const sessionId = await checkout(token);
    standIn.pay(sessionId, "us_bank_account");
    expect((await send("checkout.session.completed", sessionId)).body).toBe("processing");
    const processing = loadInvoice(invoice.id)!;
    expect(processing.status).toBe("processing");
    expect(dueOf(processing)).toMatchObject({ paidCents: 0, amountDueCents: 0 });
    expect(collectionHoldOf(processing)).toBe("processing");
    const page = invoicePageView(token, new Date(), { port })!;
    expect(page.payOnline).toBe(false);
    expect(page.processingNotice).toMatch(/^Bank payment of \$[\d,.]+ started on \w+ \d{1,2}, \d{4}$/);
    expect(waiversOf(processing).find((waiver) => waiver.kind === "unconditional_progress")?.available).toBe(
      false,
    );
    expect(await payInvoiceOnline(token, { port })).toMatchObject({ ok: false, status: 409 });
    expect(subjects(email)).not.toContain(`Receipt for ${invoice.reference}`);

    standIn.move(sessionId, "settle");
    expect((await send("checkout.session.async_payment_succeeded", sessionId)).body).toBe("cleared");
    const cleared = loadInvoice(invoice.id)!;
    expect(cleared.status).toBe("paid");
    expect(cleared.payments[0]).toMatchObject({ status: "cleared", method: "us_bank_account" });
    expect(cleared.payments[0].clearedAt).not.toBeNull();
    expect(waiversOf(cleared).find((waiver) => waiver.kind === "unconditional_progress")?.available).toBe(
      true,
    );
    expect(subjects(email).filter((subject) => subject === `Receipt for ${invoice.reference}`)).toHaveLength(
      1,
    );
    expect(invoiceOfficeView(invoice.id)!.timeline.map((line) => line.label)).toEqual(
      expect.arrayContaining(["Bank payment started", "Payment cleared", "Receipt sent"]),
    );
  });

  test("a bank payment that fails leaves the invoice due again and mails the customer and the office", async () => {
    const { invoice, token, email } = await sentInvoice();
    const sessionId = await checkout(token);
    standIn.pay(sessionId, "us_bank_account");
    await send("checkout.session.completed", sessionId);
    standIn.move(sessionId, "fail");
    expect((await send("checkout.session.async_payment_failed", sessionId)).body).toBe("failed");
    const failed = loadInvoice(invoice.id)!;
    expect(failed.payments[0].status).toBe("failed");
    expect(failed.status).toBe("sent");
    expect(dueOf(failed).amountDueCents).toBe(dueOf(invoice).amountDueCents);
    const subject = `Your bank payment for ${invoice.reference} did not go through`;
    expect(subjects(email).filter((line) => line === subject)).toHaveLength(1);
    expect(subjects("office@example.com")).toContain(subject);
    // A new "Pay" asks for a new session: the spent one is not offered again.
    const again = await checkout(token);
    expect(again).not.toBe(sessionId);
    expect(invoicePageView(token, new Date(), { port })?.payOnline).toBe(true);
  });

  test("a refund reopens what is due, up to what was paid (a log line beyond); the job stays closed", async () => {
    const { invoice, token } = await sentInvoice({ kind: "final" });
    const sessionId = await checkout(token);
    standIn.pay(sessionId, "card");
    await send("checkout.session.completed", sessionId);
    expect(loadInvoice(invoice.id)!.status).toBe("paid");
    standIn.move(sessionId, "refund", 10_000);
    expect((await send("charge.refunded", sessionId)).body).toBe("cleared");
    const partly = loadInvoice(invoice.id)!;
    expect(partly.payments[0]).toMatchObject({ status: "cleared", refundedCents: 10_000 });
    expect(dueOf(partly).amountDueCents).toBe(10_000);
    expect(partly.status).toBe("partially_paid");

    const session = standIn.sessions.get(sessionId)!;
    const charge = standIn.charges.get(standIn.intents.get(session.payment_intent!)!.latest_charge!)!;
    charge.amount_refunded = charge.amount + 500;
    expect((await send("charge.refunded", sessionId)).body).toBe("refunded");
    const refunded = loadInvoice(invoice.id)!;
    expect(refunded.payments[0]).toMatchObject({ status: "refunded", refundedCents: charge.amount });
    expect(dueOf(refunded).amountDueCents).toBe(dueOf(invoice).amountDueCents);
    expect(listLogs({ event: "invoice.refund-beyond-paid" })[0]?.detail).toMatchObject({
      sessionId,
      beyondCents: 500,
    });
  });

  test("a dispute flags the invoice Disputed, holds its reminders and mails the office", async () => {
    const { invoice, token } = await sentInvoice();
    const sessionId = await checkout(token);
    standIn.pay(sessionId, "card");
    await send("checkout.session.completed", sessionId);
    standIn.move(sessionId, "dispute");
    await send("charge.dispute.created", sessionId);
    const disputed = loadInvoice(invoice.id)!;
    expect(disputed.disputedAt).not.toBeNull();
    expect(collectionHoldOf(disputed)).toBe("disputed");
    expect(invoiceOfficeView(invoice.id)!.disputed).not.toBeNull();
    expect(waiversOf(disputed).find((waiver) => waiver.kind === "unconditional_progress")?.reason).toBe(
      "Not while a payment is disputed",
    );
    expect(subjects("office@example.com")).toContain(`A payment for ${invoice.reference} is disputed`);
  });

  test("a session the site did not make is a 200 and a log line; a refund that names no session too", async () => {
    const unknown = standIn.completedEvent("cs_test_not_ours");
    expect(await deliver(unknown)).toEqual({ status: 200, body: "unknown-session" });
    expect(listLogs({ event: "payment.webhook-unknown-session" })[0]?.detail).toMatchObject({
      sessionId: "cs_test_not_ours",
    });
    const payload = JSON.stringify({
      id: "evt_test_refund_unknown",
      object: "event",
      type: "charge.refunded",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: "ch_test_x", object: "charge", payment_intent: "pi_test_nobody", amount_refunded: 5 },
      },
    });
    expect(await deliver({ payload, signature: standIn.sign(payload) })).toEqual({
      status: 200,
      body: "unknown-session",
    });
    expect((await deliver({ payload, signature: "t=1,v1=00" })).status).toBe(400);
  });

  test("one session's events in every order, with replays, always end in the same state", async () => {
    const types = [
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "charge.refunded",
      "charge.dispute.created",
    ];
    const orders = permutations(types.map((_, index) => index));
    // One clock for every event (inside the signatures' five minutes), so the times stored compare too.
    const now = new Date();
    const states = [];
    for (const order of orders) {
      const { invoice, token, email } = await sentInvoice();
      const sessionId = await checkout(token);
      // Stripe's state once everything happened: a bank payment, settled, partly refunded, disputed.
      standIn.pay(sessionId, "us_bank_account");
      standIn.move(sessionId, "settle");
      standIn.move(sessionId, "refund", 2_500);
      standIn.move(sessionId, "dispute");
      const events = types.map((type) => standIn.event(type, sessionId));
      for (const index of order) {
        await deliver(events[index], now);
        // A replay of the first event after each one.
        await deliver(events[order[0]], now);
      }
      for (const index of [...order].reverse()) await deliver(events[index], now);
      const stored = loadInvoice(invoice.id)!;
      states.push({
        status: stored.status,
        disputed: stored.disputedAt?.toISOString(),
        due: dueOf(stored),
        payments: stored.payments.map(({ status, method, amountCents, refundedCents, clearedAt }) => ({
          status,
          method,
          amountCents,
          refundedCents,
          clearedAt: clearedAt?.toISOString(),
        })),
        timeline: stored.events.map((line) => line.type).sort(),
        customerMails: subjects(email)
          .filter((subject) => subject.includes(invoice.reference))
          .map((subject) => subject.replace(invoice.reference, "INV"))
          .sort(),
      });
    }
    expect(states).toHaveLength(24);
    expect(states[0]).toMatchObject({
      status: "partially_paid",
      payments: [{ status: "cleared", method: "us_bank_account", refundedCents: 2_500 }],
    });
    expect(states[0].customerMails.filter((subject) => subject === "Receipt for INV")).toHaveLength(1);
    for (const state of states) expect(state).toEqual(states[0]);
  });
});

describe("paid in full", () => {
  test("the last cleared payment closes the completed job and marks the request paid; a refund reopens only the invoice", async () => {
    const { quote } = await acceptedQuote(by, { email: `closer-${++customers}@example.com` });
    const scheduled = scheduleJob({ ...scheduleIn(3, { crewId: aCrew(by).id }), quoteId: quote.id }, by);
    if (!scheduled.ok) throw new Error(scheduled.error);
    const jobId = scheduled.job.id;
    db.update(jobs).set({ status: "completed" }).where(eq(jobs.id, jobId)).run();
    const estimateId = db
      .select({ id: quotes.estimateId })
      .from(quotes)
      .where(eq(quotes.id, quote.id))
      .get()?.id;

    const progress = createInvoice(
      quote.id,
      invoiceFormSchema.parse({ kind: "progress", measure: "percent", percent: "50" }),
      by,
    );
    if (!progress.ok) throw new Error(progress.error);
    const sentProgress = sendInvoice(progress.invoice.id, by);
    if (!sentProgress.ok) throw new Error(sentProgress.error);
    recordInvoicePayment(
      progress.invoice.id,
      {
        amountCents: dueOf(sentProgress.invoice).amountDueCents,
        paidAt: new Date(),
        method: "check",
        note: "Check 7",
      },
      by,
    );
    expect(db.select().from(jobs).where(eq(jobs.id, jobId)).get()?.status).toBe("completed");

    const final = createInvoice(quote.id, invoiceFormSchema.parse({ kind: "final" }), by);
    if (!final.ok) throw new Error(final.error);
    const sentFinal = sendInvoice(final.invoice.id, by);
    if (!sentFinal.ok) throw new Error(sentFinal.error);
    const token = new URL(sentFinal.link).pathname.split("/").pop()!;
    const sessionId = await checkout(token);
    standIn.pay(sessionId, "card");
    await send("checkout.session.completed", sessionId);

    expect(loadInvoice(final.invoice.id)!.status).toBe("paid");
    expect(db.select().from(jobs).where(eq(jobs.id, jobId)).get()?.status).toBe("closed");
    if (estimateId)
      expect(db.select().from(estimates).where(eq(estimates.id, estimateId)).get()?.paidAt).not.toBeNull();
    expect(listLogs({ event: "job.close" })[0]?.message).toContain(
      `paid in full with invoice ${final.invoice.reference}`,
    );
    expect(loadQuote(quote.id)!.status).toBe("accepted");

    standIn.move(sessionId, "refund", 5_000);
    await send("charge.refunded", sessionId);
    expect(dueOf(loadInvoice(final.invoice.id)!).amountDueCents).toBe(5_000);
    expect(db.select().from(jobs).where(eq(jobs.id, jobId)).get()?.status).toBe("closed");
  });

  test("a target is read from the session alone", () => {
    const now = new Date();
    const state = (intent: string | null, paid = false) => ({
      sessionId: "cs_1",
      status: "complete",
      paymentStatus: paid ? "paid" : "unpaid",
      amountTotal: 1000,
      currency: "usd",
      paymentIntent: intent
        ? { id: "pi_1", status: intent, createdAt: now, method: "us_bank_account", charge: null }
        : null,
    });
    expect(paymentTargetOf(state(null), 1000, now)).toBeNull();
    expect(paymentTargetOf(state("processing"), 1000, now)?.status).toBe("processing");
    expect(paymentTargetOf(state("succeeded"), 1000, now)?.status).toBe("cleared");
    expect(paymentTargetOf(state("requires_payment_method"), 1000, now)?.status).toBe("failed");
    expect(paymentTargetOf({ ...state(null, true), status: "complete" }, 1000, now)?.status).toBe("cleared");
  });
});

function permutations(list: number[]): number[][] {
  if (list.length <= 1) return [list];
  return list.flatMap((first, index) =>
    permutations([...list.slice(0, index), ...list.slice(index + 1)]).map((rest) => [first, ...rest]),
  );
}
