// "Put on hold", from scheduled or in progress, with a reason (Weather, Customer request, Materials, Other with a
// note); the customer is mailed "Your job J-… is on hold". "Resume job" goes back to where it was.
import type { EditContext } from "~/logs/audit.server";
import type { Clock } from "~/utils/result";
import { changeJob } from "./job-change.server";
import { HOLD_REASON_LABELS } from "./job-options";
import type { HoldInput } from "./job-schema";

export function holdJob(id: string, input: HoldInput, by: EditContext, { now = new Date() }: Clock = {}) {
  return changeJob(id, by, { move: "hold", now }, (_tx, job) => ({
    set: {
      status: "on_hold",
      statusBeforeHold: job.status,
      holdReason: input.holdReason,
      holdNote: input.holdNote,
    },
    event: { type: "on_hold", detail: { reason: input.holdReason, note: input.holdNote } },
    audit: {
      event: "job.hold",
      message: `Job ${job.reference} put on hold: ${HOLD_REASON_LABELS[input.holdReason]}`,
    },
    mail: { kind: "on_hold", reason: input.holdReason, note: input.holdNote },
  }));
}
