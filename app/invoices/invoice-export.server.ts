// The accounting export: the invoices sent in a period, one CSV row per invoice line, in the columns QuickBooks
// Online's invoice import maps by itself (InvoiceNo, Customer, InvoiceDate, DueDate, Terms, Memo,
// Item(Product/Service), ItemDescription, ItemQuantity, ItemRate, ItemAmount, ItemTaxCode, ItemTaxAmount), and the
// payments received in a period. Both are streamed a page at a time, so a year of invoices never sits in memory.
// Amounts are dollars written from integer cents; dates are MM/DD/YYYY, as a US QuickBooks company reads them.
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, notInArray, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { invoiceItems, invoicePayments, invoices, quotePayments, quotes } from "~/db/schema";
import { formatCents } from "~/quotes/money";
import { arizonaDay, arizonaInstant, isCalendarDate } from "~/utils/dates";
import { csvLine, type CsvValue } from "~/utils/csv";
import { INVOICE_PAYMENT_METHOD_LABELS } from "./invoice-options";

export const INVOICE_EXPORT_COLUMNS = [
  "InvoiceNo",
  "Customer",
  "InvoiceDate",
  "DueDate",
  "Terms",
  "Memo",
  "Item(Product/Service)",
  "ItemDescription",
  "ItemQuantity",
  "ItemRate",
  "ItemAmount",
  "ItemTaxCode",
  "ItemTaxAmount",
] as const;

export const PAYMENT_EXPORT_COLUMNS = [
  "Date",
  "InvoiceNo",
  "QuoteNo",
  "Customer",
  "Amount",
  "Method",
  "Status",
  "Reference",
] as const;

/** The item every line is booked to: QuickBooks Online's own default service item. */
const EXPORT_ITEM = "Services";
/** Invoices read per page of the stream (their lines come with them). */
const PAGE = 200;

export type ExportPeriod = { from: string | null; to: string | null };

/** "2026-03-04" -> "03/04/2026". */
const usDate = (day: string | null) =>
  day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : "";
const dollars = (cents: number) => cents / 100;

/**
 * The invoice's tax shared over its lines in proportion to their amounts, the remainders going to the largest
 * fractions, so the lines' tax adds up to the invoice's to the cent.
 */
export function apportion(totalCents: number, weights: readonly number[]): number[] {
  const base = weights.reduce((sum, weight) => sum + Math.abs(weight), 0);
  if (!weights.length) return [];
  if (base === 0) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  const exact = weights.map((weight) => (BigInt(totalCents) * BigInt(Math.abs(weight))) as bigint);
  const shares = exact.map((value) => Number(value / BigInt(base)));
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: Number(value % BigInt(base)) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] += Math.sign(left);
    left -= Math.sign(left);
  }
  return shares;
}

function memoOf(invoice: typeof invoices.$inferSelect) {
  const parts = [
    invoice.retentionCents ? `Retention withheld ${formatCents(invoice.retentionCents)}` : "",
    invoice.retentionReleasedCents ? `Retention released ${formatCents(invoice.retentionReleasedCents)}` : "",
    invoice.creditsCents ? `Deposit applied ${formatCents(invoice.creditsCents)}` : "",
  ].filter(Boolean);
  return parts.join("; ");
}

/** The invoices issued in the period (drafts have no date and are left out; void ones too), a page after `after`. */
function invoicePage(period: ExportPeriod, after: string | null, size: number) {
  return db
    .select({ invoice: invoices, customer: quotes.customerName })
    .from(invoices)
    .innerJoin(quotes, eq(quotes.id, invoices.quoteId))
    .where(
      and(
        notInArray(invoices.status, ["draft", "void"]),
        isNotNull(invoices.issuedOn),
        ...(period.from ? [gte(invoices.issuedOn, period.from)] : []),
        ...(period.to ? [lte(invoices.issuedOn, period.to)] : []),
        ...(after ? [gt(invoices.reference, after)] : []),
      ),
    )
    .orderBy(asc(invoices.reference))
    .limit(size)
    .all();
}

/** The CSV lines of one page of invoices, and the last reference read (null when the page was the last). */
function invoiceLines(period: ExportPeriod, after: string | null, size: number) {
  const page = invoicePage(period, after, size);
  if (!page.length) return { text: "", last: null };
  const items = db
    .select()
    .from(invoiceItems)
    .where(
      inArray(
        invoiceItems.invoiceId,
        page.map((row) => row.invoice.id),
      ),
    )
    .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position))
    .all();
  let text = "";
  for (const { invoice, customer } of page) {
    const lines = items.filter((item) => item.invoiceId === invoice.id);
    const taxes = apportion(
      invoice.taxCents,
      lines.map((line) => line.amountCents),
    );
    const memo = memoOf(invoice);
    lines.forEach((line, index) => {
      const row: CsvValue[] = [
        invoice.reference,
        customer,
        usDate(invoice.issuedOn),
        usDate(invoice.dueOn),
        `Net ${invoice.termsDays}`,
        memo,
        EXPORT_ITEM,
        line.description,
        line.quantityMilli / 1000,
        dollars(line.unitPriceCents),
        dollars(line.amountCents),
        invoice.taxCents ? "TAX" : "NON",
        dollars(taxes[index]),
      ];
      text += csvLine(row);
    });
  }
  return { text, last: page.length < size ? null : page[page.length - 1].invoice.reference };
}

