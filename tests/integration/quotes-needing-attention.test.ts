// The dashboard's "Quotes needing attention" and the sidebar's count, below the page: each of the four lists, what
// stays out of them, and the Arizona week and days they are measured in. The clock is injected.
import { beforeAll, describe, expect, test } from "vitest";
import { acceptQuote, requestQuoteChanges } from "~/quotes/customer-answers.server";
import { recordPayment } from "~/quotes/quote-payments.server";
import { totalsOf, loadQuote } from "~/quotes/quote-records.server";
import { acceptFormSchema } from "~/quotes/quote-schema";
import { createQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import {
  countQuotesNeedingAttention,
  quotesNeedingAttention,
} from "~/quotes/quotes-needing-attention.server";
import { quotesAttentionPanel } from "~/routes/admin/dashboard/+shared/quotes-attention.server";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { seedWithApiUsers } from "../support/api-users";
import { officeContext, sampleQuoteInput } from "../support/quotes";

// Wednesday March 4, 2026, 10:00 in Arizona: the week began on Monday March 2.
const NOW = new Date("2026-03-04T17:00:00Z");
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const customer = (now: Date) => ({ ip: "203.0.113.9", userAgent: "Mozilla/5.0", now });

let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

async function sentQuote(name: string, overrides = {}, at = hoursBefore(72)) {
  const created = createQuote(sampleQuoteInput({ customerName: name, ...overrides }), by, { now: at });
  if (!created.ok) throw new Error(created.error);
  const sent = await sendQuote(created.quote.id, by, { now: at });
  if (!sent.ok) throw new Error(sent.error);
  return { quote: sent.quote, token: new URL(sent.link).pathname.split("/").pop()! };
}

async function signedQuote(name: string) {
  const { quote, token } = await sentQuote(name);
  const values = acceptFormSchema.parse({ version: String(quote.version), consent: "on", name });
  const signed = await acceptQuote(token, values, customer(hoursBefore(48)));
  if (!signed.ok) throw new Error(signed.error);
  return loadQuote(quote.id)!;
}

const pay = (id: string, amountCents: number, paidAt: Date) => {
  const paid = recordPayment(id, { amountCents, paidAt, method: "check" }, by, { now: paidAt });
  if (!paid.ok) throw new Error(paid.error);
};

const ids = (list: { id: string }[]) => list.map((quote) => quote.id);

describe("quotes needing attention", () => {
  let asked: string,
    lapsedAsk: string,
    unpaid: string,
    part: string,
    paidThisWeek: string,
    paidLastWeek: string;
  let inThree: string, inFour: string, today: string, draft: string;
  let deposit = 0;

  beforeAll(async () => {
    const ask = await sentQuote("Asking Customer");
    const askedDone = await requestQuoteChanges(
      ask.token,
      { message: "Fewer stalls?" },
      customer(hoursBefore(5)),
    );
    if (!askedDone.ok) throw new Error(askedDone.error);
    asked = ask.quote.id;
    // Asked about, but its day passed on Tuesday: it reads as expired and waits for nothing.
    const lapsed = await sentQuote("Lapsed Customer", { validUntil: "2026-03-03" });
    await requestQuoteChanges(lapsed.token, { message: "Still open?" }, customer(hoursBefore(30)));
    lapsedAsk = lapsed.quote.id;

    const signed = await signedQuote("Unpaid Signer");
    unpaid = signed.id;
    deposit = totalsOf(signed).depositCents;
    part = (await signedQuote("Part Payer")).id;
    pay(part, 10_000, hoursBefore(3));
    paidThisWeek = (await signedQuote("Week Payer")).id;
    // Monday 00:30 in Arizona: inside this week.
    pay(paidThisWeek, deposit, new Date("2026-03-02T07:30:00Z"));
    paidLastWeek = (await signedQuote("Old Payer")).id;
    // Sunday 23:30 in Arizona (Monday 06:30 UTC): last week.
    pay(paidLastWeek, deposit, new Date("2026-03-02T06:30:00Z"));

    inThree = (await sentQuote("Three Days", { validUntil: "2026-03-07" })).quote.id;
    inFour = (await sentQuote("Four Days", { validUntil: "2026-03-08" })).quote.id;
    today = (await sentQuote("Last Day", { validUntil: "2026-03-04" })).quote.id;
    const unsent = createQuote(sampleQuoteInput({ validUntil: "2026-03-05" }), by, { now: hoursBefore(1) });
    if (!unsent.ok) throw new Error(unsent.error);
    draft = unsent.quote.id;
  });

  test("changes requested: open quotes only", () => {
    const lists = quotesNeedingAttention(NOW);
    expect(ids(lists.changesRequested)).toEqual([asked]);
    expect(ids(lists.changesRequested)).not.toContain(lapsedAsk);
  });

  test("signed awaiting deposit: what is still due of the signed deposit, paid ones left out", () => {
    const { awaitingDeposit } = quotesNeedingAttention(NOW);
    expect(ids(awaitingDeposit).sort()).toEqual([unpaid, part].sort());
    expect(awaitingDeposit.find((quote) => quote.id === unpaid)?.cents).toBe(deposit);
    expect(awaitingDeposit.find((quote) => quote.id === part)?.cents).toBe(deposit - 10_000);
    expect(ids(awaitingDeposit)).not.toContain(paidThisWeek);
  });

  test("deposits received this week: from Monday 00:00 in Arizona, last week's left out", () => {
    const { depositsThisWeek } = quotesNeedingAttention(NOW);
    expect(ids(depositsThisWeek)).toEqual([part, paidThisWeek]);
    expect(depositsThisWeek[1]).toMatchObject({ cents: deposit, when: "2026-03-02T07:30:00.000Z" });
    // The next Monday starts a new week.
    expect(quotesNeedingAttention(new Date("2026-03-09T08:00:00Z")).depositsThisWeek).toEqual([]);
  });

  test("expiring in 3 days: sent quotes whose last day is today to three days on, drafts left out", () => {
    const { expiringSoon } = quotesNeedingAttention(NOW);
    expect(ids(expiringSoon)).toEqual([today, inThree]);
    expect(ids(expiringSoon)).not.toContain(inFour);
    expect(ids(expiringSoon)).not.toContain(draft);
    // A day later the fourth-day quote comes in and today's has lapsed.
    expect(ids(quotesNeedingAttention(new Date("2026-03-05T17:00:00Z")).expiringSoon)).toEqual([
      inThree,
      inFour,
    ]);
  });

  test("the sidebar counts each quote once; the panel says it in words, money formatted on the server", () => {
    expect(countQuotesNeedingAttention(NOW)).toBe(6);
    const panel = quotesAttentionPanel(NOW);
    expect(panel.count).toBe(6);
    expect(panel.kinds.map((kind) => [kind.title, kind.quotes.length])).toEqual([
      ["Changes requested", 1],
      ["Signed, awaiting deposit", 2],
      ["Deposits received this week", 2],
      ["Expiring in 3 days", 2],
    ]);
    const part = panel.kinds[1]!.quotes.find((quote) => quote.customerName === "Part Payer");
    expect(part?.note).toMatch(/^\$[\d,]+\.\d\d deposit due, signed /);
  });

  test("the quotes list: Paid and Balance in cents from the server", () => {
    const table = loadTable("quotes", new URL("http://site.test/admin/quotes?q=Part%20Payer"));
    expect(table.columns).toEqual([
      "reference",
      "customerName",
      "totalCents",
      "paidCents",
      "balanceCents",
      "status",
      "sentAt",
    ]);
    expect(table.rows).toHaveLength(1);
    const [row] = table.rows;
    const total = totalsOf(loadQuote(part)!).totalCents;
    expect(row).toMatchObject({
      _id: part,
      paidCents: 10_000,
      balanceCents: total - 10_000,
      status: "accepted",
    });
  });
});
