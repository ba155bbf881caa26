import type { Transaction } from "~/db/client.server";
import { jobEvents } from "~/db/schema";
import { createId } from "~/utils/id.server";
import type { JobEventType } from "./job-options";

/** Adds a line to a job's timeline, inside the caller's transaction. */
export function addJobEvent(
  tx: Transaction,
  jobId: string,
  type: JobEventType,
  at: Date,
  detail?: Record<string, unknown>,
) {
  tx.insert(jobEvents)
    .values({ id: createId(), jobId, type, at, detail: detail ?? null })
    .run();
}
