// "Record payment" on an invoice: a check (with its number in the note), cash, a transfer or a card taken by the
// office; it may be partial, never more than is due. It clears at once, so its receipt is mailed in the same
// transaction; the invoice's status follows what is paid, and a contract paid in full closes its job.
import { invoicePayments } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { deliverQueued } from "~/mail/send-email.server";
import { formatCents } from "~/quotes/money";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import { INVOICE_MESSAGES, type InvoicePaymentMethod } from "./invoice-options";
import { queueReceipt } from "./invoice-receipts.server";
import { dueOf, type InvoiceRecord } from "./invoice-records.server";
import { auditClosedJob } from "./invoice-job-audit.server";
import { settleInvoice, type Settled } from "./settle-invoice.server";
import { writeInvoice } from "./write-invoice.server";

export function recordInvoicePayment(
  id: string,
  values: { amountCents: number; paidAt: Date; method: InvoicePaymentMethod; note?: string },
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ invoice: InvoiceRecord }> {
  const mails: OutboxRow[] = [];
  let closedJob: Settled["closedJob"] = null;
  const result = writeInvoice(id, (tx, invoice) => {
    if (invoice.status === "draft" || invoice.status === "void")
      return refuse(409, INVOICE_MESSAGES.notPayable);
    const { amountDueCents } = dueOf(invoice);
    if (values.amountCents > amountDueCents)
      return refuseField(400, "amount", INVOICE_MESSAGES.tooLargePayment(formatCents(amountDueCents)));
    const paymentId = createId();
    tx.insert(invoicePayments)
      .values({
        id: paymentId,
        invoiceId: id,
        amountCents: values.amountCents,
        method: values.method,
        status: "cleared",
        paidAt: values.paidAt,
        clearedAt: values.paidAt,
        note: values.note ?? "",
        recordedBy: by.actor.id,
        createdAt: now,
      })
      .run();
    addInvoiceEvent(tx, id, "payment", now, { amountCents: values.amountCents, method: values.method });
    closedJob = settleInvoice(tx, id, now).closedJob;
    mails.push(queueReceipt(tx, id, paymentId, now));
    return {};
  });
  if (!result.ok) return result;
  deliverQueued(mails);
  audit(by, {
    event: "invoice.payment",
    message: `Payment of ${formatCents(values.amountCents)} (${values.method}) recorded on invoice ${result.invoice.reference}`,
    detail: { invoiceId: id, amountCents: values.amountCents, method: values.method },
  });
  auditClosedJob(by, closedJob, result.invoice);
  return result;
}
