// The day before a scheduled job starts, the customer gets "Reminder: we start on your job tomorrow" with the
// office's "Before we arrive" text, once for that start day (a job moved to another day is reminded again for it).
// The server runs this every ten minutes; the reminder is queued in the transaction that marks it sent, so it goes
// exactly once whichever process runs it.
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { OutboxRow } from "~/mail/outbox.server";
import { deliverQueued } from "~/mail/send-email.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { addCalendarDays, arizonaDay } from "~/utils/dates";
import { addJobEvent } from "./job-events.server";
import { queueJobMail } from "./job-mailer.server";
import { loadJob } from "./job-records.server";

const JOB_INTERVAL_MS = 10 * 60_000;

/** One run at `now`: answers how many reminders went out. */
export function remindJobs(now = new Date()) {
  const tomorrow = addCalendarDays(arizonaDay(now), 1);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "scheduled"),
        eq(jobs.startDate, tomorrow),
        or(isNull(jobs.remindedFor), ne(jobs.remindedFor, tomorrow)),
      ),
    )
    .all();
  const queued: OutboxRow[] = [];
  for (const { id } of due) {
    writeTransaction((tx) => {
      // Read again under the write lock: another process may have sent it, or the job moved meanwhile.
      const job = loadJob(id, tx);
      if (!job || job.status !== "scheduled" || job.startDate !== tomorrow || job.remindedFor === tomorrow)
        return;
      tx.update(jobs).set({ remindedFor: tomorrow }).where(eq(jobs.id, id)).run();
      addJobEvent(tx, id, "reminder", now, { startDate: tomorrow });
      queued.push(queueJobMail(tx, job, { kind: "reminder" }, now));
    });
  }
  deliverQueued(queued);
  if (queued.length)
    logEvent(systemContext(), {
      event: "job.reminders",
      message: `Job reminders: ${queued.length} sent for ${tomorrow}`,
      detail: { count: queued.length, startDate: tomorrow },
    });
  return queued.length;
}

/**
 * Runs now and every ten minutes in the server process, with the other reminders given (the invoices' payment
 * reminders) on the same clock; a failed run is logged and tried again, and one failing never stops the others.
 */
export function startJobReminders(...others: { name: string; run: (now: Date) => unknown }[]) {
  const runs = [{ name: "job reminders", run: remindJobs }, ...others];
  const run = () => {
    const now = new Date();
    for (const task of runs) {
      try {
        task.run(now);
      } catch (error) {
        console.error(`The ${task.name} failed; they are tried again in ten minutes`, error);
      }
    }
  };
  run();
  setInterval(run, JOB_INTERVAL_MS).unref();
}
