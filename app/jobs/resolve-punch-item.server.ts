// "Resolve" on a job's punch list: the item is done. One transaction: the item's resolved time and a timeline line;
// then the audit row. An item already resolved answers as it is.
import { and, eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { jobPunchItems } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { punchListOpen } from "./add-punch-item.server";
import { CLOSEOUT_MESSAGES } from "./closeout-options";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import { loadJob } from "./job-records.server";

export function resolvePunchItem(
  jobId: string,
  itemId: string,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ changed: boolean }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(jobId, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    const where = and(eq(jobPunchItems.id, itemId), eq(jobPunchItems.jobId, jobId));
    const item = tx.select().from(jobPunchItems).where(where).get();
    if (!item) return refuseField(404, "itemId", CLOSEOUT_MESSAGES.punchItemNotFound);
    if (!punchListOpen(job)) return refuseField(409, "itemId", CLOSEOUT_MESSAGES.punchListClosed);
    if (item.resolvedAt) return { ok: true as const, changed: false, reference: job.reference };
    tx.update(jobPunchItems).set({ resolvedAt: now }).where(where).run();
    addJobEvent(tx, jobId, "punch_item_resolved", now, { itemId, text: item.text });
    return { ok: true as const, changed: true, reference: job.reference };
  });
  if (!result.ok) return result;
  if (result.changed)
    audit(by, {
      event: "job.punch-item.resolve",
      message: `Punch-list item resolved on job ${result.reference}`,
      detail: { jobId, itemId },
    });
  return { ok: true, changed: result.changed };
}
