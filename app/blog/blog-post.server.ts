import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { db, withinWriteTransaction, type Transaction } from "~/db/client.server";
import {
  blogPosts,
  blogRevisions,
  blogSections,
  type BlogPostSnapshot,
  type ImageVariant,
} from "~/db/schema";
import { createId } from "~/utils/id.server";
import { BLOG_MESSAGES, type BlogPostInput } from "./blog-post";

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogSection = { title: string; body: string };
export type BlogPostWithSections = BlogPostRow & { sections: BlogSection[] };
export type BlogImage = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
};
type Visibility = { includeDrafts?: boolean };

const visible = ({ includeDrafts }: Visibility) =>
  includeDrafts ? undefined : eq(blogPosts.status, "published");

function withSections(rows: BlogPostRow[]): BlogPostWithSections[] {
  if (rows.length === 0) return [];
  const sections = db
    .select()
    .from(blogSections)
    .where(
      inArray(
        blogSections.postId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(blogSections.position))
    .all();
  return rows.map((row) => ({
    ...row,
    sections: sections.filter((s) => s.postId === row.id).map(({ title, body }) => ({ title, body })),
  }));
}

/** Posts newest first, with their sections; drafts only when asked for (admins). */
export function listBlogPosts(options: Visibility & { limit?: number; offset?: number } = {}) {
  const query = db
    .select()
    .from(blogPosts)
    .where(visible(options))
    .orderBy(desc(blogPosts.createdAt))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  return withSections(query.all());
}

/** The archive list: titles and dates only, newest first. */
export function listBlogArchive(options: Visibility & { limit?: number } = {}) {
  const query = db
    .select({ id: blogPosts.id, title: blogPosts.title, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .where(visible(options))
    .orderBy(desc(blogPosts.createdAt))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  return query.all().map((row) => ({
    _id: row.id,
    name: row.title,
    date: row.createdAt.toISOString(),
    href: `/blog/${row.id}`,
  }));
}

export function countBlogPosts(options: Visibility = {}) {
  return db.select({ n: count() }).from(blogPosts).where(visible(options)).get()?.n ?? 0;
}

export function getBlogPost(id: string, options: Visibility = {}): BlogPostWithSections | undefined {
  const row = db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visible(options)))
    .get();
  return row ? withSections([row])[0] : undefined;
}

/** Another post's title already equals this one as the unique index `blog_posts_title_unique` compares them. */
export function isBlogTitleTaken(title: string, exceptId?: string) {
  // Both sides go through SQLite's lower(), as the index does: it folds only A-Z, unlike JavaScript's toLowerCase().
  const row = db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(sql`lower(${blogPosts.title})`, sql`lower(${title})`),
        exceptId ? ne(blogPosts.id, exceptId) : undefined,
      ),
    )
    .get();
  return Boolean(row);
}

/** A post could not be written because another post has its title (the same refusal as a failed title check). */
export class BlogTitleTakenError extends Error {
  constructor(readonly title: string) {
    super(BLOG_MESSAGES.titleTaken);
    this.name = "BlogTitleTakenError";
  }
}

