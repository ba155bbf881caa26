// "Record payment" on an invoice: a check (with its number in the note), cash, a transfer or a card taken by the
// office; it may be partial, never more than is due. The invoice's status follows what is paid.
import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { invoicePayments, invoices } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { formatCents } from "~/quotes/money";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import { INVOICE_MESSAGES, type InvoicePaymentMethod } from "./invoice-options";
import { dueOf, loadInvoice, type InvoiceRecord } from "./invoice-records.server";
import type { InvoiceStatus } from "./lien-waivers";
import { writeInvoice } from "./write-invoice.server";

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

/** Sets the status the invoice's payments give it, inside the caller's transaction. */
function settleInvoiceStatus(tx: Transaction, invoiceId: string, now: Date) {
  const invoice = loadInvoice(invoiceId, tx)!;
  const status = statusFromPayments(invoice);
  if (status !== invoice.status)
    tx.update(invoices).set({ status, updatedAt: now }).where(eq(invoices.id, invoiceId)).run();
}

export function recordInvoicePayment(
  id: string,
  values: { amountCents: number; paidAt: Date; method: InvoicePaymentMethod; note?: string },
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ invoice: InvoiceRecord }> {
  const result = writeInvoice(id, (tx, invoice) => {
    if (invoice.status === "draft" || invoice.status === "void")
      return refuse(409, INVOICE_MESSAGES.notPayable);
    const { amountDueCents } = dueOf(invoice);
    if (values.amountCents > amountDueCents)
      return refuseField(400, "amount", INVOICE_MESSAGES.tooLargePayment(formatCents(amountDueCents)));
    tx.insert(invoicePayments)
      .values({
        id: createId(),
        invoiceId: id,
        amountCents: values.amountCents,
        method: values.method,
        status: "cleared",
        paidAt: values.paidAt,
        note: values.note ?? "",
        recordedBy: by.actor.id,
        createdAt: now,
      })
      .run();
    addInvoiceEvent(tx, id, "payment", now, { amountCents: values.amountCents, method: values.method });
    settleInvoiceStatus(tx, id, now);
    return {};
  });
  if (!result.ok) return result;
  audit(by, {
    event: "invoice.payment",
    message: `Payment of ${formatCents(values.amountCents)} (${values.method}) recorded on invoice ${result.invoice.reference}`,
    detail: { invoiceId: id, amountCents: values.amountCents, method: values.method },
  });
  return result;
}
