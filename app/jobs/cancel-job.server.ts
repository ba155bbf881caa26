// "Cancel job", from scheduled or on hold, with a reason: the customer is mailed "Your job J-… is cancelled" with a
// METHOD:CANCEL of the same event, and the crew's feed marks it STATUS:CANCELLED.
import type { EditContext } from "~/logs/audit.server";
import type { Clock } from "~/utils/result";
import { changeJob } from "./job-change.server";

export function cancelJob(
  id: string,
  input: { cancelReason: string },
  by: EditContext,
  { now = new Date() }: Clock = {},
) {
  return changeJob(id, by, { move: "cancel", now }, (_tx, job) => ({
    set: { status: "cancelled", cancelledAt: now, cancelReason: input.cancelReason },
    event: { type: "cancelled", detail: { reason: input.cancelReason } },
    audit: { event: "job.cancel", message: `Job ${job.reference} cancelled: ${input.cancelReason}` },
    mail: { kind: "cancelled", reason: input.cancelReason },
  }));
}
