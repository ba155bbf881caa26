// The back office's queries on estimate requests beyond the core model (./estimate.server.ts): the list's rows
// and filters, internal notes, and the dashboard's figures.
import { and, count, eq, gte, isNotNull, lt } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { estimateNotes, estimates } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { audit, type EditContext } from "~/logs/audit.server";
import {
  estimateStatusFrom,
  FOLLOW_UP_DUE,
  type EstimateAgendaItem,
  type EstimatePageView,
} from "./estimate-admin";
import { ESTIMATE_STATUS_LABELS, requestFieldsOf } from "./estimate-options";
import {
  countEstimatesByStatus,
  estimatePhotoUrl,
  getEstimate,
  listEstimates,
  type EstimateListFilter,
  type EstimateWithPhotos,
} from "./estimate.server";
import { arizonaDay, arizonaInstant, arizonaIso } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { TABLE_FILTER_MAX } from "~/admin/table-query";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const THUMBNAIL_WIDTH = 400;

/** The filters of the estimates list and GET /api/estimates, from the URL (anything unknown is ignored). */
export function readEstimateFilter(params: URLSearchParams, now = new Date()): EstimateListFilter {
  const service = params.get("service")?.trim().slice(0, TABLE_FILTER_MAX);
  const search = params.get("q")?.trim().slice(0, TABLE_FILTER_MAX);
  return {
    status: estimateStatusFrom(params.get("status")),
    service: service || undefined,
    search: search || undefined,
    followUpDueBy: params.get("followUp") === FOLLOW_UP_DUE ? arizonaDay(now) : undefined,
  };
}

/** One row of the estimates table and its CSV: what the office scans a list by and finds a person with. */
function estimateToTableRecord(estimate: EstimateWithPhotos) {
  return {
    _id: estimate.id,
    createdAt: estimate.createdAt.toISOString(),
    name: estimate.name,
    service: estimate.service,
    reference: estimate.reference,
    city: estimate.city,
    status: ESTIMATE_STATUS_LABELS[estimate.status],
    followUpOn: estimate.followUpOn,
    siteVisitAt: estimate.siteVisitAt ? arizonaIso(estimate.siteVisitAt) : null,
    siteVisitNote: estimate.siteVisitNote,
    photos: estimate.photos.length,
    phone: formatPhone(estimate.phone),
    email: estimate.email,
    address: estimate.address,
    zip: estimate.zip,
  };
}

export const ESTIMATE_TABLE_COLUMNS = [
  "createdAt",
  "name",
  "service",
  "reference",
  "city",
  "status",
  "followUpOn",
  "siteVisitAt",
  "siteVisitNote",
  "photos",
  "phone",
  "email",
  "address",
  "zip",
];

export function estimateTableRecords(params: URLSearchParams) {
  return listEstimates(readEstimateFilter(params)).map(estimateToTableRecord);
}

/** The status filter's counts: each status's requests among those the other filters leave. */
export function estimateStatusCounts(params: URLSearchParams) {
  const { status: _status, ...rest } = readEstimateFilter(params);
  return countEstimatesByStatus(rest);
}

/** The services requests were made for, for the list's service filter. */
export function estimateServiceNames() {
  return db
    .selectDistinct({ service: estimates.service })
    .from(estimates)
    .orderBy(estimates.service)
    .all()
    .map((row) => row.service);
}

/** A request as its back-office page shows it, or undefined. */
export function estimatePageView(id: string): EstimatePageView | undefined {
  const estimate = getEstimate(id);
  if (!estimate) return undefined;
  return {
    id: estimate.id,
    ...requestFieldsOf(estimate),
    status: estimate.status,
    paidAt: estimate.paidAt?.toISOString() ?? null,
    followUpOn: estimate.followUpOn,
    siteVisitAt: estimate.siteVisitAt?.toISOString() ?? null,
    siteVisitNote: estimate.siteVisitNote,
    createdAt: estimate.createdAt.toISOString(),
    firstContactedAt: estimate.firstContactedAt?.toISOString() ?? null,
    photos: estimate.photos.map((photo) => ({
      id: photo.id,
      fileName: photo.fileName,
      width: photo.width,
      height: photo.height,
      thumbnail: estimatePhotoUrl(photo.id, THUMBNAIL_WIDTH),
      full: estimatePhotoUrl(photo.id),
    })),
    notes: estimate.notes.map((note) => ({
      id: note.id,
      body: note.body,
      author: note.authorName,
      createdAt: note.createdAt.toISOString(),
    })),
  };
}

