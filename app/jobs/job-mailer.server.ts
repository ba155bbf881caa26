// How a job's use cases mail the customer: each mail is queued in the transaction that makes the change it tells of
// (so it goes exactly once, and never for a change that was not stored), carries a fresh private link to the quote's
// page, where the "Your job" section is, and for a new date or a cancellation the calendar invitation.
import type { Transaction } from "~/db/client.server";
import { env } from "~/env.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { queueEmail } from "~/mail/send-email.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { addQuoteLink, quotePageUrl } from "~/quotes/quote-links.server";
import { calendarContentType, calendarText, type CalendarMethod } from "~/utils/icalendar";
import { customerEventOf, jobLocation } from "./job-calendar.server";
import {
  jobCancelledMail,
  jobCompletedMail,
  jobOnHoldMail,
  jobReminderMail,
  jobRescheduledMail,
  jobScheduledMail,
  type JobMailFacts,
} from "./job-mails";
import type { JobHoldReason } from "./job-options";
import type { JobSummary } from "./job-records.server";

export type JobMail =
  | { kind: "scheduled" }
  | { kind: "rescheduled" }
  | { kind: "on_hold"; reason: JobHoldReason; note: string }
  | { kind: "cancelled"; reason: string }
  | { kind: "reminder" }
  | { kind: "completed" };

function company() {
  const settings = getSiteSettings();
  return {
    name: settings?.companyName ?? "Our company",
    phone: settings?.phone ?? "",
    email: settings?.email || env.MAIL_FROM || "no-reply@localhost",
    beforeWeArrive: settings?.beforeWeArrive ?? "",
  };
}

/** What the mails say of a job. */
function jobMailFacts(job: JobSummary, companyName: string, companyPhone: string): JobMailFacts {
  return {
    reference: job.reference,
    customerName: job.quote.customerName,
    companyName,
    companyPhone,
    startDate: job.startDate,
    endDate: job.endDate,
    arrivalStart: job.arrivalStart,
    arrivalEnd: job.arrivalEnd,
    crewPhone: job.crew?.phone ?? "",
    location: jobLocation(job),
    service: job.quote.service,
  };
}

/** The invitation a mail carries: the job's event with METHOD:REQUEST (new or moved) or METHOD:CANCEL. */
function invitation(job: JobSummary, method: CalendarMethod, from: ReturnType<typeof company>, now: Date) {
  const event = customerEventOf(job, from, {
    organizer: { name: from.name, email: from.email },
    attendee: { name: job.quote.customerName, email: job.quote.email },
    stamp: now,
  });
  return {
    filename: method === "CANCEL" ? `${job.reference}-cancelled.ics` : `${job.reference}.ics`,
    contentType: calendarContentType(method),
    content: Buffer.from(calendarText({ method, events: [event] })),
  };
}

/**
 * Queues one mail about `job` (as it is after the change) inside the caller's transaction; answers the outbox row,
 * to be delivered once the transaction has committed (`deliverQueued`).
 */
export function queueJobMail(tx: Transaction, job: JobSummary, mail: JobMail, now: Date): OutboxRow {
  const from = company();
  const facts = jobMailFacts(job, from.name, from.phone);
  // The server cannot rebuild a link it mailed before (only hashes are kept): each mail carries a new one.
  const link = () => quotePageUrl(addQuoteLink(tx, job.quoteId, now));
  const content =
    mail.kind === "scheduled"
      ? jobScheduledMail(facts, link())
      : mail.kind === "rescheduled"
        ? jobRescheduledMail(facts, link())
        : mail.kind === "on_hold"
          ? jobOnHoldMail(facts, { reason: mail.reason, note: mail.note }, link())
          : mail.kind === "cancelled"
            ? jobCancelledMail(facts, mail.reason)
            : mail.kind === "completed"
              ? jobCompletedMail(facts, link())
              : jobReminderMail(facts, from.beforeWeArrive, link());
  const method: CalendarMethod | null =
    mail.kind === "scheduled" || mail.kind === "rescheduled"
      ? "REQUEST"
      : mail.kind === "cancelled"
        ? "CANCEL"
        : null;
  return queueEmail({
    to: job.quote.email,
    ...content,
    // The link opens the customer's quote: its body is not kept once delivered.
    sensitive: true,
    attachments: method ? [invitation(job, method, from, now)] : [],
  });
}
