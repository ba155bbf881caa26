import type { Transaction } from "~/db/client.server";
import { invoiceEvents } from "~/db/schema";
import { createId } from "~/utils/id.server";
import type { InvoiceEventType } from "./invoice-options";

/** Adds a line to an invoice's timeline, inside the caller's transaction. */
export function addInvoiceEvent(
  tx: Transaction,
  invoiceId: string,
  type: InvoiceEventType,
  at: Date,
  detail?: Record<string, unknown>,
) {
  tx.insert(invoiceEvents)
    .values({ id: createId(), invoiceId, type, at, detail: detail ?? null })
    .run();
}
