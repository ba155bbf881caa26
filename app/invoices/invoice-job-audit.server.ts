// The audit row of a job that a payment closed (its contract paid in full and cleared), written once the payment's
// transaction has committed, by whoever recorded it (the office, or the payment provider's webhook).
import { audit, logEvent, type LogContext, type RequestContext } from "~/logs/audit.server";
import type { Settled } from "./settle-invoice.server";

export function auditClosedJob(
  by: RequestContext | LogContext,
  job: Settled["closedJob"],
  invoice: { id: string; reference: string },
) {
  if (!job) return;
  const entry = {
    event: "job.close",
    message: `Job ${job.reference} closed: paid in full with invoice ${invoice.reference}`,
    detail: { jobId: job.id, reference: job.reference, status: "closed", invoiceId: invoice.id },
  };
  if ("request" in by) audit(by, entry);
  else logEvent(by, entry);
}
