// After a payment changes (recorded by hand, or read back from Stripe): the invoice's status follows its payments,
// and a contract whose invoices are all paid in full and cleared closes its job and marks its request "Paid". Inside
// the caller's transaction; the job's audit row is the caller's to write once it commits (`closedJob`).
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { estimates, invoices, jobs, quotes } from "~/db/schema";
import { addJobEvent } from "~/jobs/job-events.server";
import { allows } from "~/jobs/job-options";
import { loadJob } from "~/jobs/job-records.server";
import { contractPaidInFullOf, dueOf, loadInvoice, type InvoiceRecord } from "./invoice-records.server";
import type { InvoiceStatus } from "./lien-waivers";

/** The status an invoice's payments give it; a draft, void or objected invoice keeps its own. */
function statusFromPayments(invoice: InvoiceRecord): InvoiceStatus {
  if (invoice.status === "draft" || invoice.status === "void" || invoice.status === "objected")
    return invoice.status;
  const { paidCents, processingCents, amountDueCents } = dueOf(invoice);
  if (processingCents > 0) return "processing";
  if (amountDueCents === 0) return "paid";
  if (paidCents > 0) return "partially_paid";
  return invoice.events.some((event) => event.type === "viewed") ? "viewed" : "sent";
}

export type Settled = {
  invoice: InvoiceRecord;
  /** The job this payment closed (its contract now paid in full and cleared), for the caller's audit row. */
  closedJob: { id: string; reference: string } | null;
};

/**
 * Sets the status the invoice's payments give it. When that makes the contract paid in full and cleared, the quote's
 * job closes (only from `completed`, the jobs' own rule for "Close job"; a job still under way keeps its status) and
 * the quote's request is marked paid. A refund later reopens the invoice, never the job.
 */
export function settleInvoice(tx: Transaction, invoiceId: string, now: Date): Settled {
  const before = loadInvoice(invoiceId, tx)!;
  const status = statusFromPayments(before);
  if (status !== before.status)
    tx.update(invoices).set({ status, updatedAt: now }).where(eq(invoices.id, invoiceId)).run();
  const invoice = loadInvoice(invoiceId, tx)!;
  if (status !== "paid" || !contractPaidInFullOf(invoice.quoteId, tx, invoice))
    return { invoice, closedJob: null };
  const quote = tx
    .select({ estimateId: quotes.estimateId })
    .from(quotes)
    .where(eq(quotes.id, invoice.quoteId))
    .get();
  if (quote?.estimateId)
    tx.update(estimates)
      .set({ paidAt: now, updatedAt: now })
      .where(and(eq(estimates.id, quote.estimateId), isNull(estimates.paidAt)))
      .run();
  const jobRow = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.quoteId, invoice.quoteId)).get();
  const job = jobRow ? loadJob(jobRow.id, tx) : undefined;
  if (!job || !allows("close", job.status)) return { invoice, closedJob: null };
  tx.update(jobs)
    .set({ status: "closed", closedAt: now, sequence: job.sequence + 1, updatedAt: now })
    .where(eq(jobs.id, job.id))
    .run();
  addJobEvent(tx, job.id, "closed", now, { paidInFull: invoice.reference });
  return { invoice, closedJob: { id: job.id, reference: job.reference } };
}
