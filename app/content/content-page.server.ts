import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, writeTransaction, type Transaction } from "~/db/client.server";
import { contentPageRevisions, contentPages, users } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { revisionSummary } from "./revision-summary";
import { defaultPageContents, type PageContents } from "./content-page-defaults";
import { refuse } from "~/utils/result";
import {
  PAGE_MESSAGES,
  pageContentSchemas,
  pageDefinitions,
  pageSlugs,
  type AnyPageContent,
  type ContentPageSlug,
  type PageContentOf,
} from "./content-page";

/** Older versions beyond this many per page are dropped, oldest first, so the table cannot grow without bound. */
export const REVISIONS_KEPT = 50;

const schemaOf = <S extends ContentPageSlug>(slug: S) =>
  pageContentSchemas[slug] as unknown as z.ZodType<PageContentOf<S>>;

/** The texts a page starts with, shown until the office saves its own. */
function defaultPageContent<S extends ContentPageSlug>(slug: S): PageContentOf<S> {
  return structuredClone(defaultPageContents[slug]);
}

/** Stored content checked against the page's schema; null when it no longer fits (an older shape, a broken row). */
function parsePageContent<S extends ContentPageSlug>(slug: S, raw: unknown): PageContentOf<S> | null {
  const result = schemaOf(slug).safeParse(raw);
  return result.success ? result.data : null;
}

function readRow(tx: Transaction | typeof db, slug: ContentPageSlug) {
  return tx.select().from(contentPages).where(eq(contentPages.slug, slug)).get();
}

/**
 * A page's current content. A database seeded before the pages were editable has no row: the default texts stand in,
 * so the public pages look as they always did.
 */
export function getContentPage<S extends ContentPageSlug>(slug: S) {
  const row = readRow(db, slug);
  const stored = row ? parsePageContent(slug, row.content) : null;
  if (row && !stored)
    console.warn(`The stored content of the page "${slug}" does not fit it; showing its default texts.`);
  return {
    slug,
    content: stored ?? defaultPageContent(slug),
    updatedAt: stored ? (row?.updatedAt ?? null) : null,
  };
}

/** Stores the given texts for every page that has none yet (the seeder); returns how many it stored. */
export function createMissingPages(pages: PageContents) {
  return writeTransaction((tx) => {
    let created = 0;
    for (const slug of pageSlugs) {
      if (readRow(tx, slug)) continue;
      tx.insert(contentPages)
        .values({ slug, content: pages[slug] as Record<string, unknown> })
        .run();
      created++;
    }
    return created;
  });
}

/** The editable pages with when each was last saved, for the back office's list. */
export function listContentPages() {
  const rows = db
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .all();
  const counts = db
    .select({ slug: contentPageRevisions.slug, n: sql<number>`count(*)` })
    .from(contentPageRevisions)
    .groupBy(contentPageRevisions.slug)
    .all();
  return pageSlugs.map((slug) => ({
    slug,
    ...pageDefinitions[slug],
    updatedAt: rows.find((row) => row.slug === slug)?.updatedAt ?? null,
    revisions: counts.find((row) => row.slug === slug)?.n ?? 0,
  }));
}

/** Top-level fields whose text differs (for the audit row). */
function changedPageFields(before: AnyPageContent, after: AnyPageContent) {
  const old = before as Record<string, unknown>;
  return Object.keys(after).filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify((after as Record<string, unknown>)[key]),
  );
}

/**
 * Makes `content` the page's current version and keeps the one it replaces (the default texts, the first time) as a
 * revision. Saving unchanged content stores no new version.
 */