export type NoteAuthor = { id: string; name: string };

/** A second tap on "Add note", a resent form: the same text from the same person this soon is the same note. */
const DUPLICATE_NOTE_MS = 60_000;

/**
 * Adds an internal note to a request, signed with its author's name as it is today (kept if the account goes), with
 * its audit row; the same text by the same person within a minute is stored once (`duplicate`: it was there).
 * Undefined when there is no such request.
 */
export function addEstimateNote(
  estimateId: string,
  body: string,
  author: NoteAuthor,
  by: EditContext,
  now = new Date(),
) {
  return writeTransaction((tx) => {
    const estimate = tx
      .select({ reference: estimates.reference })
      .from(estimates)
      .where(eq(estimates.id, estimateId))
      .get();
    if (!estimate) return undefined;
    const earlier = tx
      .select()
      .from(estimateNotes)
      .where(
        and(
          eq(estimateNotes.estimateId, estimateId),
          eq(estimateNotes.authorId, author.id),
          eq(estimateNotes.body, body),
          gte(estimateNotes.createdAt, new Date(now.getTime() - DUPLICATE_NOTE_MS)),
        ),
      )
      .get();
    if (earlier) return { note: earlier, duplicate: true };
    const note = tx
      .insert(estimateNotes)
      .values({
        id: createId(),
        estimateId,
        body,
        authorId: author.id,
        authorName: author.name,
        createdAt: now,
      })
      .returning()
      .get();
    audit(by, {
      event: "estimate.note",
      message: `Note added to estimate ${estimate.reference}`,
      detail: { estimateId, noteId: note.id },
    });
    return { note, duplicate: false };
  });
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The dashboard's pipeline figures: requests received in the last seven days, and the median time from a request to
 * its first contact (its status first leaving "new") over every request contacted so far; null when none was.
 */
export function estimateStats(now = new Date()) {
  const newThisWeek =
    db
      .select({ n: count() })
      .from(estimates)
      .where(gte(estimates.createdAt, new Date(now.getTime() - WEEK_MS)))
      .get()?.n ?? 0;
  const contacted = db
    .select({ createdAt: estimates.createdAt, firstContactedAt: estimates.firstContactedAt })
    .from(estimates)
    .where(isNotNull(estimates.firstContactedAt))
    .all();
  const waits = contacted.map((row) => row.firstContactedAt!.getTime() - row.createdAt.getTime());
  return { newThisWeek, medianFirstContactMs: median(waits) };
}

/** Follow-ups due today or earlier (Arizona) on open requests, the oldest first: the dashboard's "Follow-ups due". */
export function followUpsDue(now = new Date()): EstimateAgendaItem[] {
  return listEstimates({ followUpDueBy: arizonaDay(now) })
    .map((estimate) => ({
      id: estimate.id,
      name: estimate.name,
      service: estimate.service,
      when: estimate.followUpOn ?? "",
    }))
    .sort((a, b) => a.when.localeCompare(b.when));
}

/** The site visits booked for today (Arizona), in the order of the day: the dashboard's "Site visits today". */
export function siteVisitsToday(now = new Date()): EstimateAgendaItem[] {
  const day = arizonaDay(now);
  const start = arizonaInstant(day, "00:00");
  const end = new Date(start.getTime() + 24 * 60 * 60_000);
  return db
    .select({
      id: estimates.id,
      name: estimates.name,
      service: estimates.service,
      siteVisitAt: estimates.siteVisitAt,
      note: estimates.siteVisitNote,
    })
    .from(estimates)
    .where(and(gte(estimates.siteVisitAt, start), lt(estimates.siteVisitAt, end)))
    .orderBy(estimates.siteVisitAt)
    .all()
    .map((row) => ({ ...row, when: row.siteVisitAt!.toISOString() }));
}
