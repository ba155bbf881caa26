// "Resume job": an on-hold job goes back to the status it was put on hold from.
import type { EditContext } from "~/logs/audit.server";
import type { Clock } from "~/utils/result";
import { changeJob } from "./job-change.server";
import { JOB_STATUS_LABELS } from "./job-options";

export function resumeJob(id: string, by: EditContext, { now = new Date() }: Clock = {}) {
  return changeJob(id, by, { move: "resume", now }, (_tx, job) => {
    const status = job.statusBeforeHold === "in_progress" ? "in_progress" : "scheduled";
    return {
      set: { status, statusBeforeHold: null, holdReason: null, holdNote: "" },
      event: { type: "resumed", detail: { status } },
      audit: {
        event: "job.resume",
        message: `Job ${job.reference} resumed: ${JOB_STATUS_LABELS[status].toLowerCase()}`,
      },
    };
  });
}
