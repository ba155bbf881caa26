// A job as a calendar event, the same in the crew's feed, the customer's invitations and the customer's .ics: one UID
// for the life of the job, a SEQUENCE that goes up with every change, and its days in Arizona time. With an arrival
// window the event runs from the window's start on the first day to the window's end on the last (DTSTART/DTEND in
// America/Phoenix); without one it is all-day, DTEND the day after the last (exclusive).
import { addCalendarDays, arizonaDay, arizonaInstant } from "~/utils/dates";
import { calendarText, type CalendarEntry, type CalendarPerson } from "~/utils/icalendar";
import { formatPhone } from "~/utils/tel";
import { jobTitle } from "./job-options";
import { listJobs, type JobSummary } from "./job-records.server";

/**
 * The job's identity in every calendar: its random id (about 82 bits), without the site's host name, as RFC 7986
 * (section 5.3) asks of new UIDs; it also keeps a feed of hundreds of events the same size whatever PUBLIC_URL is.
 */
export const jobUid = (jobId: string) => jobId;

/** The job site, one line: "2210 E Baseline Rd, Mesa, AZ 85204". */
export const jobLocation = (job: Pick<JobSummary, "quote">) =>
  `${job.quote.address}, ${job.quote.city}, AZ ${job.quote.zip}`;

// A feed leaves CONFIRMED out (its absence reads the same), which keeps a feed of hundreds of jobs small.
const statusOf = (job: JobSummary, confirmed?: "CONFIRMED"): CalendarEntry["status"] =>
  job.status === "cancelled" ? "CANCELLED" : job.status === "on_hold" ? "TENTATIVE" : confirmed;

/** The start and end of a job's event. */
function timesOf(job: Pick<JobSummary, "startDate" | "endDate" | "arrivalStart" | "arrivalEnd">) {
  if (job.arrivalStart && job.arrivalEnd)
    return {
      start: { at: arizonaInstant(job.startDate, job.arrivalStart) },
      end: { at: arizonaInstant(job.endDate, job.arrivalEnd) },
    };
  return { start: { day: job.startDate }, end: { day: addCalendarDays(job.endDate, 1) } };
}

/** The crew's view of a job: titled "J-… {customer} – {service}", at the site, with the crew's note. */
function crewEventOf(job: JobSummary): CalendarEntry {
  return {
    uid: jobUid(job.id),
    sequence: job.sequence,
    // A feed has no METHOD: its DTSTAMP is when the event last changed, so the text stays the same until it does.
    stamp: job.updatedAt,
    lastModified: job.updatedAt,
    ...timesOf(job),
    summary: jobTitle({
      reference: job.reference,
      customerName: job.quote.customerName,
      service: job.quote.service,
    }),
    location: jobLocation(job),
    description: job.crewNote,
    status: statusOf(job),
  };
}

/** The customer's view of a job: the work and the company, the crew's phone; the office's crew note stays out. */
export function customerEventOf(
  job: JobSummary,
  company: { name: string; phone: string },
  people?: { organizer: CalendarPerson; attendee: CalendarPerson; stamp: Date },
): CalendarEntry {
  const phone = formatPhone(job.crew?.phone || company.phone);
  return {
    uid: jobUid(job.id),
    sequence: job.sequence,
    stamp: people?.stamp ?? job.updatedAt,
    lastModified: job.updatedAt,
    ...timesOf(job),
    summary: `${job.quote.service} – ${company.name} (${job.reference})`,
    location: jobLocation(job),
    description: `${company.name} works on your job ${job.reference}.${phone ? ` Call ${phone} with any question.` : ""}`,
    status: statusOf(job, "CONFIRMED"),
    ...(people ? { organizer: people.organizer, attendee: people.attendee } : {}),
  };
}

/** What a crew's feed lists: its jobs from 60 days back to a year ahead, cancelled ones marked so. */
const CREW_FEED_DAYS = { back: 60, ahead: 365 } as const;

/** The crew's feed as iCalendar text at `now`. */
export function crewCalendarText(crew: { id: string; name: string }, companyName: string, now = new Date()) {
  const today = arizonaDay(now);
  const jobsOfCrew = listJobs(
    {
      crewId: crew.id,
      from: addCalendarDays(today, -CREW_FEED_DAYS.back),
      to: addCalendarDays(today, CREW_FEED_DAYS.ahead),
    },
    { byStart: true },
  );
  return calendarText({ name: `${crew.name} – ${companyName}`, events: jobsOfCrew.map(crewEventOf) });
}

/** The customer's .ics of their job (/q/{token}/job.ics): the event alone, to import. */
export const customerCalendarText = (job: JobSummary, company: { name: string; phone: string }) =>
  calendarText({ events: [customerEventOf(job, company)] });