/** A CSV stream: the header, then each page `next` gives until it answers no cursor. */
function pagedCsv<Cursor>(
  header: readonly string[],
  next: (cursor: Cursor | null) => { text: string; last: Cursor | null },
) {
  let cursor: Cursor | null = null;
  let done = false;
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(header)));
    },
    pull(controller) {
      if (done) return controller.close();
      const page = next(cursor);
      if (page.text) controller.enqueue(encoder.encode(page.text));
      if (page.last === null) {
        done = true;
        controller.close();
      } else cursor = page.last;
    },
  });
}

/** The invoices issued from `from` to `to` (Arizona days, both included), one row per line. */
export const invoicesCsv = (period: ExportPeriod, pageSize = PAGE) =>
  pagedCsv<string>(INVOICE_EXPORT_COLUMNS, (after) => invoiceLines(period, after, pageSize));

type PaymentCursor = { at: number; id: string };

/** A page of invoice payments and quote deposits received in the period, by date. */
function paymentLines(period: ExportPeriod, after: PaymentCursor | null, size: number) {
  const start = period.from ? arizonaInstant(period.from, "00:00") : null;
  const end = period.to ? arizonaInstant(period.to, "00:00") : null;
  const endBefore = end ? new Date(end.getTime() + 86_400_000) : null;
  const window = <T extends typeof invoicePayments | typeof quotePayments>(table: T) =>
    and(
      ...(start ? [gte(table.paidAt, start)] : []),
      ...(endBefore ? [lt(table.paidAt, endBefore)] : []),
      ...(after
        ? [
            or(
              gt(table.paidAt, new Date(after.at)),
              and(eq(table.paidAt, new Date(after.at)), gt(table.id, after.id)),
            ),
          ]
        : []),
    );
  const onInvoices = db
    .select({
      id: invoicePayments.id,
      paidAt: invoicePayments.paidAt,
      invoice: invoices.reference,
      quote: quotes.reference,
      customer: quotes.customerName,
      amountCents: invoicePayments.amountCents,
      method: invoicePayments.method,
      status: invoicePayments.status,
      providerRef: invoicePayments.providerRef,
      note: invoicePayments.note,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(quotes, eq(quotes.id, invoices.quoteId))
    .where(window(invoicePayments))
    .orderBy(asc(invoicePayments.paidAt), asc(invoicePayments.id))
    .limit(size)
    .all();
  const deposits = db
    .select({
      id: quotePayments.id,
      paidAt: quotePayments.paidAt,
      quote: quotes.reference,
      customer: quotes.customerName,
      amountCents: quotePayments.amountCents,
      method: quotePayments.method,
      providerRef: quotePayments.providerRef,
      note: quotePayments.note,
    })
    .from(quotePayments)
    .innerJoin(quotes, eq(quotes.id, quotePayments.quoteId))
    .where(window(quotePayments))
    .orderBy(asc(quotePayments.paidAt), asc(quotePayments.id))
    .limit(size)
    .all();
  const rows = [
    ...onInvoices,
    ...deposits.map((row) => ({ ...row, invoice: "", status: "cleared" as const })),
  ]
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, size);
  const text = rows
    .map((row) =>
      csvLine([
        usDate(arizonaDay(row.paidAt)),
        row.invoice,
        row.quote,
        row.customer,
        dollars(row.amountCents),
        INVOICE_PAYMENT_METHOD_LABELS[row.method],
        row.invoice ? PAYMENT_STATUS_LABELS[row.status] : "Deposit",
        [row.providerRef, row.note].filter(Boolean).join(" "),
      ]),
    )
    .join("");
  const lastRow = rows.at(-1);
  return {
    text,
    last: rows.length < size || !lastRow ? null : { at: lastRow.paidAt.getTime(), id: lastRow.id },
  };
}

const PAYMENT_STATUS_LABELS = {
  processing: "Processing",
  cleared: "Cleared",
  failed: "Failed",
  refunded: "Refunded",
} as const;

/** The payments received from `from` to `to` (Arizona days, both included): invoices' and quote deposits. */
export const paymentsCsv = (period: ExportPeriod, pageSize = PAGE) =>
  pagedCsv<PaymentCursor>(PAYMENT_EXPORT_COLUMNS, (after) => paymentLines(period, after, pageSize));

/** The period of `?from=&to=` (YYYY-MM-DD, either may be blank), or what is wrong with it. */
export function exportPeriodOf(url: URL): ExportPeriod | { error: string } {
  const day = (name: "from" | "to") => url.searchParams.get(name)?.trim() || null;
  const period = { from: day("from"), to: day("to") };
  for (const name of ["from", "to"] as const) {
    const value = period[name];
    if (value !== null && !isCalendarDate(value)) return { error: `${name} must be a date (YYYY-MM-DD)` };
  }
  if (period.from && period.to && period.from > period.to) return { error: "from must not be after to" };
  return period;
}

/** The download's answer: a streamed CSV named after its period, never cached. */
export function csvDownload(stream: ReadableStream<Uint8Array>, name: string, period: ExportPeriod) {
  const span = [period.from ?? "start", period.to ?? arizonaDay(new Date())].join("-to-");
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${span}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
