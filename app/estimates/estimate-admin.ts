import { z } from "zod";
import { arizonaInstant } from "~/utils/dates";
import { ESTIMATE_STATUS_LABELS, type EstimateRequestFields, type EstimateStatus } from "./estimate-options";

// The back office's rules for an estimate request: its pipeline form (status and follow-up date), its notes and the
// admin API's PATCH body, shared by the pages and /api/estimates/{id}. Browser-safe.

export const ESTIMATE_ADMIN_MESSAGES = {
  notFound: "Estimate request not found",
  status: "Choose a status from the list",
  followUpOn: "Enter the follow-up date as YYYY-MM-DD",
  noteRequired: "Write a note before adding it",
  noteTooLong: "Please keep a note under 5,000 characters",
  nothingToChange: "Send a status, followUpOn, siteVisitAt or siteVisitNote to change",
  siteVisitDate: "Enter the site visit's date",
  siteVisitTime: "Enter the site visit's time",
  siteVisitAt:
    "Enter the site visit as an ISO 8601 date and time with an offset, e.g. 2026-03-04T09:30:00-07:00",
  siteVisitRequired: "A site visit needs its date and time",
  siteVisitNoteTooLong: "Please keep the crew note under 500 characters",
  duplicateNote: "This note was just added",
  saved: "Estimate request saved",
  siteVisitMailed: "Saved. The customer was sent the site visit and its calendar invitation.",
  noteAdded: "Note added",
  deleted: "Estimate request deleted",
  deleteQuestion: "Delete this estimate request? Its photos and notes are deleted too.",
} as const;

const NOTE_MAX = 5000;

/** The parts of a request's page that a save returns to, with its confirmation beside them. */
export const ESTIMATE_SECTIONS = { pipeline: "estimate-pipeline", notes: "estimate-notes" } as const;

/** A request as its back-office page shows it: plain data, dates as ISO text, photos by their private URLs. */
export type EstimatePageView = EstimateRequestFields & {
  id: string;
  status: EstimateStatus;
  followUpOn: string | null;
  siteVisitAt: string | null;
  siteVisitNote: string;
  createdAt: string;
  firstContactedAt: string | null;
  photos: { id: string; fileName: string; width: number; height: number; thumbnail: string; full: string }[];
  notes: { id: string; body: string; author: string; createdAt: string }[];
};

/** The list's "Due" filter: follow-ups of today (Arizona) and earlier, on requests still open. */
export const FOLLOW_UP_DUE = "due";

/** What the list shows of each row (its CSV has every column). */
export const ESTIMATE_LIST_COLUMNS = [
  // The person first: a phone's card takes the first column as its headline, the date below it.
  "name",
  "service",
  "createdAt",
  "reference",
  "city",
  "status",
  "followUpOn",
  "siteVisitAt",
  "photos",
];

/** What the dashboard lists of a request: who, what, and the date or time that puts it there. */
export type EstimateAgendaItem = { id: string; name: string; service: string; when: string; note?: string };

const ESTIMATE_STATUSES = Object.keys(ESTIMATE_STATUS_LABELS) as [EstimateStatus, ...EstimateStatus[]];

const statusField = z.enum(ESTIMATE_STATUSES, ESTIMATE_ADMIN_MESSAGES.status);

/** A calendar date as a date input sends it (yyyy-mm-dd) that exists on the calendar, in a sane range of years. */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

// "" (a cleared date input) and null both clear the date.
const followUpField = z.union(
  [
    z.null(),
    z
      .string(ESTIMATE_ADMIN_MESSAGES.followUpOn)
      .trim()
      .refine((value) => value === "" || isCalendarDate(value), ESTIMATE_ADMIN_MESSAGES.followUpOn)
      .transform((value) => value || null),
  ],
  ESTIMATE_ADMIN_MESSAGES.followUpOn,
);

const SITE_VISIT_NOTE_MAX = 500;

const siteVisitNoteField = z
  .string()
  .trim()
  .max(SITE_VISIT_NOTE_MAX, ESTIMATE_ADMIN_MESSAGES.siteVisitNoteTooLong)
  .optional()
  .transform((value) => value ?? "");

