// Estimate requests in the database: created from the form or the API (with their photos, under a fresh reference),
// read and changed by the back office and the admin API, each change with its audit row.
import { and, asc, count, desc, eq, inArray, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { estimateNotes, estimatePhotos, estimates } from "~/db/schema";
import { movePendingPhotos, photoFiles, removePrivateFiles } from "./estimate-photos.server";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Result } from "~/utils/result";
import { ESTIMATE_ADMIN_MESSAGES } from "./estimate-admin";
import { ESTIMATE_STATUS_LABELS } from "./estimate-options";
import { audit, type EditContext } from "~/logs/audit.server";
import { nextYearlyReference } from "~/db/yearly-reference.server";
import type { EstimateFormValues, EstimateStatus } from "./estimate";
import { phoneDigitsQuery } from "~/admin/admin-search";

export type EstimateRow = typeof estimates.$inferSelect;
export type EstimatePhotoRow = typeof estimatePhotos.$inferSelect;
export type EstimateNoteRow = typeof estimateNotes.$inferSelect;
export type EstimateWithPhotos = EstimateRow & { photos: EstimatePhotoRow[] };
export type EstimateDetail = EstimateWithPhotos & { notes: EstimateNoteRow[] };

/** Where an admin sees a photo (optionally a smaller variant): the private route, never a public /media/ URL. */
export const estimatePhotoUrl = (photoId: string, width?: number) =>
  `/admin/estimate-photos/${photoId}${width ? `?w=${width}` : ""}`;

/**
 * Stores a request with its photos (ids of pending uploads, moved into its photos in order) under a new reference, in
 * one transaction: the reference is unique because the write lock is held from the read of the highest one.
 */
export function createEstimate(
  values: Omit<EstimateFormValues, "consent">,
  photoIds: readonly string[],
  context: { ip?: string | null; now?: Date } = {},
): EstimateWithPhotos {
  const now = context.now ?? new Date();
  return writeTransaction((tx) => {
    const id = createId();
    const estimate = tx
      .insert(estimates)
      .values({
        id,
        reference: nextYearlyReference(tx, estimates, estimates.reference, "EST", now.getUTCFullYear()),
        name: values.name,
        email: values.email,
        phone: values.phone,
        service: values.service,
        propertyType: values.propertyType,
        address: values.address,
        city: values.city,
        zip: values.zip,
        size: values.size,
        sizeUnit: values.sizeUnit,
        timeframe: values.timeframe,
        details: values.details,
        consentAt: now,
        ip: context.ip ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const photos = movePendingPhotos(tx, id, photoIds);
    return { ...estimate, photos };
  });
}

const photosOf = (estimateIds: string[]) => {
  if (!estimateIds.length) return new Map<string, EstimatePhotoRow[]>();
  const rows = db
    .select()
    .from(estimatePhotos)
    .where(inArray(estimatePhotos.estimateId, estimateIds))
    .orderBy(asc(estimatePhotos.position))
    .all();
  const byEstimate = new Map<string, EstimatePhotoRow[]>();
  for (const row of rows) byEstimate.set(row.estimateId, [...(byEstimate.get(row.estimateId) ?? []), row]);
  return byEstimate;
};

/** One request with its photos and the office's notes (oldest first), or undefined. */
export function getEstimate(id: string): EstimateDetail | undefined {
  const estimate = db.select().from(estimates).where(eq(estimates.id, id)).get();
  if (!estimate) return undefined;
  const notes = db
    .select()
    .from(estimateNotes)
    .where(eq(estimateNotes.estimateId, id))
    .orderBy(asc(estimateNotes.createdAt))
    .all();
  return { ...estimate, photos: photosOf([id]).get(id) ?? [], notes };
}

export type EstimateListFilter = {
  status?: EstimateStatus;
  service?: string;
  search?: string;
  /** Only requests whose follow-up date is this day (yyyy-mm-dd, Arizona) or earlier. */
  followUpDueBy?: string;
};

/** Requests the office is done with: no follow-up is due on them. */
const CLOSED_STATUSES: EstimateStatus[] = ["won", "lost"];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A phone stored before the 10-digit rule may hold separators: compared by its digits, as the search box's are.
const phoneDigitsOf = (column: SQLiteColumn) =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')`;

/**
 * What the list's search finds: the reference, name, e-mail, street, city, ZIP and service as typed, and the phone in
 * any format ("480.555.01" finds "4805550142").
 */
function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  const match = (column: SQLiteColumn) => sql`${column} like ${pattern} escape '\\'`;
  const digits = phoneDigitsQuery(search);
  return or(
    match(estimates.reference),
    match(estimates.name),
    match(estimates.email),
    match(estimates.phone),
    match(estimates.address),
    match(estimates.city),
    match(estimates.zip),
    match(estimates.service),
    ...(digits ? [sql`${phoneDigitsOf(estimates.phone)} like ${likePattern(digits)} escape '\\'`] : []),
  )!;
}

function listConditions(filter: EstimateListFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(estimates.status, filter.status));
  if (filter.service) conditions.push(eq(estimates.service, filter.service));
  if (filter.followUpDueBy) {
    conditions.push(
      lte(estimates.followUpOn, filter.followUpDueBy),
      notInArray(estimates.status, CLOSED_STATUSES),
    );
  }
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return conditions;
}

