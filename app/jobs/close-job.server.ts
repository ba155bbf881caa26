// "Close job": a completed job paid in full. By hand for now; the invoices close a job when its balance is paid.
import type { EditContext } from "~/logs/audit.server";
import type { Clock } from "~/utils/result";
import { changeJob } from "./job-change.server";

export function closeJob(id: string, by: EditContext, { now = new Date() }: Clock = {}) {
  return changeJob(id, by, { move: "close", now }, (_tx, job) => ({
    set: { status: "closed", closedAt: now },
    event: { type: "closed" },
    audit: { event: "job.close", message: `Job ${job.reference} closed` },
  }));
}
