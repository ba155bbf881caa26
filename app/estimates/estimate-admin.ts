import { z } from "zod";
import {
  requireSiteVisitTime,
  SITE_VISIT_MESSAGES,
  siteVisitApiFields,
  siteVisitFormFields,
  siteVisitInstant,
} from "~/site-visits/site-visit-fields";
import { isCalendarDate } from "~/utils/dates";
import { ESTIMATE_STATUS_LABELS, type EstimateRequestFields, type EstimateStatus } from "./estimate-options";

// The back office's rules for an estimate request: its pipeline form (status, follow-up date and the site visit, whose
// fields are in ~/site-visits), its notes and the admin API's PATCH body, shared by the pages and /api/estimates/{id}.
// Browser-safe.

export const ESTIMATE_ADMIN_MESSAGES = {
  notFound: "Estimate request not found",
  status: "Choose a status from the list",
  followUpOn: "Enter the follow-up date as YYYY-MM-DD",
  noteRequired: "Write a note before adding it",
  noteTooLong: "Please keep a note under 5,000 characters",
  nothingToChange: "Send a status, followUpOn, siteVisitAt or siteVisitNote to change",
  followUpClosed: "This request is closed: reopen it to set a follow-up",
  siteVisitPastStatus: (status: string) =>
    `This request is already "${status}": move it back to "Site visit scheduled" with this visit, or keep "${status}"?`,
  siteVisitStatus: "Choose move or keep",
  ...SITE_VISIT_MESSAGES,
  duplicateNote: "This note was just added",
  saved: "Estimate request saved",
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

/** What a new site visit does to a request already past "Site visit scheduled": asked first, never silently. */
const SITE_VISIT_STATUS_CHOICES = ["move", "keep"] as const;
const siteVisitStatusField = z
  .enum(SITE_VISIT_STATUS_CHOICES, ESTIMATE_ADMIN_MESSAGES.siteVisitStatus)
  .optional();

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

/**
 * The detail page's pipeline form: status, follow-up date and the site visit (date and time in Arizona, and a note for
 * the crew), saved together. "Site visit scheduled" needs the date and time; a date needs its time and the reverse.
 */
export const estimatePipelineFormSchema = z
  .object({
    status: statusField,
    // A form leaves an empty date input out: no date.
    followUpOn: followUpField.optional().transform((value) => value ?? null),
    ...siteVisitFormFields,
    siteVisitStatus: siteVisitStatusField,
  })
  .superRefine((value, context) =>
    requireSiteVisitTime(value, value.status === "site_visit_scheduled", context),
  );

/** The pipeline form's values as the changes of a request: the visit's date and time as one instant (Arizona). */
export function pipelineChanges(values: z.output<typeof estimatePipelineFormSchema>) {
  const { siteVisitDate, siteVisitTime, ...rest } = values;
  return { ...rest, siteVisitAt: siteVisitInstant(siteVisitDate, siteVisitTime) };
}

/** An internal note: plain text, added and never edited. */
export const estimateNoteFormSchema = z.object({
  body: z
    .string(ESTIMATE_ADMIN_MESSAGES.noteRequired)
    .trim()
    .min(1, ESTIMATE_ADMIN_MESSAGES.noteRequired)
    .max(NOTE_MAX, ESTIMATE_ADMIN_MESSAGES.noteTooLong),
});

/** PATCH /api/estimates/{id}: any of the fields; a field left out stays as it is. */
export const estimatePatchSchema = z
  .object({
    status: statusField.optional(),
    followUpOn: followUpField.optional(),
    ...siteVisitApiFields,
    siteVisitStatus: siteVisitStatusField,
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