/** How many requests each status has among those the other filters (service, search, due) leave. */
export function countEstimatesByStatus(filter: Omit<EstimateListFilter, "status"> = {}) {
  const conditions = listConditions(filter);
  const rows = db
    .select({ status: estimates.status, n: count() })
    .from(estimates)
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(estimates.status)
    .all();
  return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<
    Record<EstimateStatus, number>
  >;
}

/** Requests, newest first, with their photos; narrowed by status, service, a due follow-up and a search. */
export function listEstimates(filter: EstimateListFilter = {}): EstimateWithPhotos[] {
  const conditions = listConditions(filter);
  const rows = db
    .select()
    .from(estimates)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(estimates.createdAt))
    .all();
  const photos = photosOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, photos: photos.get(row.id) ?? [] }));
}

/**
 * The stored file of a photo: its variant of exactly `width` when asked and there is one, else the full-size JPEG;
 * undefined for an unknown photo.
 */
export function findEstimatePhotoFile(photoId: string, width?: number) {
  const photo = db
    .select({ path: estimatePhotos.path, variants: estimatePhotos.variants })
    .from(estimatePhotos)
    .where(eq(estimatePhotos.id, photoId))
    .get();
  if (!photo) return undefined;
  return (width && photo.variants.find((variant) => variant.width === width)?.path) || photo.path;
}

/** How many photos arrived with the request of this reference (the thank-you page says so); null for none such. */
export function photoCountOf(reference: string): number | null {
  const row = db
    .select({ photos: count(estimatePhotos.id) })
    .from(estimates)
    .leftJoin(estimatePhotos, eq(estimatePhotos.estimateId, estimates.id))
    .where(eq(estimates.reference, reference))
    .groupBy(estimates.id)
    .get();
  return row ? row.photos : null;
}

/** How many requests are still "new": the back office sidebar's count. */
export function countNewEstimates() {
  return db.select({ n: count() }).from(estimates).where(eq(estimates.status, "new")).get()?.n ?? 0;
}

export type EstimateChanges = {
  status?: EstimateStatus;
  followUpOn?: string | null;
  siteVisitAt?: Date | null;
  siteVisitNote?: string;
  /** A request already past "Site visit scheduled" given a new visit: "move" back to it or "keep" the status. */
  siteVisitStatus?: "move" | "keep";
};

// A request before its visit moves to "Site visit scheduled" when one is booked; one past it is asked first.
const BEFORE_SITE_VISIT: readonly EstimateStatus[] = ["new", "contacted"];
const CLOSED: readonly EstimateStatus[] = ["won", "lost"];

/** The status a change leaves, or the question to ask first. An explicitly changed status always wins. */
function statusAfter(current: EstimateRow, changes: EstimateChanges, visitBooked: boolean) {
  const status = changes.status ?? current.status;
  if (status !== current.status || !visitBooked || status === "site_visit_scheduled") return status;
  if (BEFORE_SITE_VISIT.includes(status) || changes.siteVisitStatus === "move") return "site_visit_scheduled";
  if (changes.siteVisitStatus === "keep") return status;
  return refuseField(
    409,
    "siteVisitStatus",
    ESTIMATE_ADMIN_MESSAGES.siteVisitPastStatus(ESTIMATE_STATUS_LABELS[status]),
  );
}

export type EstimateUpdate = Result<{
  estimate: EstimateRow;
  previous: EstimateRow;
  siteVisitChanged: boolean;
}>;

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Sets a request's status, follow-up date or site visit (its time and the crew's note). "Site visit scheduled" needs a
 * visit on the record (given now or kept). The first time the status leaves "new" records when (the dashboard's time to
 * first contact); a new or moved visit takes the next invitation sequence. Writes an audit row with what changed.
 */
