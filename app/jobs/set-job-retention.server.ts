// "Retention %" on a job: the share of each progress invoice of the job withheld until the final invoice releases it
// (commercial work). Invoices already written keep what they withheld; the next ones read the new share. One
// transaction with a timeline line, then the audit row.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { bpsToPercentText } from "~/quotes/money";
import { refuse, type Clock, type Result } from "~/utils/result";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import { loadJob, type JobRecord } from "./job-records.server";

export function setJobRetention(
  id: string,
  input: { retention: number },
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ job: JobRecord }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(id, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    if (job.retentionBps !== input.retention) {
      tx.update(jobs).set({ retentionBps: input.retention, updatedAt: now }).where(eq(jobs.id, id)).run();
      addJobEvent(tx, id, "retention_set", now, { percent: bpsToPercentText(input.retention) });
    }
    return { ok: true as const, job: loadJob(id, tx)! };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "job.retention",
    message: `Job ${result.job.reference}: retention ${bpsToPercentText(input.retention)}%`,
    detail: { jobId: id, retentionBps: input.retention },
  });
  return result;
}
