// "Void" and "Void and reissue": a sent invoice is never edited. Voiding keeps it in the history, no longer billed;
// a reissue writes a new draft with the same measure in the same transaction, computed against what is billed now.
import { eq } from "drizzle-orm";
import { invoices } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, type Clock, type Result } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import { INVOICE_MESSAGES } from "./invoice-options";
import { loadInvoice, type InvoiceRecord } from "./invoice-records.server";
import { insertInvoice, writeInvoice } from "./write-invoice.server";

export function voidInvoice(
  id: string,
  by: EditContext,
  { now = new Date(), reissue = false }: Clock & { reissue?: boolean } = {},
): Result<{ invoice: InvoiceRecord; reissued: InvoiceRecord | null }> {
  const result = writeInvoice(id, (tx, current) => {
    if (current.status === "void") return refuse(409, INVOICE_MESSAGES.alreadyVoid);
    if (current.payments.some((payment) => payment.status === "cleared" || payment.status === "processing"))
      return refuse(409, INVOICE_MESSAGES.paidCannotVoid);
    tx.update(invoices)
      .set({ status: "void", voidedAt: now, updatedAt: now })
      .where(eq(invoices.id, id))
      .run();
    addInvoiceEvent(tx, id, "voided", now);
    if (!reissue) return { reissued: null };
    const written = insertInvoice(
      tx,
      current.quoteId,
      {
        kind: current.kind,
        basis: current.basis,
        termsDays: current.termsDays,
        retentionBps: current.retentionBps,
      },
      by,
      now,
      id,
    );
    if ("ok" in written) return written;
    addInvoiceEvent(tx, id, "reissued", now, { invoiceId: written.id });
    return { reissued: loadInvoice(written.id, tx)! };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "invoice.void",
    message: result.reissued
      ? `Invoice ${result.invoice.reference} voided and reissued as ${result.reissued.reference}`
      : `Invoice ${result.invoice.reference} voided`,
    detail: { invoiceId: id, ...(result.reissued ? { reissuedId: result.reissued.id } : {}) },
  });
  return result;
}
