// Rescheduling, the same form as scheduling: new dates, window, crew or note. Any change raises the calendar's
// SEQUENCE (the crew's feed shows it); new dates or a new window also mail the customer "New dates for your job J-…"
// with the updated invitation (same UID).
import type { EditContext } from "~/logs/audit.server";
import { refuseField, type Clock } from "~/utils/result";
import { changeJob } from "./job-change.server";
import { JOB_MESSAGES } from "./job-options";
import type { ScheduleInput } from "./job-schema";
import { unknownCrew } from "./schedule-job.server";

const FIELDS = ["startDate", "endDate", "arrivalStart", "arrivalEnd", "crewId", "crewNote"] as const;
const CUSTOMER_FIELDS = new Set<string>(["startDate", "endDate", "arrivalStart", "arrivalEnd"]);

export function rescheduleJob(
  id: string,
  input: ScheduleInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
) {
  return changeJob(id, by, { move: "reschedule", now }, (tx, job) => {
    const changed = FIELDS.filter((field) => job[field] !== input[field]);
    if (!changed.length) return null;
    const crew = unknownCrew(tx, input.crewId);
    if (crew) return crew;
    // Once work has begun the job keeps a crew.
    if (!input.crewId && job.status !== "scheduled" && job.firstFurnishedOn)
      return refuseField(400, "crewId", JOB_MESSAGES.crewRequiredToStart);
    const from = Object.fromEntries(changed.map((field) => [field, job[field]]));
    const to = Object.fromEntries(changed.map((field) => [field, input[field]]));
    return {
      set: { ...input },
      event: { type: "rescheduled", detail: { from, to } },
      audit: { event: "job.reschedule", message: `Job ${job.reference} changed: ${changed.join(", ")}` },
      mail: changed.some((field) => CUSTOMER_FIELDS.has(field)) ? { kind: "rescheduled" } : undefined,
    };
  });
}