function storePageContent<S extends ContentPageSlug>(
  slug: S,
  content: PageContentOf<S>,
  actorId: string,
  reason: "edit" | "restore",
) {
  return writeTransaction((tx) => {
    const row = readRow(tx, slug);
    const previous = (row ? parsePageContent(slug, row.content) : null) ?? defaultPageContent(slug);
    const changed = changedPageFields(previous, content);
    if (changed.length === 0) return { changed, revisionId: null };
    const now = new Date();
    const stored = content as Record<string, unknown>;
    if (row) {
      tx.update(contentPages)
        .set({ content: stored, updatedBy: actorId, updatedAt: now })
        .where(eq(contentPages.slug, slug))
        .run();
    } else {
      tx.insert(contentPages).values({ slug, content: stored, updatedBy: actorId, updatedAt: now }).run();
    }
    const revisionId = createId();
    tx.insert(contentPageRevisions)
      .values({
        id: revisionId,
        slug,
        content: (row?.content ?? previous) as Record<string, unknown>,
        reason,
        summary: revisionSummary(
          changed.map((name) => fieldLabel(slug, name)),
          reason,
        ),
        createdBy: actorId,
        createdAt: now,
      })
      .run();
    const kept = tx
      .select({ id: contentPageRevisions.id })
      .from(contentPageRevisions)
      .where(eq(contentPageRevisions.slug, slug))
      .orderBy(desc(contentPageRevisions.createdAt), desc(sql`rowid`))
      .limit(REVISIONS_KEPT)
      .all()
      .map((revision) => revision.id);
    tx.delete(contentPageRevisions)
      .where(and(eq(contentPageRevisions.slug, slug), notInArray(contentPageRevisions.id, kept)))
      .run();
    return { changed, revisionId };
  });
}

/** Saves a page's content (checked by its schema) as a new version, and audits which fields changed. */
export function savePageContent<S extends ContentPageSlug>(
  slug: S,
  content: PageContentOf<S>,
  context: EditContext,
) {
  const result = storePageContent(slug, content, context.actor.id, "edit");
  audit(context, {
    event: "page.update",
    message: result.changed.length
      ? `Saved the page “${pageDefinitions[slug].title}”: ${result.changed.join(", ")}`
      : `Saved the page “${pageDefinitions[slug].title}” (nothing changed)`,
    detail: { slug, changed: result.changed },
  });
  return result;
}

/** The editor's label of a page's field ("intro" → "Introduction"); the name itself for a field it does not lay out. */
function fieldLabel(slug: ContentPageSlug, name: string) {
  return pageDefinitions[slug].fields.find((field) => field.name === name)?.label ?? name;
}

/** A page's kept versions, newest first, each with who saved over it and the one-line summary of that save. */
export function listPageRevisions(slug: ContentPageSlug) {
  return db
    .select({
      id: contentPageRevisions.id,
      reason: contentPageRevisions.reason,
      summary: contentPageRevisions.summary,
      author: users.name,
      createdAt: contentPageRevisions.createdAt,
    })
    .from(contentPageRevisions)
    .leftJoin(users, eq(users.id, contentPageRevisions.createdBy))
    .where(eq(contentPageRevisions.slug, slug))
    .orderBy(desc(contentPageRevisions.createdAt), desc(sql`${contentPageRevisions}.rowid`))
    .all();
}

export function getPageRevision<S extends ContentPageSlug>(slug: S, revisionId: string) {
  const revision = db
    .select()
    .from(contentPageRevisions)
    .where(and(eq(contentPageRevisions.slug, slug), eq(contentPageRevisions.id, revisionId)))
    .get();
  if (!revision) return undefined;
  return { ...revision, slug, parsed: parsePageContent(slug, revision.content) };
}

/**
 * Puts a kept version back as the current one; the version it replaces becomes a revision in turn, so a restore can
 * itself be undone.
 */
export function restorePageRevision(slug: ContentPageSlug, revisionId: string, context: EditContext) {
  const revision = getPageRevision(slug, revisionId);
  if (!revision) return refuse(404, PAGE_MESSAGES.revisionMissing);
  if (!revision.parsed) return refuse(409, PAGE_MESSAGES.revisionInvalid);
  const result = storePageContent(slug, revision.parsed, context.actor.id, "restore");
  audit(context, {
    event: "page.restore",
    message: `Restored an earlier version of the page “${pageDefinitions[slug].title}”`,
    detail: { slug, revisionId, changed: result.changed },
  });
  return { ok: true as const, ...result };
}
