// "Start job": scheduled → in progress, recording the first day of work (the "first furnished" date the Arizona lien
// statutes count the preliminary notice's 20 days from). A job starts with a crew.
import type { EditContext } from "~/logs/audit.server";
import { refuseField, type Clock } from "~/utils/result";
import { arizonaDay } from "~/utils/dates";
import { changeJob } from "./job-change.server";
import { JOB_MESSAGES } from "./job-options";

export function startJob(
  id: string,
  input: { firstFurnishedOn: string | null },
  by: EditContext,
  { now = new Date() }: Clock = {},
) {
  return changeJob(id, by, { move: "start", now }, (_tx, job) => {
    if (!job.crewId) return refuseField(409, "crewId", JOB_MESSAGES.crewRequiredToStart);
    const firstFurnishedOn = input.firstFurnishedOn ?? arizonaDay(now);
    return {
      set: { status: "in_progress", firstFurnishedOn },
      event: { type: "started", detail: { firstFurnishedOn } },
      audit: { event: "job.start", message: `Job ${job.reference} started on ${firstFurnishedOn}` },
    };
  });
}
