// What a job shows of its lien protection, worked out here so the page and the API only draw it: the lien
// information as the form holds it, the preliminary notice's last day and days left (or how it was served), and for
// a completed job not yet paid in full (not closed), the last day to record a lien (A.R.S. § 33-993(A)).
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { JobRow } from "./job-records.server";
import { NOTICE_METHOD_LABELS } from "./lien-options";
import { lienOfJob, type JobLienRow } from "./lien-records.server";
import {
  LATE_NOTICE_LINE,
  lienRecordingDeadline,
  OWNER_OCCUPIED_NOTE,
  preliminaryNoticeDueOn,
  preliminaryNoticeStatus,
} from "./preliminary-notice";
import { arizonaDay, calendarDaysBetween, formatLongDate } from "~/utils/dates";

type JobDates = Pick<JobRow, "status" | "firstFurnishedOn" | "completedAt">;

/** The last day to serve the notice, once the job has a first day of work. */
export const noticeDueOn = (job: JobDates) =>
  job.firstFurnishedOn ? preliminaryNoticeDueOn(job.firstFurnishedOn) : null;

/** The last day to record a lien: for a completed job not yet paid in full, 120 days after its completion. */
export const lienDeadlineOn = (job: JobDates) =>
  job.status === "completed" && job.completedAt
    ? lienRecordingDeadline({ completedOn: arizonaDay(job.completedAt) })
    : null;

const daysText = (days: number) => (days === 1 ? "1 day" : `${days} days`);

function jobLienView(job: JobRow, now = new Date(), lien: JobLienRow | undefined = lienOfJob(job.id)) {
  const today = arizonaDay(now);
  const status = job.firstFurnishedOn
    ? preliminaryNoticeStatus({
        firstFurnishedOn: job.firstFurnishedOn,
        servedOn: lien?.noticeServedOn ?? null,
        today,
      })
    : null;
  const deadline = lienDeadlineOn(job);
  const served = lien?.noticeServedOn
    ? {
        on: formatLongDate(lien.noticeServedOn),
        method: lien.noticeMethod ? NOTICE_METHOD_LABELS[lien.noticeMethod] : "",
        trackingNumber: lien.trackingNumber,
        late: status?.servedLate ?? false,
        coversFrom: status?.coversWorkFrom ? formatLongDate(status.coversWorkFrom) : null,
      }
    : null;
  let notice: string | null = null;
  if (status && !status.served) {
    notice = status.overdue
      ? `Overdue: the last day was ${formatLongDate(status.dueOn)}.`
      : `Serve it by ${formatLongDate(status.dueOn)} (${status.daysLeft === 0 ? "today is the last day" : `${daysText(status.daysLeft)} left`}).`;
  }
  return {
    values: {
      ownerName: lien?.ownerName ?? "",
      ownerAddress: lien?.ownerAddress ?? "",
      lenderName: lien?.lenderName ?? "",
      lenderAddress: lien?.lenderAddress ?? "",
      apn: lien?.apn ?? "",
      ownerOccupied: lien?.ownerOccupied ? "on" : "",
    },
    hasOwner: Boolean(lien?.ownerName),
    ownerOccupied: lien?.ownerOccupied ?? false,
    ownerOccupiedNote: OWNER_OCCUPIED_NOTE,
    firstFurnishedOn: job.firstFurnishedOn,
    notice,
    overdue: status?.overdue ?? false,
    lateLine: status?.overdue || served?.late ? LATE_NOTICE_LINE : null,
    served,
    lienDeadline: deadline
      ? { on: formatLongDate(deadline), daysLeft: calendarDaysBetween(today, deadline) }
      : null,
    today,
  };
}

export type JobLienView = ReturnType<typeof jobLienView>;

/** The lien part of a job's page, or undefined for a job that does not exist. */
export function jobLienViewOf(id: string, now = new Date()) {
  const job = db.select().from(jobs).where(eq(jobs.id, id)).get();
  return job && jobLienView(job, now);
}
