// The words of jobs, shared by their pages, mails, calendars and the API (no zod: a page that only shows them does
// not download it): statuses and the moves between them, hold reasons, the timeline's labels and the refusals.
import type { jobEventTypes, jobHoldReasons, jobStatuses } from "~/db/schema";

export type JobStatus = (typeof jobStatuses)[number];
export type JobHoldReason = (typeof jobHoldReasons)[number];
export type JobEventType = (typeof jobEventTypes)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  scheduled: "Scheduled",
  in_progress: "In progress",
  on_hold: "On hold",
  completed: "Completed",
  closed: "Closed",
  cancelled: "Cancelled",
};

export const HOLD_REASON_LABELS: Record<JobHoldReason, string> = {
  weather: "Weather",
  customer_request: "Customer request",
  materials: "Materials",
  other: "Other",
};

/** The moves a status allows; anything else is refused and changes nothing. */
export const JOB_MOVES = {
  start: ["scheduled"],
  complete: ["in_progress"],
  close: ["completed"],
  hold: ["scheduled", "in_progress"],
  resume: ["on_hold"],
  cancel: ["scheduled", "on_hold"],
  reschedule: ["scheduled", "in_progress", "on_hold"],
} as const satisfies Record<string, readonly JobStatus[]>;

export type JobMove = keyof typeof JOB_MOVES;

export const JOB_MOVE_LABELS: Record<JobMove, string> = {
  start: "Start job",
  complete: "Complete job",
  close: "Close job",
  hold: "Put on hold",
  resume: "Resume job",
  cancel: "Cancel job",
  reschedule: "Reschedule",
};

/** Whether a job in `status` may make `move`. */
export const allows = (move: JobMove, status: JobStatus) =>
  (JOB_MOVES[move] as readonly JobStatus[]).includes(status);

/** The jobs that still have work to do: they hold their crew and show on the schedule. */
export const OPEN_JOB_STATUSES = [
  "scheduled",
  "in_progress",
  "on_hold",
] as const satisfies readonly JobStatus[];

export const JOB_LIMITS = {
  crewNote: 2000,
  holdNote: 500,
  cancelReason: 500,
  /** Dates are real and within two years of today, either way. */
  yearsAround: 2,
} as const;

export const JOB_MESSAGES = {
  notFound: "Job not found",
  retentionSaved: "Retention saved: the next progress invoices of this job withhold it",
  quoteNotFound: "Quote not found",
  notAccepted: "Only an accepted quote can be scheduled",
  startDateRequired: "Enter the start date",
  endDateRequired: "Enter the end date",
  endBeforeStart: "The end date must be on or after the start date",
  dateInvalid: "Enter a real date, like 2026-03-02",
  dateOutOfRange: "Choose a date within two years of today",
  timeInvalid: "Enter a time like 07:00",
  windowBothOrNeither: "Give the arrival window's start and end, or neither",
  windowOrder: "The arrival window must end after it starts",
  crewNotFound: "Choose a crew from the list",
  crewRequiredToStart: "Assign a crew before starting the job",
  firstDayInFuture: "The first day of work cannot be in the future",
  holdReasonRequired: "Choose why the job is on hold",
  holdNoteRequired: "Say why the job is on hold",
  cancelReasonRequired: "Say why the job is cancelled",
  refusedMove: (move: JobMove, status: JobStatus) =>
    `A job that is ${JOB_STATUS_LABELS[status].toLowerCase()} cannot take “${JOB_MOVE_LABELS[move]}”.`,
  nothingToChange: "Nothing to change",
  statusInvalid: "Choose a status from the list",
  filterOrder: "The last day must be on or after the first",
  resumesTo: (status: JobStatus) =>
    `A job on hold goes back to the status it was put on hold from: ${JOB_STATUS_LABELS[status].toLowerCase()}.`,
  scheduled: "Job scheduled",
  rescheduled: "Job saved",
  started: "Job started",
  completed: "Job completed",
  closed: "Job closed",
  held: "Job put on hold",
  resumed: "Job resumed",
  cancelled: "Job cancelled",
} as const;

/** A status from a filter: its key (`in_progress`) or its label (`In progress`); undefined for anything else. */
export function jobStatusFrom(value: string | null | undefined): JobStatus | undefined {
  if (!value) return undefined;
  const entries = Object.entries(JOB_STATUS_LABELS) as [JobStatus, string][];
  return entries.find(([key, label]) => key === value || label === value)?.[0];
}

/** "J-2026-0042 Rosa Alvarez – Sealcoating": a job as a calendar titles it. */
export const jobTitle = (job: { reference: string; customerName: string; service: string }) =>
  `${job.reference} ${job.customerName} – ${job.service}`;
