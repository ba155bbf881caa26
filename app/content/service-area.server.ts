import { and, asc, desc, eq, ne, notInArray, sql } from "drizzle-orm";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { serviceAreaRevisions, serviceAreas, type ServiceAreaSnapshot } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { memoByContentVersion, raiseContentVersion } from "~/db/content-version.server";
import { refuse, refuseField, type Result } from "~/utils/result";
import { SERVICE_AREA_MESSAGES, type ServiceAreaValues } from "./service-area";

// The service areas: the office's list, each save keeping the version it replaces (as content pages do), and the
// reads of the public pages.

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;

/** Older versions beyond this many per area are dropped, oldest first. */
const AREA_REVISIONS_KEPT = 50;

export function listServiceAreas(): ServiceAreaRow[] {
  return db.select().from(serviceAreas).orderBy(asc(serviceAreas.position), asc(serviceAreas.name)).all();
}

/** The areas the public pages and every page's JSON-LD show, read again only after content changed. */
export const listPublicServiceAreas = memoByContentVersion(() =>
  listServiceAreas().map((area) => ({ name: area.name, slug: area.slug })),
);

export function getServiceArea(id: string) {
  return db.select().from(serviceAreas).where(eq(serviceAreas.id, id)).get();
}

export function getServiceAreaBySlug(slug: string) {
  return db.select().from(serviceAreas).where(eq(serviceAreas.slug, slug)).get();
}

function slugTaken(tx: Transaction, slug: string, exceptId?: string) {
  const where = exceptId
    ? and(eq(serviceAreas.slug, slug), ne(serviceAreas.id, exceptId))
    : eq(serviceAreas.slug, slug);
  return Boolean(tx.select({ id: serviceAreas.id }).from(serviceAreas).where(where).get());
}

const snapshotOf = (area: ServiceAreaRow): ServiceAreaSnapshot => ({
  name: area.name,
  slug: area.slug,
  intro: area.intro,
  zipCodes: area.zipCodes,
});

const fieldLabels: Record<keyof ServiceAreaSnapshot, string> = {
  name: "name",
  slug: "slug",
  intro: "introduction",
  zipCodes: "ZIP codes",
};

