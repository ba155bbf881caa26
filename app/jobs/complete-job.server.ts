// "Complete job": in progress → completed, once every completion check passes (job-completion-checks.server.ts). The
// customer is mailed "please review it" with the link to the page where they confirm the work or report a problem,
// queued in the same transaction.
import type { EditContext } from "~/logs/audit.server";
import type { Clock } from "~/utils/result";
import { changeJob } from "./job-change.server";
import { completionRefusal } from "./job-completion-checks.server";

export function completeJob(id: string, by: EditContext, { now = new Date() }: Clock = {}) {
  return changeJob(id, by, { move: "complete", now }, (tx, job) => {
    const refusal = completionRefusal(tx, job);
    if (refusal) return refusal;
    return {
      set: { status: "completed", completedAt: now },
      event: { type: "completed" },
      audit: { event: "job.complete", message: `Job ${job.reference} completed` },
      mail: { kind: "completed" },
    };
  });
}
