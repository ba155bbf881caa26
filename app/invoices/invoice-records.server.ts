// Reading invoices: one invoice with its lines, payments and timeline, the list, a quote's invoices, and the contract
// an invoice bills (the accepted quote's totals, its tax classification and the deposit paid on it).
import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { invoiceEvents, invoiceItems, invoiceLinks, invoicePayments, invoices, jobs } from "~/db/schema";
import { approvedChangeOrderTotals } from "~/jobs/change-order-records.server";
import { contractValueCents } from "~/jobs/contract-value";
import { paidCentsOf, totalsOf, type QuoteRecord } from "~/quotes/quote-records.server";
import { rateThousandthsFromBps } from "~/quotes/tax-classification";
import { hashLinkToken } from "~/quotes/quote-links.server";
import { invoiceDue, type BilledInvoice, type InvoiceContract } from "./invoice-money";
import { availableLienWaivers, type InvoiceStatus, type WaiverPaymentState } from "./lien-waivers";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type InvoiceEventRow = typeof invoiceEvents.$inferSelect;

export type InvoiceRecord = InvoiceRow & {
  items: InvoiceItemRow[];
  payments: InvoicePaymentRow[];
  events: InvoiceEventRow[];
};

type Reader = Pick<Transaction, "select">;

export function loadInvoice(id: string, reader: Reader = db): InvoiceRecord | undefined {
  const invoice = reader.select().from(invoices).where(eq(invoices.id, id)).get();
  if (!invoice) return undefined;
  return {
    ...invoice,
    items: reader
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id))
      .orderBy(asc(invoiceItems.position))
      .all(),
    payments: reader
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(asc(invoicePayments.paidAt))
      .all(),
    events: reader
      .select()
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, id))
      .orderBy(asc(invoiceEvents.at))
      .all(),
  };
}

/** The invoice a customer's link opens, or undefined for a token that names none. */
export function invoiceIdForToken(token: string, reader: Reader = db) {
  if (!token || token.length > 200) return undefined;
  return reader
    .select({ invoiceId: invoiceLinks.invoiceId })
    .from(invoiceLinks)
    .where(eq(invoiceLinks.tokenHash, hashLinkToken(token)))
    .get()?.invoiceId;
}

/** What an invoice asks before payments: its total, less retention and credits, plus retention released. */
const payableOf = (
  invoice: Pick<InvoiceRow, "totalCents" | "retentionCents" | "retentionReleasedCents" | "creditsCents">,
) => invoice.totalCents - invoice.retentionCents + invoice.retentionReleasedCents - invoice.creditsCents;

/** An invoice's paid, processing and due amounts. */
export const dueOf = (invoice: InvoiceRecord) =>
  invoiceDue({ payableCents: payableOf(invoice) }, invoice.payments);

/** The job of a quote's contract, when it has one: its id and the retention its progress invoices withhold. */
export const invoiceJobOf = (quoteId: string, reader: Reader = db) =>
  reader
    .select({ id: jobs.id, reference: jobs.reference, retentionBps: jobs.retentionBps })
    .from(jobs)
    .where(eq(jobs.quoteId, quoteId))
    .get();

/**
 * The contract a quote's invoices bill: its accepted total and tax rule, plus the approved change orders of its job
 * (the contract value, app/jobs/contract-value.ts), and what was paid on the quote (the deposit).
 */
export function contractOf(quote: QuoteRecord, reader: Reader = db): InvoiceContract {
  const totals = totalsOf(quote);
  const job = invoiceJobOf(quote.id, reader);
  const orders = job ? approvedChangeOrderTotals(job.id, reader) : [];
  return {
    subtotalCents: orders.reduce((sum, order) => sum + order.subtotalCents, totals.subtotalCents),
    totalCents: contractValueCents({
      acceptedTotalCents: totals.totalCents,
      approvedChangeOrderCents: orders.map((order) => order.totalCents),
    }),
    classification: quote.taxClassification,
    rateThousandths: rateThousandthsFromBps(quote.taxRateBps),
    depositPaidCents: paidCentsOf(quote),
  };
}

/** The invoices of a quote that are not void (what its contract has billed), oldest first; `except` left out. */
export function billedOf(
  quoteId: string,
  reader: Reader = db,
  except?: string,
): (BilledInvoice & InvoiceRow)[] {
  return reader
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.quoteId, quoteId),
        ne(invoices.status, "void"),
        ...(except ? [ne(invoices.id, except)] : []),
      ),
    )
    .orderBy(asc(invoices.createdAt))
    .all();
}

/** Every invoice of a quote, void ones too, oldest first. */
export const invoicesOfQuote = (quoteId: string, reader: Reader = db) =>
  reader.select().from(invoices).where(eq(invoices.quoteId, quoteId)).orderBy(asc(invoices.createdAt)).all();

export type InvoiceListFilter = { status?: InvoiceStatus; quoteId?: string; jobId?: string };

/** Every invoice, newest first, with its payments (for what is due). */
export function listInvoices(filter: InvoiceListFilter = {}): InvoiceRecord[] {
  const rows = db
    .select()
    .from(invoices)
    .where(
      and(
        ...(filter.status ? [eq(invoices.status, filter.status)] : []),
        ...(filter.quoteId ? [eq(invoices.quoteId, filter.quoteId)] : []),
        ...(filter.jobId ? [eq(invoices.jobId, filter.jobId)] : []),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .all();
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const group = <T extends { invoiceId: string }>(list: T[]) => {
    const byInvoice = new Map<string, T[]>();
    for (const row of list) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
    return byInvoice;
  };
  const items = group(
    db
      .select()
      .from(invoiceItems)
      .where(inArray(invoiceItems.invoiceId, ids))
      .orderBy(asc(invoiceItems.position))
      .all(),
  );
  const payments = group(
    db
      .select()
      .from(invoicePayments)
      .where(inArray(invoicePayments.invoiceId, ids))
      .orderBy(asc(invoicePayments.paidAt))
      .all(),
  );
  const events = group(
    db
      .select()
      .from(invoiceEvents)
      .where(inArray(invoiceEvents.invoiceId, ids))
      .orderBy(asc(invoiceEvents.at))
      .all(),
  );
  return rows.map((row) => ({
    ...row,
    items: items.get(row.id) ?? [],
    payments: payments.get(row.id) ?? [],
    events: events.get(row.id) ?? [],
  }));
}

/**
 * The payment state the lien waivers are offered from: this invoice's payments, and whether the whole contract is
 * paid in full and cleared (a final invoice written, and every invoice of the quote that is not void paid with
 * nothing processing).
 */
function waiverStateOf(invoice: InvoiceRecord, reader: Reader = db): WaiverPaymentState {
  const siblings = billedOf(invoice.quoteId, reader).map((row) =>
    row.id === invoice.id ? invoice : loadInvoice(row.id, reader)!,
  );
  const contractPaidInFull =
    siblings.some((row) => row.kind === "final") &&
    siblings.every((row) => {
      const due = dueOf(row);
      return row.status === "paid" && due.amountDueCents === 0 && due.processingCents === 0;
    });
  return {
    kind: invoice.kind,
    status: invoice.status,
    payableCents: payableOf(invoice),
    payments: invoice.payments,
    disputed: false,
    contractPaidInFull,
  };
}

/** The four waivers and whether each is available now. */
export const waiversOf = (invoice: InvoiceRecord, reader: Reader = db) =>
  availableLienWaivers(waiverStateOf(invoice, reader));
