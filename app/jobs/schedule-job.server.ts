// "Schedule job" on an accepted quote, and POST /api/jobs: the quote's one job under the next J-YYYY-NNNN, its dates,
// window, crew and note, and the customer's mail "Your job J-… is scheduled for {date}" with the invitation
// (SEQUENCE 0), queued in the same transaction.
import { eq } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { jobs, quotes } from "~/db/schema";
import { deliverQueued } from "~/mail/send-email.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { nextYearlyReference } from "~/db/yearly-reference.server";
import { loadCrew } from "~/crews/crew-records.server";
import { refuseField, type Clock, type Refusal, type Result } from "~/utils/result";
import { arizonaDay } from "~/utils/dates";
import { createId } from "~/utils/id.server";
import { addJobEvent } from "./job-events.server";
import { queueJobMail } from "./job-mailer.server";
import { JOB_MESSAGES } from "./job-options";
import { jobIdOfQuote, loadJob, type JobRecord } from "./job-records.server";
import type { ScheduleInput } from "./job-schema";

/** A crew the schedule names must exist: a refusal of the crew field, or null. */
export function unknownCrew(tx: Transaction, crewId: string | null): Refusal | null {
  return crewId && !loadCrew(crewId, tx) ? refuseField(400, "crewId", JOB_MESSAGES.crewNotFound) : null;
}

/** Why a quote cannot get a job now, or null. */
function quoteRefusal(tx: Transaction, quoteId: string): Refusal | null {
  const quote = tx.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteId)).get();
  if (!quote) return refuseField(404, "quoteId", JOB_MESSAGES.quoteNotFound);
  if (quote.status !== "accepted") return refuseField(409, "quoteId", JOB_MESSAGES.notAccepted);
  const existing = jobIdOfQuote(quoteId, tx);
  if (existing) {
    const reference = tx.select({ reference: jobs.reference }).from(jobs).where(eq(jobs.id, existing)).get();
    return refuseField(409, "quoteId", `This quote already has its job, ${reference?.reference}`);
  }
  return null;
}

export function scheduleJob(
  input: ScheduleInput & { quoteId: string },
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ job: JobRecord }> {
  const result = writeTransaction((tx) => {
    const refusal = quoteRefusal(tx, input.quoteId) ?? unknownCrew(tx, input.crewId);
    if (refusal) return refusal;
    const id = createId();
    tx.insert(jobs)
      .values({
        id,
        reference: nextYearlyReference(tx, jobs, jobs.reference, "J", Number(arizonaDay(now).slice(0, 4))),
        quoteId: input.quoteId,
        status: "scheduled",
        startDate: input.startDate,
        endDate: input.endDate,
        arrivalStart: input.arrivalStart,
        arrivalEnd: input.arrivalEnd,
        crewId: input.crewId,
        crewNote: input.crewNote,
        createdBy: by.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    addJobEvent(tx, id, "scheduled", now, { startDate: input.startDate, endDate: input.endDate });
    const job = loadJob(id, tx)!;
    return { ok: true as const, job, queued: [queueJobMail(tx, job, { kind: "scheduled" }, now)] };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "job.schedule",
    message: `Job ${result.job.reference} scheduled for ${result.job.startDate} (quote ${result.job.quote.reference})`,
    detail: { jobId: result.job.id, quoteId: input.quoteId, crewId: input.crewId },
  });
  deliverQueued(result.queued);
  return { ok: true, job: result.job };
}
