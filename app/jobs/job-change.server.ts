// The frame of every change to an existing job: one write transaction that reads the job, refuses a move its status
// does not allow (409, nothing changed), applies the change with its timeline line and a higher calendar SEQUENCE,
// and queues the customer's mail; then the audit row, and the mail leaves once the change is stored.
import { eq } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { OutboxRow } from "~/mail/outbox.server";
import { deliverQueued } from "~/mail/send-email.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, type Refusal, type Result } from "~/utils/result";
import { addJobEvent } from "./job-events.server";
import { queueJobMail, type JobMail } from "./job-mailer.server";
import { allows, JOB_MESSAGES, type JobEventType, type JobMove } from "./job-options";
import { loadJob, type JobRecord } from "./job-records.server";

export type JobChange = {
  set: Partial<typeof jobs.$inferInsert>;
  event: { type: JobEventType; detail?: Record<string, unknown> };
  audit: { event: string; message: string };
  mail?: JobMail;
};

/** A move refused by the job's status: its message, also given as the field error of `status`. */
const refusedMove = (move: JobMove, job: Pick<JobRecord, "status">) => {
  const message = JOB_MESSAGES.refusedMove(move, job.status);
  return refuse(409, message, { status: [message] });
};

/**
 * Runs `decide` on the job inside the transaction once its status allows `move`; `decide` answers the change or a
 * refusal (which stores nothing). A change with nothing in it (`null`) answers the job as it is.
 */
export function changeJob(
  id: string,
  by: EditContext,
  { move, now }: { move: JobMove; now: Date },
  decide: (tx: Transaction, job: JobRecord) => JobChange | Refusal | null,
): Result<{ job: JobRecord; changed: boolean }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(id, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    if (!allows(move, job.status)) return refusedMove(move, job);
    const change = decide(tx, job);
    if (change === null) return { ok: true as const, job, changed: false, change, queued: [] as OutboxRow[] };
    if ("ok" in change) return change;
    tx.update(jobs)
      .set({ ...change.set, sequence: job.sequence + 1, updatedAt: now })
      .where(eq(jobs.id, id))
      .run();
    addJobEvent(tx, id, change.event.type, now, change.event.detail);
    const changed = loadJob(id, tx)!;
    const queued = change.mail ? [queueJobMail(tx, changed, change.mail, now)] : [];
    return { ok: true as const, job: changed, changed: true, change, queued };
  });
  if (!result.ok) return result;
  if (result.change) {
    audit(by, {
      ...result.change.audit,
      detail: { jobId: id, reference: result.job.reference, status: result.job.status },
    });
  }
  deliverQueued(result.queued);
  return { ok: true, job: result.job, changed: result.changed };
}
