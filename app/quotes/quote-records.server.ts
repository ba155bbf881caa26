// Reading quotes: one quote with its lines, choices, payments, timeline and signatures, the list of quotes, and the
// facts every use case asks of a quote (its totals, whether its day has passed, the status a reader sees).
import { asc, desc, eq, inArray } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import {
  quoteAcceptances,
  quoteChosenItems,
  quoteEvents,
  quoteItems,
  quoteLinks,
  quotePayments,
  quotes,
} from "~/db/schema";
import { arizonaDay } from "~/utils/dates";
import { amountsDue, quoteTotals, type QuoteTotals } from "./money";
import type { QuoteStatus } from "./quote-options";
import { hashLinkToken } from "./quote-links.server";

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteItemRow = typeof quoteItems.$inferSelect;
export type QuotePaymentRow = typeof quotePayments.$inferSelect;
export type QuoteEventRow = typeof quoteEvents.$inferSelect;
export type QuoteAcceptanceRow = typeof quoteAcceptances.$inferSelect;

export type QuoteRecord = QuoteRow & {
  items: QuoteItemRow[];
  chosenItemIds: string[];
  payments: QuotePaymentRow[];
  events: QuoteEventRow[];
  /** Every signature, oldest first: a revised quote keeps the ones of its earlier versions. */
  acceptances: QuoteAcceptanceRow[];
};

type Reader = Pick<Transaction, "select">;

/** One quote with everything that belongs to it, or undefined; inside a transaction when given one. */
export function loadQuote(id: string, reader: Reader = db): QuoteRecord | undefined {
  const quote = reader.select().from(quotes).where(eq(quotes.id, id)).get();
  if (!quote) return undefined;
  return {
    ...quote,
    items: reader
      .select()
      .from(quoteItems)
      .where(eq(quoteItems.quoteId, id))
      .orderBy(asc(quoteItems.position))
      .all(),
    chosenItemIds: reader
      .select({ itemId: quoteChosenItems.itemId })
      .from(quoteChosenItems)
      .where(eq(quoteChosenItems.quoteId, id))
      .all()
      .map((row) => row.itemId),
    payments: reader
      .select()
      .from(quotePayments)
      .where(eq(quotePayments.quoteId, id))
      .orderBy(asc(quotePayments.paidAt))
      .all(),
    events: reader
      .select()
      .from(quoteEvents)
      .where(eq(quoteEvents.quoteId, id))
      .orderBy(asc(quoteEvents.at))
      .all(),
    acceptances: reader
      .select()
      .from(quoteAcceptances)
      .where(eq(quoteAcceptances.quoteId, id))
      .orderBy(asc(quoteAcceptances.version))
      .all(),
  };
}

/** The quote a customer's link opens, or undefined for a token that names none. */
export function quoteIdForToken(token: string, reader: Reader = db) {
  if (!token || token.length > 200) return undefined;
  return reader
    .select({ quoteId: quoteLinks.quoteId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, hashLinkToken(token)))
    .get()?.quoteId;
}

/** What was paid on a quote, in cents. */
export const paidCentsOf = (quote: Pick<QuoteRecord, "payments">) =>
  quote.payments.reduce((sum, payment) => sum + payment.amountCents, 0);

/** The quote's totals for the optional items chosen so far, what was paid, and what is still due. */
export function totalsOf(
  quote: Pick<
    QuoteRecord,
    | "items"
    | "chosenItemIds"
    | "taxRateBps"
    | "taxClassification"
    | "depositType"
    | "depositValue"
    | "payments"
  >,
) {
  const totals: QuoteTotals = quoteTotals(
    quote.items,
    quote.chosenItemIds,
    quote.taxRateBps,
    { type: quote.depositType, value: quote.depositValue },
    quote.taxClassification,
  );
  const paidCents = paidCentsOf(quote);
  return { ...totals, paidCents, ...amountsDue(totals, paidCents) };
}

/** Whether the "Valid until" day has ended in Arizona at `now`. */
export const isPastValidUntil = (validUntil: string, now: Date) => arizonaDay(now) > validUntil;

/** A sent quote whose day has passed reads as expired even before the periodic job has marked it. */
export function statusAt(quote: Pick<QuoteRow, "status" | "validUntil">, now: Date): QuoteStatus {
  const waiting = quote.status === "sent" || quote.status === "changes_requested";
  return waiting && isPastValidUntil(quote.validUntil, now) ? "expired" : quote.status;
}

/** The signature of the quote's current version, if it has one. */
export const currentAcceptance = (quote: Pick<QuoteRecord, "acceptances" | "version">) =>
  quote.acceptances.find((acceptance) => acceptance.version === quote.version) ?? null;

/** The latest signature of any version (what the customer's page shows while a revision is a draft). */
export const latestAcceptance = (quote: Pick<QuoteRecord, "acceptances">) => quote.acceptances.at(-1) ?? null;

export type QuoteListFilter = { status?: QuoteStatus };

/** Every quote, newest first, with what a list shows (lines, choices and payments for the totals). */
export function listQuotes(filter: QuoteListFilter = {}, now = new Date()): QuoteRecord[] {
  const rows = db.select().from(quotes).orderBy(desc(quotes.createdAt)).all();
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const group = <T extends { quoteId: string }>(list: T[]) => {
    const byQuote = new Map<string, T[]>();
    for (const row of list) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
    return byQuote;
  };
  const items = group(
    db
      .select()
      .from(quoteItems)
      .where(inArray(quoteItems.quoteId, ids))
      .orderBy(asc(quoteItems.position))
      .all(),
  );
  const chosen = group(
    db.select().from(quoteChosenItems).where(inArray(quoteChosenItems.quoteId, ids)).all(),
  );
  const payments = group(
    db
      .select()
      .from(quotePayments)
      .where(inArray(quotePayments.quoteId, ids))
      .orderBy(asc(quotePayments.paidAt))
      .all(),
  );
  const events = group(
    db.select().from(quoteEvents).where(inArray(quoteEvents.quoteId, ids)).orderBy(asc(quoteEvents.at)).all(),
  );
  const acceptances = group(
    db
      .select()
      .from(quoteAcceptances)
      .where(inArray(quoteAcceptances.quoteId, ids))
      .orderBy(asc(quoteAcceptances.version))
      .all(),
  );
  return rows
    .map((row) => ({
      ...row,
      items: items.get(row.id) ?? [],
      chosenItemIds: (chosen.get(row.id) ?? []).map((choice) => choice.itemId),
      payments: payments.get(row.id) ?? [],
      events: events.get(row.id) ?? [],
      acceptances: acceptances.get(row.id) ?? [],
    }))
    .filter((quote) => !filter.status || statusAt(quote, now) === filter.status);
}
