// The customer's mails of a job's life: scheduled, new dates, on hold, cancelled, the reminder the day before the
// start, and "please review it" once it is complete. Dates and times are written by the same helpers as the pages, in Arizona time.
import type { MailContent } from "~/mail/templates/layout";
import type { MailRow } from "~/mail/templates/mail-rows";
import { customerMail } from "~/quotes/quote-mails";
import { arizonaInstant, formatLongDate, formatTime } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { HOLD_REASON_LABELS, type JobHoldReason } from "./job-options";

/** What the customer's mails say of a job. */
export type JobMailFacts = {
  reference: string;
  customerName: string;
  companyName: string;
  companyPhone: string;
  startDate: string;
  endDate: string;
  arrivalStart: string | null;
  arrivalEnd: string | null;
  crewPhone: string;
  /** The job site, one line. */
  location: string;
  service: string;
};

/** "March 2, 2026", or "March 2, 2026 to March 4, 2026" for a job of several days. */
export const jobDaysText = (job: Pick<JobMailFacts, "startDate" | "endDate">) =>
  job.startDate === job.endDate
    ? formatLongDate(job.startDate)
    : `${formatLongDate(job.startDate)} to ${formatLongDate(job.endDate)}`;

/** "7:00 AM to 9:00 AM (Arizona time)", or null without a window. */
export const arrivalWindowText = (job: Pick<JobMailFacts, "startDate" | "arrivalStart" | "arrivalEnd">) =>
  job.arrivalStart && job.arrivalEnd
    ? `${formatTime(arizonaInstant(job.startDate, job.arrivalStart))} to ${formatTime(
        arizonaInstant(job.startDate, job.arrivalEnd),
      )} (Arizona time)`
    : null;

function jobRows(job: JobMailFacts): MailRow[] {
  const window = arrivalWindowText(job);
  const phone = job.crewPhone ? formatPhone(job.crewPhone) : "";
  return [
    ["Job", job.reference],
    ["Work", job.service],
    ["Dates", jobDaysText(job)],
    ...(window ? ([["Arrival window", window]] as MailRow[]) : []),
    ["Where", job.location],
    ...(phone ? ([["Crew phone", phone, `tel:+1${job.crewPhone}`]] as MailRow[]) : []),
  ];
}

const callUs = (job: JobMailFacts) => {
  const phone = job.companyPhone ? formatPhone(job.companyPhone) : "";
  return phone
    ? `Questions? Call us at ${phone}, or reply to this e-mail.`
    : "Questions? Reply to this e-mail.";
};

const seeYourJob = (link: string) => ({ href: link, label: "See your job" });

/** "Your job J-… is scheduled for {date}": the dates, the window, the crew's phone; the invitation is attached. */
export function jobScheduledMail(job: JobMailFacts, link: string): MailContent {
  return customerMail(job, {
    subject: `Your job ${job.reference} is scheduled for ${formatLongDate(job.startDate)}`,
    intro: `We have scheduled your job ${job.reference}. The attached invitation adds it to your calendar.`,
    rows: jobRows(job),
    link: seeYourJob(link),
    outro: callUs(job),
  });
}

/** "New dates for your job J-…": the new dates; the attached invitation updates the calendar's event. */
export function jobRescheduledMail(job: JobMailFacts, link: string): MailContent {
  return customerMail(job, {
    subject: `New dates for your job ${job.reference}`,
    intro: `We moved your job ${job.reference}. The new dates are below, and the attached invitation updates your calendar.`,
    rows: jobRows(job),
    link: seeYourJob(link),
    outro: callUs(job),
  });
}

/** "Your job J-… is on hold", with the reason. */
export function jobOnHoldMail(
  job: JobMailFacts,
  hold: { reason: JobHoldReason; note: string },
  link: string,
): MailContent {
  const reason = hold.reason === "other" ? hold.note : HOLD_REASON_LABELS[hold.reason];
  return customerMail(job, {
    subject: `Your job ${job.reference} is on hold`,
    intro: `We have put your job ${job.reference} on hold. We will let you know when it is back on the schedule.`,
    rows: [
      ["Job", job.reference],
      ["Reason", reason],
      ...(hold.reason === "other" ? [] : noteRow(hold.note)),
    ],
    link: seeYourJob(link),
    outro: callUs(job),
  });
}

const noteRow = (note: string): MailRow[] => (note ? [["Note", note]] : []);

/** "Your job J-… is cancelled", with the reason; the attached cancellation removes it from the calendar. */
export function jobCancelledMail(job: JobMailFacts, reason: string): MailContent {
  return customerMail(job, {
    subject: `Your job ${job.reference} is cancelled`,
    intro: `Your job ${job.reference} is cancelled. The attached cancellation removes it from your calendar.`,
    rows: [
      ["Job", job.reference],
      ["Dates", jobDaysText(job)],
      ["Reason", reason],
    ],
    outro: callUs(job),
  });
}

/** The day before the start, once: "Reminder: we start on your job tomorrow", with the office's "Before we arrive". */
export function jobReminderMail(job: JobMailFacts, beforeWeArrive: string, link: string): MailContent {
  return customerMail(job, {
    subject: "Reminder: we start on your job tomorrow",
    intro: `This is a reminder that we start on your job ${job.reference} tomorrow, ${formatLongDate(job.startDate)}.`,
    rows: jobRows(job),
    section: beforeWeArrive.trim() ? { title: "Before we arrive", text: beforeWeArrive.trim() } : undefined,
    link: seeYourJob(link),
    outro: callUs(job),
  });
}

/** "Your job J-… is complete: please review it", with the link to confirm the work or report a problem. */
export function jobCompletedMail(job: JobMailFacts, link: string): MailContent {
  return customerMail(job, {
    subject: `Your job ${job.reference} is complete: please review it`,
    intro: `We have finished your job ${job.reference}. Please look at the photos of the finished work, then confirm that the work is complete or tell us about a problem.`,
    rows: [
      ["Job", job.reference],
      ["Work", job.service],
      ["Where", job.location],
    ],
    link: { href: link, label: "Review your job" },
    outro: callUs(job),
  });
}
