import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, customers, keywords, messages, projects } from "~/db/schema";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const countOf = (table: typeof messages | typeof keywords | typeof projects | typeof blogPosts) =>
  db.select({ n: count() }).from(table).get()?.n ?? 0;

/** The numbers on the back-office index. */
export function adminCounts() {
  return {
    messages: countOf(messages),
    unreadMessages: db.select({ n: count() }).from(messages).where(eq(messages.isRead, false)).get()?.n ?? 0,
    keywords: countOf(keywords),
    projects: countOf(projects),
    blogPosts: countOf(blogPosts),
    subscribers:
      db.select({ n: count() }).from(customers).where(eq(customers.status, "subscribed")).get()?.n ?? 0,
  };
}

/**
 * Unread messages for the sidebar badge, not counting the message being opened (the detail page marks it read in a
 * loader that runs alongside the layout's, so either may run first).
 */
export function countUnreadMessagesExcept(openingId: string | null) {
  return (
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.isRead, false), openingId ? ne(messages.id, openingId) : undefined))
      .get()?.n ?? 0
  );
}

export type WeekCount = { weekStart: string; count: number };

/**
 * New rows per week over the last `weeks` weeks, oldest first; the last bucket ends now. Used for the small trend
 * charts (new messages, newsletter sign-ups).
 */
export function weeklyCounts(kind: "messages" | "customers", weeks = 12, now = new Date()): WeekCount[] {
  const table = kind === "messages" ? messages : customers;
  const start = now.getTime() - weeks * WEEK_MS;
  const bucket = sql<number>`cast((${table.createdAt} - ${start}) / ${WEEK_MS} as integer)`;
  const rows = db
    .select({ bucket, n: count() })
    .from(table)
    .where(gte(table.createdAt, new Date(start)))
    .groupBy(bucket)
    .all();
  const counts = new Map(rows.map((row) => [row.bucket, row.n]));
  return Array.from({ length: weeks }, (_, index) => ({
    weekStart: new Date(start + index * WEEK_MS).toISOString(),
    count: counts.get(index) ?? 0,
  }));
}
