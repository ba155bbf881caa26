// What the back office shows of jobs, worked out here so the routes only draw it: a job's page (its facts, the moves
// its status allows, its timeline in words), the schedule form's values, a new job's quote, and the list's rows.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { crewChoices } from "~/crews/crew-office-view.server";
import { bpsToPercentText, formatCents } from "~/quotes/money";
import { arizonaDay, formatLongDate } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { officeChangeOrders } from "./change-order-view.server";
import { jobLocation } from "./job-calendar.server";
import { arrivalWindowText, jobDaysText } from "./job-mails";
import {
  allows,
  HOLD_REASON_LABELS,
  JOB_STATUS_LABELS,
  type JobEventType,
  type JobHoldReason,
  type JobMove,
  type JobStatus,
} from "./job-options";
import { jobIdOfQuote, loadJob, type JobEventRow, type JobSummary } from "./job-records.server";

/** The schedule form's fields as the form holds them ("" for none). */
export type JobFormValues = {
  quoteId: string;
  startDate: string;
  endDate: string;
  arrivalStart: string;
  arrivalEnd: string;
  crewId: string;
  crewNote: string;
};

const text = (detail: unknown, key: string) => {
  const value = (detail as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : "";
};

const EVENT_WORDS: Record<JobEventType, (event: JobEventRow) => string> = {
  retention_set: (event) => `Retention set to ${text(event.detail, "percent")}%`,
  lien_saved: () => "Lien information saved",
  notice_served: (event) =>
    `Preliminary notice served on ${formatLongDate(text(event.detail, "servedOn"))} by ${NOTICE_METHOD_WORDS[text(event.detail, "method")] ?? "hand"}${event.detail?.late ? " (late)" : ""}`,
  scheduled: (event) => `Scheduled from ${formatLongDate(text(event.detail, "startDate"))}`,
  rescheduled: (event) => {
    const to = (event.detail?.to ?? {}) as Record<string, unknown>;
    const fields = Object.keys(to).map((key) => FIELD_WORDS[key] ?? key);
    return `Changed: ${fields.join(", ") || "the schedule"}`;
  },
  started: (event) => `Started; first day of work ${formatLongDate(text(event.detail, "firstFurnishedOn"))}`,
  on_hold: (event) => {
    const reason = HOLD_REASON_LABELS[text(event.detail, "reason") as JobHoldReason] ?? "";
    const note = text(event.detail, "note");
    return `Put on hold: ${reason}${note ? ` (${note})` : ""}`;
  },
  resumed: () => "Resumed",
  completed: () => "Completed",
  closed: () => "Closed",
  cancelled: (event) => `Cancelled: ${text(event.detail, "reason")}`,
  reminder: () => "Day-before reminder sent to the customer",
  change_order_added: (event) =>
    `Change order ${text(event.detail, "reference")} added (${formatCents(Number(event.detail?.totalCents ?? 0))})`,
  change_order_sent: (event) => `Change order ${text(event.detail, "reference")} sent to the customer`,
  change_order_approved: (event) =>
    `Change order ${text(event.detail, "reference")} approved and signed by ${text(event.detail, "name")}`,
  change_order_declined: (event) =>
    `Change order ${text(event.detail, "reference")} declined: ${text(event.detail, "reason")}`,
};

const NOTICE_METHOD_WORDS: Record<string, string> = {
  certified_mail: "certified mail",
  hand_delivery: "hand",
};

const FIELD_WORDS: Record<string, string> = {
  startDate: "start date",
  endDate: "end date",
  arrivalStart: "arrival window",
  arrivalEnd: "arrival window",
  crewId: "crew",
  crewNote: "notes for the crew",
};

/** The schedule form of a job as it stands. */
const jobFormValues = (job: JobSummary): JobFormValues => ({
  quoteId: job.quoteId,
  startDate: job.startDate,
  endDate: job.endDate,
  arrivalStart: job.arrivalStart ?? "",
  arrivalEnd: job.arrivalEnd ?? "",
  crewId: job.crewId ?? "",
  crewNote: job.crewNote,
});

/** The moves a job's page offers, in the order it shows them. */
const MOVES_SHOWN: JobMove[] = ["start", "complete", "close", "hold", "resume", "cancel"];

export function jobPageView(id: string, now = new Date()) {
  const job = loadJob(id);
  if (!job) return undefined;
  return {
    id: job.id,
    reference: job.reference,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    quote: { id: job.quoteId, reference: job.quote.reference },
    customer: {
      name: job.quote.customerName,
      email: job.quote.email,
      phone: job.quote.phone,
      site: jobLocation(job),
    },
    service: job.quote.service,
    contract: formatCents(job.contractCents),
    retentionPercent: bpsToPercentText(job.retentionBps),
    days: jobDaysText(job),
    window: arrivalWindowText(job),
    crew: job.crew ? { id: job.crew.id, name: job.crew.name, phone: formatPhone(job.crew.phone) } : null,
    crewNote: job.crewNote,
    firstFurnishedOn: job.firstFurnishedOn ? formatLongDate(job.firstFurnishedOn) : null,
    completedAt: job.completedAt?.toISOString() ?? null,
    hold:
      job.status === "on_hold" && job.holdReason
        ? { reason: HOLD_REASON_LABELS[job.holdReason], note: job.holdNote }
        : null,
    cancelReason: job.status === "cancelled" ? job.cancelReason : null,
    moves: MOVES_SHOWN.filter((move) => allows(move, job.status)),
    reschedulable: allows("reschedule", job.status),
    today: arizonaDay(now),
    changeOrders: officeChangeOrders(job),
    timeline: job.events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      text: EVENT_WORDS[event.type](event),
    })),
  };
}

