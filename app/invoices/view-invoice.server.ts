// The customer opens the invoice's link: the first time, a sent invoice becomes viewed (one transaction with its
// timeline line, then the audit row); later views and other statuses record nothing.
import { and, eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { audit, type RequestContext } from "~/logs/audit.server";
import type { Clock } from "~/utils/result";
import { addInvoiceEvent } from "./invoice-events.server";
import { invoicePageView, type InvoicePageView } from "./invoice-page.server";
import { invoiceIdForToken } from "./invoice-records.server";

export function viewInvoice(
  token: string,
  by: RequestContext,
  { now = new Date() }: Clock = {},
): InvoicePageView | undefined {
  const id = invoiceIdForToken(token);
  if (!id) return undefined;
  const viewed = writeTransaction((tx) => {
    // Only a sent invoice moves, so two first views at once mark it once.
    const moved = tx
      .update(invoices)
      .set({ status: "viewed", updatedAt: now })
      .where(and(eq(invoices.id, id), eq(invoices.status, "sent")))
      .run();
    if (moved.changes === 0) return undefined;
    addInvoiceEvent(tx, id, "viewed", now);
    return tx.select({ reference: invoices.reference }).from(invoices).where(eq(invoices.id, id)).get();
  });
  if (viewed)
    audit(by, {
      event: "invoice.view",
      message: `Invoice ${viewed.reference} viewed by the customer`,
      detail: { invoiceId: id },
    });
  return invoicePageView(token, now);
}
