// "Quotes needing attention": what the office should act on today, read for the dashboard's panel and the sidebar's
// count. Days and weeks are Arizona's (no daylight saving), as a quote's "Valid until" is. A signed quote's deposit is
// read from the document that was signed, never recomputed.
import { and, asc, between, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteAcceptances, quotePayments, quotes } from "~/db/schema";
import { addCalendarDays, arizonaDay, arizonaInstant, isoWeekday } from "~/utils/dates";
import { amountsDue } from "./money";

/** A quote in the panel: its link, whom it is for, and the one figure or day that says why it is listed. */
export type AttentionQuote = {
  id: string;
  reference: string;
  customerName: string;
  /** The amount the line names (the deposit still due, the deposits received), in cents. */
  cents?: number;
  /** The day or instant the line names (valid until, paid at), ISO. */
  when: string;
};

export type QuotesNeedingAttention = {
  changesRequested: AttentionQuote[];
  awaitingDeposit: AttentionQuote[];
  depositsThisWeek: AttentionQuote[];
  expiringSoon: AttentionQuote[];
  /** Distinct quotes across the four lists: the sidebar's count. */
  count: number;
};

/** A sent quote whose last day is today or one of the next three is "expiring in 3 days". */
const EXPIRING_WITHIN_DAYS = 3;

/** Monday 00:00 in Arizona of the week holding `now`. */
const startOfArizonaWeek = (now: Date) => {
  const today = arizonaDay(now);
  return arizonaInstant(addCalendarDays(today, 1 - isoWeekday(today)), "00:00");
};

const quoteColumns = { id: quotes.id, reference: quotes.reference, customerName: quotes.customerName };

/** The four lists of the panel at `now`. */
export function quotesNeedingAttention(now = new Date()): QuotesNeedingAttention {
  const today = arizonaDay(now);
  // Still open: a request whose quote's day has passed reads as expired (statusAt) and waits for nothing.
  const changesRequested = db
    .select({ ...quoteColumns, when: quotes.validUntil })
    .from(quotes)
    .where(and(eq(quotes.status, "changes_requested"), gte(quotes.validUntil, today)))
    .orderBy(asc(quotes.validUntil))
    .all();

  const paid = db
    .select({
      quoteId: quotePayments.quoteId,
      cents: sql<number>`sum(${quotePayments.amountCents})`.as("paid_cents"),
    })
    .from(quotePayments)
    .groupBy(quotePayments.quoteId)
    .as("paid");
  const awaitingDeposit = db
    .select({
      ...quoteColumns,
      acceptedAt: quoteAcceptances.acceptedAt,
      totalCents: sql<number>`json_extract(${quoteAcceptances.document}, '$.totalCents')`,
      depositCents: sql<number>`json_extract(${quoteAcceptances.document}, '$.depositCents')`,
      paidCents: sql<number>`coalesce(${paid.cents}, 0)`,
    })
    .from(quotes)
    .innerJoin(
      quoteAcceptances,
      and(eq(quoteAcceptances.quoteId, quotes.id), eq(quoteAcceptances.version, quotes.version)),
    )
    .leftJoin(paid, eq(paid.quoteId, quotes.id))
    .where(eq(quotes.status, "accepted"))
    .orderBy(asc(quoteAcceptances.acceptedAt))
    .all()
    .map((row) => ({ ...row, due: amountsDue(row, row.paidCents).depositDueCents }))
    .filter((row) => row.due > 0)
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      customerName: row.customerName,
      cents: row.due,
      when: row.acceptedAt.toISOString(),
    }));

  const depositsThisWeek = db
    .select({
      ...quoteColumns,
      cents: sql<number>`sum(${quotePayments.amountCents})`,
      lastPaidAt: sql<number>`max(${quotePayments.paidAt})`,
    })
    .from(quotePayments)
    .innerJoin(quotes, eq(quotes.id, quotePayments.quoteId))
    .where(between(quotePayments.paidAt, startOfArizonaWeek(now), now))
    .groupBy(quotes.id)
    .orderBy(sql`max(${quotePayments.paidAt}) desc`)
    .all()
    .map(({ lastPaidAt, ...row }) => ({ ...row, when: new Date(lastPaidAt).toISOString() }));

  const expiringSoon = db
    .select({ ...quoteColumns, when: quotes.validUntil })
    .from(quotes)
    .where(
      and(
        eq(quotes.status, "sent"),
        gte(quotes.validUntil, today),
        lte(quotes.validUntil, addCalendarDays(today, EXPIRING_WITHIN_DAYS)),
      ),
    )
    .orderBy(asc(quotes.validUntil))
    .all();

  const lists = { changesRequested, awaitingDeposit, depositsThisWeek, expiringSoon };
  const count = new Set(Object.values(lists).flatMap((list) => list.map((quote) => quote.id))).size;
  return { ...lists, count };
}

/** The sidebar's "Quotes" count: the quotes of the dashboard's panel. */
export const countQuotesNeedingAttention = (now = new Date()) => quotesNeedingAttention(now).count;