export type JobPageView = NonNullable<ReturnType<typeof jobPageView>>;

/** The reschedule page: the job's form values and the crews to choose from. */
export function jobEditView(id: string) {
  const job = loadJob(id);
  if (!job) return undefined;
  return {
    job: {
      id: job.id,
      reference: job.reference,
      status: job.status,
      reschedulable: allows("reschedule", job.status),
    },
    values: jobFormValues(job),
    crews: crewChoices(),
  };
}

/**
 * "Schedule job" on a quote: the job it already has (the page opens it), or the quote with the form's first values
 * (the quote's estimated dates), or the reason it cannot be scheduled.
 */
export function newJobView(quoteId: string) {
  const existing = jobIdOfQuote(quoteId);
  if (existing) return { kind: "existing" as const, jobId: existing };
  const quote = db.select().from(quotes).where(eq(quotes.id, quoteId)).get();
  if (!quote) return { kind: "missing" as const };
  const startDate = quote.startDate ?? "";
  return {
    kind: "quote" as const,
    quote: {
      id: quote.id,
      reference: quote.reference,
      customerName: quote.customerName,
      site: `${quote.address}, ${quote.city}, AZ ${quote.zip}`,
      accepted: quote.status === "accepted",
    },
    values: {
      quoteId: quote.id,
      startDate,
      endDate: quote.completionDate ?? startDate,
      arrivalStart: "",
      arrivalEnd: "",
      crewId: "",
      crewNote: "",
    } satisfies JobFormValues,
    crews: crewChoices(),
  };
}

/** The accepted quotes that have no job yet, for /admin/jobs/new without a quote. */
export function quotesToSchedule() {
  const rows = db
    .select({ id: quotes.id, reference: quotes.reference, customerName: quotes.customerName })
    .from(quotes)
    .where(eq(quotes.status, "accepted"))
    .all();
  return rows.filter((row) => !jobIdOfQuote(row.id));
}

/** One row of the jobs list and its CSV. */
export const jobTableRecord = (job: JobSummary) => ({
  _id: job.id,
  reference: job.reference,
  customer: job.quote.customerName,
  crew: job.crew?.name ?? "Unassigned",
  startDate: job.startDate,
  endDate: job.endDate,
  status: JOB_STATUS_LABELS[job.status],
});

/** The status filter's choices. */
export const jobStatusOptions = () =>
  (Object.entries(JOB_STATUS_LABELS) as [JobStatus, string][]).map(([value, label]) => ({ value, label }));
