// What "Complete job" asks of a job before it may be completed: each check answers a refusal (with its field error)
// or null.
import type { Transaction } from "~/db/client.server";
import { refuseField, type Refusal } from "~/utils/result";
import { CLOSEOUT_MESSAGES } from "./closeout-options";
import { countAfterPhotos } from "./job-photos.server";
import type { JobRecord } from "./job-records.server";

export type CompletionCheck = (tx: Transaction, job: JobRecord) => Refusal | null;

const COMPLETION_CHECKS: CompletionCheck[] = [
  // A job is completed by the crew that worked on it.
  (_tx, job) => (job.crewId ? null : refuseField(409, "crewId", "Assign the crew that did the work first")),
  // The closeout: the customer is asked to review the finished work, so it is shown by at least one after photo.
  (tx, job) =>
    countAfterPhotos(job.id, tx) > 0 ? null : refuseField(409, "photos", CLOSEOUT_MESSAGES.noAfterPhoto),
];

/** The first check the job fails, or null when it may be completed. */
export function completionRefusal(tx: Transaction, job: JobRecord): Refusal | null {
  for (const check of COMPLETION_CHECKS) {
    const refusal = check(tx, job);
    if (refusal) return refusal;
  }
  return null;
}
