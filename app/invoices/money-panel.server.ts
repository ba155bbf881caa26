// The dashboard's "Money" panel: what was invoiced and received this month (Arizona's calendar month), what is
// outstanding aged by days past the due date (0–30, which holds what is not due yet, 31–60, 61–90 and over 90), and
// the overdue invoices. Integer cents, summed in SQL: one query for the month, one for the ageing, a bounded list.
import { and, asc, eq, gte, inArray, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { invoicePayments, invoices, quotePayments, quotes } from "~/db/schema";
import { arizonaDay, arizonaInstant, calendarDaysBetween } from "~/utils/dates";

/** Invoices that may still be owed: sent and not paid or void (an objected one is owed until it is settled). */
const OPEN_STATUSES = ["sent", "viewed", "partially_paid", "processing", "objected"] as const;
/** The overdue invoices the panel lists, oldest due first. */
const OVERDUE_SHOWN = 20;

const AGEING_BUCKETS = ["0–30 days", "31–60 days", "61–90 days", "Over 90 days"] as const;

/** What an open invoice still asks: what it is payable less its cleared and processing payments, never below 0. */
const owedCents = sql<number>`max(0, ${invoices.totalCents} - ${invoices.retentionCents}
  + ${invoices.retentionReleasedCents} - ${invoices.creditsCents}
  - coalesce((select sum(p.amount_cents) from ${invoicePayments} p
      where p.invoice_id = ${invoices.id} and p.status in ('cleared', 'processing')), 0))`;

/** The first day of the month after a YYYY-MM-DD day's. */
function nextMonthStart(day: string) {
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

export function moneyPanel(now = new Date()) {
  const today = arizonaDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = nextMonthStart(today);
  const [from, to] = [arizonaInstant(monthStart, "00:00"), arizonaInstant(monthEnd, "00:00")];

  const invoiced =
    db
      .select({ cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)` })
      .from(invoices)
      .where(
        and(
          notInArray(invoices.status, ["draft", "void"]),
          gte(invoices.issuedOn, monthStart),
          lt(invoices.issuedOn, monthEnd),
        ),
      )
      .get()?.cents ?? 0;
  const receivedOnInvoices =
    db
      .select({ cents: sql<number>`coalesce(sum(${invoicePayments.amountCents}), 0)` })
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.status, "cleared"),
          gte(invoicePayments.paidAt, from),
          lt(invoicePayments.paidAt, to),
        ),
      )
      .get()?.cents ?? 0;
  const receivedDeposits =
    db
      .select({ cents: sql<number>`coalesce(sum(${quotePayments.amountCents}), 0)` })
      .from(quotePayments)
      .where(and(gte(quotePayments.paidAt, from), lt(quotePayments.paidAt, to)))
      .get()?.cents ?? 0;

  // Days past due, by the Arizona calendar; what is not due yet ages as 0.
  const daysPastDue = sql<number>`cast(julianday(${today}) - julianday(${invoices.dueOn}) as integer)`;
  const bucket = sql<number>`case when ${daysPastDue} > 90 then 3 when ${daysPastDue} > 60 then 2
    when ${daysPastDue} > 30 then 1 else 0 end`;
  const ageing = db
    .select({ bucket, cents: sql<number>`sum(${owedCents})`, count: sql<number>`sum(${owedCents} > 0)` })
    .from(invoices)
    .where(and(inArray(invoices.status, OPEN_STATUSES), isNotNull(invoices.dueOn)))
    .groupBy(bucket)
    .all();
  const buckets = AGEING_BUCKETS.map((label, index) => {
    const row = ageing.find((entry) => entry.bucket === index);
    return { label, cents: row?.cents ?? 0, count: row?.count ?? 0 };
  });

  const overdueWhere = and(
    inArray(invoices.status, OPEN_STATUSES),
    isNotNull(invoices.dueOn),
    lt(invoices.dueOn, today),
    sql`${owedCents} > 0`,
  );
  const overdue = db
    .select({
      id: invoices.id,
      reference: invoices.reference,
      customer: quotes.customerName,
      dueOn: invoices.dueOn,
      owedCents,
    })
    .from(invoices)
    .innerJoin(quotes, eq(quotes.id, invoices.quoteId))
    .where(overdueWhere)
    .orderBy(asc(invoices.dueOn), asc(invoices.reference))
    .limit(OVERDUE_SHOWN)
    .all();
  const overdueCount =
    db
      .select({ count: sql<number>`count(*)` })
      .from(invoices)
      .where(overdueWhere)
      .get()?.count ?? 0;

  return {
    month: monthStart,
    invoicedCents: invoiced,
    receivedCents: receivedOnInvoices + receivedDeposits,
    outstandingCents: buckets.reduce((sum, entry) => sum + entry.cents, 0),
    buckets,
    overdue: overdue.map((row) => ({
      ...row,
      dueOn: row.dueOn!,
      daysOverdue: calendarDaysBetween(row.dueOn!, today),
    })),
    overdueCount,
    overdueMore: Math.max(0, overdueCount - overdue.length),
  };
}

export type MoneyPanel = ReturnType<typeof moneyPanel>;
