// What the customer's page /q/{token} shows of the quote's job ("Your job"): its status, days, arrival window and the
// crew's phone, and its calendar file /q/{token}/job.ics. The office's notes for the crew stay out.
import { getSiteSettings } from "~/content/site-settings.server";
import { quoteIdForToken } from "~/quotes/quote-records.server";
import { formatPhone, telHref } from "~/utils/tel";
import { customerChangeOrders } from "./change-order-view.server";
import { customerCalendarText } from "./job-calendar.server";
import { arrivalWindowText, jobDaysText } from "./job-mails";
import { HOLD_REASON_LABELS, JOB_STATUS_LABELS } from "./job-options";
import { jobIdOfQuote, loadJob, type JobSummary } from "./job-records.server";

/** The quote's job, or undefined when it has none. */
function jobOfQuote(quoteId: string): JobSummary | undefined {
  const id = jobIdOfQuote(quoteId);
  return id ? loadJob(id) : undefined;
}

export function customerJobView(quoteId: string) {
  const job = jobOfQuote(quoteId);
  if (!job) return null;
  const phone = job.crew?.phone ?? "";
  const cancelled = job.status === "cancelled";
  return {
    reference: job.reference,
    status: job.status,
    // A closed job is, to the customer, a finished one.
    statusLabel: JOB_STATUS_LABELS[job.status === "closed" ? "completed" : job.status],
    days: jobDaysText(job),
    window: arrivalWindowText(job),
    crewPhone: phone ? { text: formatPhone(phone), href: telHref(phone) } : null,
    holdReason:
      job.status === "on_hold" && job.holdReason
        ? job.holdReason === "other"
          ? job.holdNote
          : HOLD_REASON_LABELS[job.holdReason]
        : null,
    cancelReason: cancelled ? job.cancelReason : null,
    calendar: !cancelled,
    changeOrders: customerChangeOrders(job),
  };
}

export type CustomerJobView = NonNullable<ReturnType<typeof customerJobView>>;

/** /q/{token}/job.ics: the job's event to import, or undefined for an unknown token or a quote without a job. */
export function customerJobCalendar(token: string) {
  const quoteId = quoteIdForToken(token);
  const job = quoteId ? jobOfQuote(quoteId) : undefined;
  if (!job) return undefined;
  const settings = getSiteSettings();
  return {
    filename: `${job.reference}.ics`,
    text: customerCalendarText(job, {
      name: settings?.companyName ?? "Our company",
      phone: settings?.phone ?? "",
    }),
  };
}
