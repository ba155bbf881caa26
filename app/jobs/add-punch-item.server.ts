// "Add" on a job's punch list: a short item of work left to do, from the office (the customer's come through "Report
// a problem"). One transaction: the item and its timeline line; then the audit row.
import { writeTransaction, type Transaction } from "~/db/client.server";
import { jobPunchItems, type punchItemSources } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Clock, type Refusal, type Result } from "~/utils/result";
import { CLOSEOUT_LIMITS, CLOSEOUT_MESSAGES } from "./closeout-options";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import type { JobRecord } from "./job-records.server";
import { loadJob } from "./job-records.server";
import { countPunchItems } from "./punch-list.server";

/** A job whose punch list may still change: not closed, not cancelled. */
export const punchListOpen = (job: Pick<JobRecord, "status">) =>
  job.status !== "closed" && job.status !== "cancelled";

/**
 * Inserts an item inside the caller's transaction (also "Report a problem"'s); a refusal when the list is full or the
 * job's list no longer changes.
 */
function insertPunchItem(
  tx: Transaction,
  job: JobRecord,
  item: { text: string; source: (typeof punchItemSources)[number] },
  now: Date,
): Refusal | { id: string } {
  if (!punchListOpen(job)) return refuseField(409, "text", CLOSEOUT_MESSAGES.punchListClosed);
  if (countPunchItems(job.id, tx) >= CLOSEOUT_LIMITS.punchItemsPerJob)
    return refuseField(409, "text", CLOSEOUT_MESSAGES.tooManyPunchItems);
  const id = createId();
  tx.insert(jobPunchItems)
    .values({ id, jobId: job.id, text: item.text, source: item.source, createdAt: now })
    .run();
  return { id };
}

export function addPunchItem(
  jobId: string,
  input: { text: string },
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ itemId: string }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(jobId, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    const inserted = insertPunchItem(tx, job, { text: input.text, source: "office" }, now);
    if ("ok" in inserted) return inserted;
    addJobEvent(tx, jobId, "punch_item_added", now, { itemId: inserted.id, text: input.text });
    return { ok: true as const, itemId: inserted.id, reference: job.reference };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "job.punch-item.add",
    message: `Punch-list item added to job ${result.reference}`,
    detail: { jobId, itemId: result.itemId },
  });
  return { ok: true, itemId: result.itemId };
}