/** One line saying what a save changed, e.g. "Changed the name (Mesa → Mesa East) and the introduction". */
function changeSummary(before: ServiceAreaSnapshot, after: ServiceAreaSnapshot) {
  const changed = (Object.keys(fieldLabels) as (keyof ServiceAreaSnapshot)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const parts = changed.map((key) =>
    key === "name" || key === "slug"
      ? `the ${fieldLabels[key]} (${before[key]} → ${after[key]})`
      : `the ${fieldLabels[key]}`,
  );
  if (parts.length === 0) return { changed, summary: "" };
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return { changed, summary: `Changed ${list}` };
}

type SaveResult = Result<{ area: ServiceAreaRow; changed: string[] }>;

const slugRefused = () =>
  refuse(409, SERVICE_AREA_MESSAGES.failed, { slug: [SERVICE_AREA_MESSAGES.slugTaken] });

export function createServiceArea(values: ServiceAreaValues, context: EditContext | null): SaveResult {
  const result = writeTransaction((tx): SaveResult => {
    if (slugTaken(tx, values.slug)) return slugRefused();
    const last = tx
      .select({ position: sql<number>`coalesce(max(${serviceAreas.position}), -1)` })
      .from(serviceAreas)
      .get();
    const area = tx
      .insert(serviceAreas)
      .values({ id: createId(), ...values, position: (last?.position ?? -1) + 1 })
      .returning()
      .get();
    raiseContentVersion();
    return { ok: true, area, changed: [] };
  });
  if (result.ok && context)
    audit(context, {
      event: "service-area.create",
      message: `Added the service area “${result.area.name}”`,
      detail: { id: result.area.id, slug: result.area.slug },
    });
  return result;
}

/** Makes `values` the area's current version, keeping the one it replaces as a revision (none when nothing changed). */
function storeAreaVersion(
  tx: Transaction,
  current: ServiceAreaRow,
  values: ServiceAreaSnapshot,
  actorId: string | null,
  summary: (changed: string) => string,
) {
  const { changed, summary: what } = changeSummary(snapshotOf(current), values);
  if (changed.length === 0) return { area: current, changed };
  const now = new Date();
  const area = tx
    .update(serviceAreas)
    .set({ ...values, updatedAt: now })
    .where(eq(serviceAreas.id, current.id))
    .returning()
    .get();
  tx.insert(serviceAreaRevisions)
    .values({
      id: createId(),
      areaId: current.id,
      snapshot: snapshotOf(current),
      summary: summary(what),
      createdBy: actorId,
      createdAt: now,
    })
    .run();
  const kept = tx
    .select({ id: serviceAreaRevisions.id })
    .from(serviceAreaRevisions)
    .where(eq(serviceAreaRevisions.areaId, current.id))
    .orderBy(desc(serviceAreaRevisions.createdAt), desc(sql`rowid`))
    .limit(AREA_REVISIONS_KEPT)
    .all()
    .map((row) => row.id);
  tx.delete(serviceAreaRevisions)
    .where(and(eq(serviceAreaRevisions.areaId, current.id), notInArray(serviceAreaRevisions.id, kept)))
    .run();
  raiseContentVersion();
  return { area, changed };
}

export function updateServiceArea(id: string, values: ServiceAreaValues, context: EditContext): SaveResult {
  const result = writeTransaction((tx): SaveResult => {
    const current = tx.select().from(serviceAreas).where(eq(serviceAreas.id, id)).get();
    if (!current) return refuse(404, SERVICE_AREA_MESSAGES.notFound);
    if (slugTaken(tx, values.slug, id)) return slugRefused();
    return { ok: true, ...storeAreaVersion(tx, current, values, context.actor.id, (what) => what) };
  });
  if (result.ok)
    audit(context, {
      event: "service-area.update",
      message: result.changed.length
        ? `Saved the service area “${result.area.name}”: ${result.changed.join(", ")}`
        : `Saved the service area “${result.area.name}” (nothing changed)`,
      detail: { id, changed: result.changed },
    });
  return result;
}

export function deleteServiceArea(id: string, context: EditContext) {
  const area = writeTransaction((tx) => {
    const deleted = tx.delete(serviceAreas).where(eq(serviceAreas.id, id)).returning().get();
    if (deleted) raiseContentVersion();
    return deleted;
  });
  if (area)
    audit(context, {
      event: "service-area.delete",
      message: `Deleted the service area “${area.name}”`,
      detail: { id, slug: area.slug },
    });
  return Boolean(area);
}

export function listAreaRevisions(areaId: string) {
  return db
    .select({
      id: serviceAreaRevisions.id,
      summary: serviceAreaRevisions.summary,
      createdAt: serviceAreaRevisions.createdAt,
    })
    .from(serviceAreaRevisions)
    .where(eq(serviceAreaRevisions.areaId, areaId))
    .orderBy(desc(serviceAreaRevisions.createdAt), desc(sql`rowid`))
    .all();
}

export function getAreaRevision(areaId: string, revisionId: string) {
  return db
    .select()
    .from(serviceAreaRevisions)
    .where(and(eq(serviceAreaRevisions.areaId, areaId), eq(serviceAreaRevisions.id, revisionId)))
    .get();
}

/**
 * Puts a kept version back; the version it replaces becomes a revision in turn. A slug another area took since is
 * refused rather than duplicated.
 */
export function restoreAreaRevision(areaId: string, revisionId: string, context: EditContext) {
  const result = writeTransaction((tx): Result<{ changed: string[] }> => {
    const current = tx.select().from(serviceAreas).where(eq(serviceAreas.id, areaId)).get();
    const revision = tx
      .select()
      .from(serviceAreaRevisions)
      .where(and(eq(serviceAreaRevisions.areaId, areaId), eq(serviceAreaRevisions.id, revisionId)))
      .get();
    if (!current || !revision) return refuse(404, SERVICE_AREA_MESSAGES.revisionMissing);
    if (slugTaken(tx, revision.snapshot.slug, areaId))
      return refuseField(409, "slug", SERVICE_AREA_MESSAGES.slugTaken);
    const when = revision.createdAt.toISOString().slice(0, 16).replace("T", " ");
    const stored = storeAreaVersion(tx, current, revision.snapshot, context.actor.id, (what) =>
      `Restored the version of ${when} UTC: ${what.replace(/^Changed /, "")}`.trim(),
    );
    return { ok: true, changed: stored.changed };
  });
  if (result.ok)
    audit(context, {
      event: "service-area.restore",
      message: "Restored an earlier version of a service area",
      detail: { areaId, revisionId, changed: result.changed },
    });
  return result;
}
