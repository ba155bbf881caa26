// What "Complete job" asks of a job before it may be completed: each check answers a refusal (with its field error)
// or null. The closeout (after photos) adds its own check to this list.
import type { Transaction } from "~/db/client.server";
import { refuseField, type Refusal } from "~/utils/result";
import type { JobRecord } from "./job-records.server";

export type CompletionCheck = (tx: Transaction, job: JobRecord) => Refusal | null;

const COMPLETION_CHECKS: CompletionCheck[] = [
  // A job is completed by the crew that worked on it.
  (_tx, job) => (job.crewId ? null : refuseField(409, "crewId", "Assign the crew that did the work first")),
];

/** The first check the job fails, or null when it may be completed. */
export function completionRefusal(tx: Transaction, job: JobRecord): Refusal | null {
  for (const check of COMPLETION_CHECKS) {
    const refusal = check(tx, job);
    if (refusal) return refusal;
  }
  return null;
}
