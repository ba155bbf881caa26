// The back office's queries on estimate requests beyond the core model (~/models/estimate.server): the list's rows
// and filters, internal notes, and the dashboard's figures.
import { count, eq, gte, isNotNull } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { estimateNotes, estimates } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { audit, type EditContext } from "./audit.server";
import { estimateStatusFrom, type EstimatePageView } from "./estimate-admin";
import { ESTIMATE_STATUS_LABELS, requestFieldsOf } from "./estimate-options";
import {
  estimatePhotoUrl,
  getEstimate,
  listEstimates,
  type EstimateListFilter,
  type EstimateWithPhotos,
} from "./estimate.server";
import { TABLE_FILTER_MAX } from "./table-query";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const THUMBNAIL_WIDTH = 400;

/** The status and service filters of the estimates list, from its URL (anything unknown is ignored). */
export function readEstimateFilter(params: URLSearchParams): Omit<EstimateListFilter, "search"> {
  const service = params.get("service")?.trim().slice(0, TABLE_FILTER_MAX);
  return { status: estimateStatusFrom(params.get("status")), service: service || undefined };
}

/** One row of the estimates table and its CSV: what the office scans a list by. */
function estimateToTableRecord(estimate: EstimateWithPhotos) {
  return {
    _id: estimate.id,
    createdAt: estimate.createdAt.toISOString(),
    reference: estimate.reference,
    name: estimate.name,
    service: estimate.service,
    city: estimate.city,
    status: ESTIMATE_STATUS_LABELS[estimate.status],
    photos: estimate.photos.length,
  };
}

export const ESTIMATE_TABLE_COLUMNS = [
  "createdAt",
  "reference",
  "name",
  "service",
  "city",
  "status",
  "photos",
];

export function estimateTableRecords(params: URLSearchParams) {
  return listEstimates(readEstimateFilter(params)).map(estimateToTableRecord);
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
    followUpOn: estimate.followUpOn,
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

/**
 * Adds an internal note to a request, signed with its author's name as it is today (kept if the account goes), with
 * its audit row. Undefined when there is no such request.
 */
export function addEstimateNote(estimateId: string, body: string, author: NoteAuthor, by: EditContext) {
  return writeTransaction((tx) => {
    const estimate = tx
      .select({ reference: estimates.reference })
      .from(estimates)
      .where(eq(estimates.id, estimateId))
      .get();
    if (!estimate) return undefined;
    const note = tx
      .insert(estimateNotes)
      .values({ id: createId(), estimateId, body, authorId: author.id, authorName: author.name })
      .returning()
      .get();
    audit(by, {
      event: "estimate.note",
      message: `Note added to estimate ${estimate.reference}`,
      detail: { estimateId, noteId: note.id },
    });
    return note;
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