export function updateEstimate(id: string, changes: EstimateChanges, by: EditContext): EstimateUpdate {
  return writeTransaction((tx): EstimateUpdate => {
    const current = tx.select().from(estimates).where(eq(estimates.id, id)).get();
    if (!current) return refuse(404, ESTIMATE_ADMIN_MESSAGES.notFound);
    const siteVisitAt = changes.siteVisitAt === undefined ? current.siteVisitAt : changes.siteVisitAt;
    const siteVisitChanged = !sameTime(siteVisitAt, current.siteVisitAt);
    const status = statusAfter(current, changes, siteVisitChanged && Boolean(siteVisitAt));
    if (typeof status !== "string") return status;
    if (status === "site_visit_scheduled" && !siteVisitAt)
      return refuseField(400, "siteVisitAt", ESTIMATE_ADMIN_MESSAGES.siteVisitRequired);
    // A closed request is off the follow-up list: a date set on it would never come up.
    if (CLOSED.includes(status) && changes.followUpOn && changes.followUpOn !== current.followUpOn)
      return refuseField(409, "followUpOn", ESTIMATE_ADMIN_MESSAGES.followUpClosed);

    const now = new Date();
    const set: Partial<typeof estimates.$inferInsert> = { updatedAt: now };
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    if (status !== current.status) {
      set.status = status;
      changed.status = { from: current.status, to: status };
      if (status !== "new" && !current.firstContactedAt) set.firstContactedAt = now;
    }
    if (changes.followUpOn !== undefined && changes.followUpOn !== current.followUpOn) {
      set.followUpOn = changes.followUpOn;
      changed.followUpOn = { from: current.followUpOn, to: changes.followUpOn };
    }
    if (siteVisitChanged) {
      set.siteVisitAt = siteVisitAt;
      changed.siteVisitAt = {
        from: current.siteVisitAt?.toISOString() ?? null,
        to: siteVisitAt?.toISOString() ?? null,
      };
      if (siteVisitAt) set.siteVisitSequence = current.siteVisitSequence + 1;
    }
    if (changes.siteVisitNote !== undefined && changes.siteVisitNote !== current.siteVisitNote) {
      set.siteVisitNote = changes.siteVisitNote;
      changed.siteVisitNote = { from: current.siteVisitNote, to: changes.siteVisitNote };
    }
    if (!Object.keys(changed).length) {
      return { ok: true, estimate: current, previous: current, siteVisitChanged: false };
    }
    const updated = tx.update(estimates).set(set).where(eq(estimates.id, id)).returning().get();
    audit(by, {
      event: "estimate.update",
      message: `Estimate ${current.reference} updated (${Object.keys(changed).join(", ")})`,
      detail: { estimateId: id, changes: changed },
    });
    return { ok: true, estimate: updated, previous: current, siteVisitChanged };
  });
}

/** Deletes a request, its notes and its photos' files; writes an audit row. False when there is no such request. */
export async function deleteEstimate(id: string, by: EditContext) {
  const removed = writeTransaction((tx) => {
    const estimate = tx.select().from(estimates).where(eq(estimates.id, id)).get();
    if (!estimate) return undefined;
    const photos = tx.select().from(estimatePhotos).where(eq(estimatePhotos.estimateId, id)).all();
    tx.delete(estimates).where(eq(estimates.id, id)).run();
    return { estimate, photos };
  });
  if (!removed) return false;
  audit(by, {
    event: "estimate.delete",
    message: `Estimate ${removed.estimate.reference} deleted`,
    detail: { estimateId: id, reference: removed.estimate.reference, photos: removed.photos.length },
  });
  // After the rows: a failed file removal leaves an orphan file, never a request pointing at missing photos.
  await removePrivateFiles(removed.photos.flatMap(photoFiles)).catch((error) =>
    console.error(`Could not remove the photos of estimate ${removed.estimate.reference}`, error),
  );
  return true;
}

/**
 * Moves a request along the pipeline as a quote made from it goes out or gets its answer, inside the caller's
 * transaction: only forward (a request already won stays won), and never back to "Estimate sent" once answered.
 * Answers the change, or undefined when the request is gone or already further along.
 */
export function advanceEstimateStatus(tx: Transaction, id: string, to: "estimate_sent" | "won" | "lost") {
  const current = tx
    .select({
      status: estimates.status,
      reference: estimates.reference,
      firstContactedAt: estimates.firstContactedAt,
    })
    .from(estimates)
    .where(eq(estimates.id, id))
    .get();
  if (!current || current.status === to || current.status === "won") return undefined;
  if (to === "estimate_sent" && current.status === "lost") return undefined;
  const now = new Date();
  tx.update(estimates)
    .set({ status: to, updatedAt: now, firstContactedAt: current.firstContactedAt ?? now })
    .where(eq(estimates.id, id))
    .run();
  return { reference: current.reference, from: current.status, to };
}
