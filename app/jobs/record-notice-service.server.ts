// "Record service" of the preliminary 20-day notice (A.R.S. § 33-992.01, served as § 33-992.02 allows): the day it was
// served, how, and the certified mail's tracking number. The owner must be known first (the notice names them). A
// service dated long before the first day of work is refused: a notice goes out with the work, not years ahead. A
// later service replaces the record (a notice served again). One transaction with its timeline line, then the audit
// row; nothing is stored on a refusal.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { jobLiens } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { addCalendarDays } from "~/utils/dates";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import { loadJob, type JobRecord } from "./job-records.server";
import { LIEN_LIMITS, LIEN_MESSAGES, NOTICE_METHOD_LABELS } from "./lien-options";
import { lienOfJob, type JobLienRow } from "./lien-records.server";
import type { NoticeServiceInput } from "./lien-schema";
import { preliminaryNoticeStatus } from "./preliminary-notice";

export function recordNoticeService(
  id: string,
  input: NoticeServiceInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ job: JobRecord; lien: JobLienRow }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(id, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    const lien = lienOfJob(id, tx);
    if (!lien?.ownerName) return refuse(409, LIEN_MESSAGES.noLienInformation);
    if (job.firstFurnishedOn) {
      const earliest = addCalendarDays(job.firstFurnishedOn, -LIEN_LIMITS.servedBeforeFirstDayDays);
      if (input.servedOn < earliest)
        return refuseField(400, "servedOn", LIEN_MESSAGES.servedOnTooEarly(earliest));
    }
    tx.update(jobLiens)
      .set({
        noticeServedOn: input.servedOn,
        noticeMethod: input.method,
        trackingNumber: input.trackingNumber,
        updatedAt: now,
      })
      .where(eq(jobLiens.jobId, id))
      .run();
    const late = job.firstFurnishedOn
      ? preliminaryNoticeStatus({
          firstFurnishedOn: job.firstFurnishedOn,
          servedOn: input.servedOn,
          today: input.servedOn,
        }).servedLate
      : false;
    addJobEvent(tx, id, "notice_served", now, {
      servedOn: input.servedOn,
      method: input.method,
      trackingNumber: input.trackingNumber,
      late,
    });
    return { ok: true as const, job: loadJob(id, tx)!, lien: lienOfJob(id, tx)! };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "job.notice_served",
    message: `Job ${result.job.reference}: preliminary notice served on ${input.servedOn} by ${NOTICE_METHOD_LABELS[input.method].toLowerCase()}`,
    detail: { jobId: id, reference: result.job.reference, servedOn: input.servedOn, method: input.method },
  });
  return result;
}