/** Runs a write of a title; the title index refusing it (a write that raced the check) is a BlogTitleTakenError. */
function writingTitle<T>(title: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    const refusedByTitleIndex =
      error instanceof Error &&
      (error as { code?: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE" &&
      error.message.includes("blog_posts_title_unique");
    if (refusedByTitleIndex) throw new BlogTitleTakenError(title);
    throw error;
  }
}

type SaveOptions = {
  source?: BlogPostRow["source"];
  image?: Partial<BlogImage>;
  createdAt?: Date;
};

function imageColumns(input: BlogPostInput, image?: Partial<BlogImage>) {
  return {
    img: image?.src ?? input.img,
    imgAlt: image?.alt ?? input.imgAlt,
    ...(image
      ? { imgWidth: image.width ?? null, imgHeight: image.height ?? null, imgVariants: image.variants ?? [] }
      : {}),
  };
}

export function createBlogPost(input: BlogPostInput, options: SaveOptions = {}, outer?: Transaction) {
  const createdAt = options.createdAt ?? new Date();
  return withinWriteTransaction(outer, (tx) => {
    const post = writingTitle(input.title, () =>
      tx
        .insert(blogPosts)
        .values({
          id: createId(),
          title: input.title,
          description: input.description,
          conclusion: input.conclusion,
          status: input.status,
          source: options.source ?? "written",
          ...imageColumns(input, options.image),
          createdAt,
          updatedAt: createdAt,
        })
        .returning()
        .get(),
    );
    insertSections(tx, post.id, input.sections);
    return { ...post, sections: input.sections };
  });
}

/** Saves new content for a post, keeping what it was before as a revision. */
export function updateBlogPost(
  id: string,
  input: BlogPostInput,
  options: SaveOptions & { actorId?: string | null; reason?: string } = {},
  outer?: Transaction,
) {
  return withinWriteTransaction(outer, (tx) => {
    const current = getBlogPost(id, { includeDrafts: true });
    if (!current) return undefined;
    tx.insert(blogRevisions)
      .values({
        id: createId(),
        postId: id,
        snapshot: blogPostSnapshot(current),
        reason: options.reason ?? "edit",
        createdBy: options.actorId ?? null,
        createdAt: new Date(),
      })
      .run();
    const post = writingTitle(input.title, () =>
      tx
        .update(blogPosts)
        .set({
          title: input.title,
          description: input.description,
          conclusion: input.conclusion,
          status: input.status,
          source: options.source ?? current.source,
          ...imageColumns(input, options.image),
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning()
        .get(),
    );
    tx.delete(blogSections).where(eq(blogSections.postId, id)).run();
    insertSections(tx, id, input.sections);
    return { ...post, sections: input.sections };
  });
}

export function setBlogPostStatus(id: string, status: BlogPostRow["status"]) {
  return db
    .update(blogPosts)
    .set({ status, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning()
    .get();
}

export function deleteBlogPost(id: string) {
  return db.delete(blogPosts).where(eq(blogPosts.id, id)).returning().get();
}

export function listBlogRevisions(postId: string) {
  return db
    .select()
    .from(blogRevisions)
    .where(eq(blogRevisions.postId, postId))
    .orderBy(desc(blogRevisions.createdAt))
    .all();
}

/** What an editor writes of a post (what a revision keeps), in the order the API lists the fields. */
export function blogPostSnapshot(post: BlogPostWithSections): BlogPostSnapshot {
  return {
    title: post.title,
    description: post.description,
    img: post.img,
    imgAlt: post.imgAlt,
    imgWidth: post.imgWidth,
    imgHeight: post.imgHeight,
    imgVariants: post.imgVariants,
    sections: post.sections,
    conclusion: post.conclusion,
    source: post.source,
  };
}

function insertSections(tx: Transaction, postId: string, sections: BlogSection[]) {
  if (sections.length === 0) return;
  tx.insert(blogSections)
    .values(sections.map((section, position) => ({ id: createId(), postId, position, ...section })))
    .run();
}

export function listBlogTitles() {
  return db
    .select({ title: blogPosts.title })
    .from(blogPosts)
    .all()
    .map((row) => row.title);
}

function getBlogRevision(postId: string, revisionId: string) {
  return db
    .select()
    .from(blogRevisions)
    .where(and(eq(blogRevisions.postId, postId), eq(blogRevisions.id, revisionId)))
    .get();
}

/**
 * Puts a kept version back as the current one; the version it replaces becomes a revision in turn. Throws
 * BlogTitleTakenError, changing nothing, when another post has taken the revision's title since.
 */
export function restoreBlogRevision(
  postId: string,
  revisionId: string,
  actorId?: string | null,
  outer?: Transaction,
) {
  return withinWriteTransaction(outer, (tx) => {
    const revision = getBlogRevision(postId, revisionId);
    const current = getBlogPost(postId, { includeDrafts: true });
    if (!revision || !current) return undefined;
    const { snapshot } = revision;
    if (isBlogTitleTaken(snapshot.title, postId)) throw new BlogTitleTakenError(snapshot.title);
    const input = { ...snapshot, status: current.status };
    const image = {
      src: snapshot.img,
      alt: snapshot.imgAlt,
      width: snapshot.imgWidth,
      height: snapshot.imgHeight,
      variants: snapshot.imgVariants,
    };
    return updateBlogPost(postId, input, { source: snapshot.source, actorId, reason: "restore", image }, tx);
  });
}