/**
 * The detail page's pipeline form: status, follow-up date and the site visit (date and time in Arizona, and a note for
 * the crew), saved together. "Site visit scheduled" needs the date and time; a date needs its time and the reverse.
 */
export const estimatePipelineFormSchema = z
  .object({
    status: statusField,
    // A form leaves an empty date input out: no date.
    followUpOn: followUpField.optional().transform((value) => value ?? null),
    siteVisitDate: z.string().trim().refine(isCalendarDate, ESTIMATE_ADMIN_MESSAGES.siteVisitDate).optional(),
    siteVisitTime: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ESTIMATE_ADMIN_MESSAGES.siteVisitTime)
      .optional(),
    siteVisitNote: siteVisitNoteField,
  })
  .superRefine((value, context) => {
    const wanted = value.status === "site_visit_scheduled" || value.siteVisitDate || value.siteVisitTime;
    if (wanted && !value.siteVisitDate)
      context.addIssue({
        code: "custom",
        path: ["siteVisitDate"],
        message: ESTIMATE_ADMIN_MESSAGES.siteVisitDate,
      });
    if (wanted && !value.siteVisitTime)
      context.addIssue({
        code: "custom",
        path: ["siteVisitTime"],
        message: ESTIMATE_ADMIN_MESSAGES.siteVisitTime,
      });
  });

/** The pipeline form's values as the changes of a request: the visit's date and time as one instant (Arizona). */
export function pipelineChanges(values: z.output<typeof estimatePipelineFormSchema>) {
  const { siteVisitDate, siteVisitTime, ...rest } = values;
  return {
    ...rest,
    siteVisitAt: siteVisitDate && siteVisitTime ? arizonaInstant(siteVisitDate, siteVisitTime) : null,
  };
}

/** An internal note: plain text, added and never edited. */
export const estimateNoteFormSchema = z.object({
  body: z
    .string(ESTIMATE_ADMIN_MESSAGES.noteRequired)
    .trim()
    .min(1, ESTIMATE_ADMIN_MESSAGES.noteRequired)
    .max(NOTE_MAX, ESTIMATE_ADMIN_MESSAGES.noteTooLong),
});

// An instant with its offset ("Z" included), as the API takes and gives a site visit; null clears it.
const siteVisitAtField = z.union(
  [
    z.null(),
    z.iso
      .datetime({ offset: true, error: ESTIMATE_ADMIN_MESSAGES.siteVisitAt })
      .transform((value) => new Date(value)),
  ],
  ESTIMATE_ADMIN_MESSAGES.siteVisitAt,
);

/** PATCH /api/estimates/{id}: any of the fields; a field left out stays as it is. */
export const estimatePatchSchema = z
  .object({
    status: statusField.optional(),
    followUpOn: followUpField.optional(),
    siteVisitAt: siteVisitAtField.optional(),
    siteVisitNote: z
      .string("siteVisitNote must be text")
      .trim()
      .max(SITE_VISIT_NOTE_MAX, ESTIMATE_ADMIN_MESSAGES.siteVisitNoteTooLong)
      .optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    ESTIMATE_ADMIN_MESSAGES.nothingToChange,
  );

/** A status from a filter: its key (`won`) or its label (`Won`); undefined for anything else. */
export function estimateStatusFrom(value: string | null | undefined): EstimateStatus | undefined {
  if (!value) return undefined;
  const entries = Object.entries(ESTIMATE_STATUS_LABELS) as [EstimateStatus, string][];
  return entries.find(([key, label]) => key === value || label === value)?.[0];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration as the dashboard shows it: "under a minute", "45 min", "3 h 20 min", "2 d 4 h"; "—" for none. */
export function formatDuration(ms: number | null | undefined) {
  if (ms == null || !Number.isFinite(ms) || ms < 0) return "—";
  if (ms < MINUTE) return "under a minute";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h${minutes ? ` ${minutes} min` : ""}`;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  return `${Math.floor(ms / DAY)} d${hours ? ` ${hours} h` : ""}`;
}

/** A Google Maps search for a job site (the office's phones open it in their maps app). */
export function mapSearchUrl(parts: { address: string; city: string; zip: string }) {
  const query = `${parts.address}, ${parts.city} ${parts.zip}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
