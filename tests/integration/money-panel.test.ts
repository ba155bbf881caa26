// The dashboard's "Money" panel against invoices written by the use cases, with the clock injected: this month's
// invoiced and received (Arizona's month), what is outstanding aged by days past due, the overdue list.
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { invoicePayments, invoices } from "~/db/schema";
import { dueOf, loadInvoice } from "~/invoices/invoice-records.server";
import { invoiceFormSchema } from "~/invoices/invoice-schema";
import { moneyPanel } from "~/invoices/money-panel.server";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import { createId } from "~/utils/id.server";
import { seedWithApiUsers } from "../support/api-users";
import { acceptedQuote } from "../support/jobs";
import { officeContext } from "../support/quotes";

let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

/** 10:00 in Arizona on a day. */
const on = (day: string) => new Date(`${day}T17:00:00Z`);

/** A sent final invoice of a new accepted quote, sent on `day` with `terms` days to pay. */
async function sentOn(day: string, terms = 14) {
  const { quote } = await acceptedQuote(by);
  const input = invoiceFormSchema.parse({ kind: "final", dueInDays: String(terms) });
  const created = createInvoice(quote.id, input, by, { now: on(day) });
  if (!created.ok) throw new Error(created.error);
  const sent = sendInvoice(created.invoice.id, by, { now: on(day) });
  if (!sent.ok) throw new Error(sent.error);
  return { invoice: sent.invoice, quote };
}

const dueCents = (id: string) => dueOf(loadInvoice(id)!).amountDueCents;

test("invoiced and received this month, outstanding by age, the overdue invoices linked", async () => {
  const now = on("2026-06-15");
  expect(moneyPanel(now)).toMatchObject({
    invoicedCents: 0,
    receivedCents: 0,
    outstandingCents: 0,
    overdue: [],
  });

  const notDue = await sentOn("2026-06-10"); // due June 24: not due yet, ages as 0
  const late10 = await sentOn("2026-05-22"); // due June 5: 10 days
  const late45 = await sentOn("2026-04-17"); // due May 1: 45 days
  const late75 = await sentOn("2026-03-18"); // due April 1: 75 days
  const late120 = await sentOn("2026-01-17"); // due January 31: 135 days
  const paid = await sentOn("2026-06-01");
  const voided = await sentOn("2026-06-02");
  const { quote: draftQuote } = await acceptedQuote(by);
  createInvoice(draftQuote.id, invoiceFormSchema.parse({ kind: "final" }), by, { now });

  // Paid in full this month; part paid on another; a bank payment processing is not due and not received.
  const paidCents = dueCents(paid.invoice.id);
  expect(
    recordInvoicePayment(
      paid.invoice.id,
      { amountCents: paidCents, paidAt: on("2026-06-03"), method: "check", note: "" },
      by,
    ).ok,
  ).toBe(true);
  expect(
    recordInvoicePayment(
      late45.invoice.id,
      { amountCents: 10_000, paidAt: on("2026-05-20"), method: "cash", note: "" },
      by,
    ).ok,
  ).toBe(true);
  db.insert(invoicePayments)
    .values({
      id: createId(),
      invoiceId: late10.invoice.id,
      amountCents: 5_000,
      method: "us_bank_account",
      status: "processing",
      paidAt: on("2026-06-12"),
      providerRef: `cs_test_${createId()}`,
    })
    .run();
  expect(voidInvoice(voided.invoice.id, by).ok).toBe(true);
  // A deposit received this month counts as received.
  expect(
    recordPayment(notDue.quote.id, { amountCents: 2_500, paidAt: on("2026-06-14"), method: "check" }, by).ok,
  ).toBe(true);

  const panel = moneyPanel(now);
  const total = (id: string) => db.select().from(invoices).where(eq(invoices.id, id)).get()!.totalCents;
  expect(panel.month).toBe("2026-06-01");
  expect(panel.invoicedCents).toBe(total(notDue.invoice.id) + total(paid.invoice.id));
  expect(panel.receivedCents).toBe(paidCents + 2_500);
  const owed = (id: string) => dueCents(id);
  expect(panel.buckets).toEqual([
    { label: "0–30 days", cents: owed(notDue.invoice.id) + owed(late10.invoice.id), count: 2 },
    { label: "31–60 days", cents: owed(late45.invoice.id), count: 1 },
    { label: "61–90 days", cents: owed(late75.invoice.id), count: 1 },
    { label: "Over 90 days", cents: owed(late120.invoice.id), count: 1 },
  ]);
  expect(panel.outstandingCents).toBe(panel.buckets.reduce((sum, bucket) => sum + bucket.cents, 0));
  expect(panel.overdue.map((row) => [row.reference, row.daysOverdue, row.owedCents])).toEqual([
    [late120.invoice.reference, 135, owed(late120.invoice.id)],
    [late75.invoice.reference, 75, owed(late75.invoice.id)],
    [late45.invoice.reference, 45, owed(late45.invoice.id)],
    [late10.invoice.reference, 10, owed(late10.invoice.id)],
  ]);
  expect(panel.overdueCount).toBe(4);
  // On the first of July (Arizona), June's figures are last month's.
  expect(moneyPanel(new Date("2026-07-01T07:30:00Z"))).toMatchObject({
    month: "2026-07-01",
    invoicedCents: 0,
    receivedCents: 0,
  });
});
