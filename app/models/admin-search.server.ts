import { desc, like, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { blogPosts, customers, messages, projects, users } from "~/db/schema";

const SEARCH_LIMIT_PER_KIND = 20;
import { SEARCH_QUERY_MAX } from "./admin-search";

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchAny(term: string, columns: SQLiteColumn[]): SQL | undefined {
  const pattern = containsPattern(term);
  return or(...columns.map((column) => sql`${like(column, pattern)} ESCAPE '\\'`));
}

/**
 * The back office's search box: messages, customers, users, projects and blog posts whose text contains the query
 * (case-insensitive, as SQLite's LIKE is for ASCII), newest first, at most 20 of each.
 */
export function searchAdmin(query: string) {
  const term = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!term) return null;
  const limit = SEARCH_LIMIT_PER_KIND;
  return {
    query: term,
    messages: db
      .select({
        id: messages.id,
        name: messages.name,
        email: messages.email,
        message: messages.message,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(matchAny(term, [messages.name, messages.email, messages.phone, messages.message]))
      .orderBy(desc(messages.createdAt))
      .limit(limit)
      .all(),
    customers: db
      .select({
        id: customers.id,
        email: customers.email,
        status: customers.status,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(matchAny(term, [customers.email, customers.phone]))
      .orderBy(desc(customers.createdAt))
      .limit(limit)
      .all(),
    users: db
      .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin })
      .from(users)
      .where(matchAny(term, [users.name, users.email]))
      .orderBy(desc(users.createdAt))
      .limit(limit)
      .all(),
    projects: db
      .select({ id: projects.id, title: projects.title, projectType: projects.projectType })
      .from(projects)
      .where(matchAny(term, [projects.title, projects.description, projects.projectType, projects.category]))
      .orderBy(desc(projects.createdAt))
      .limit(limit)
      .all(),
    posts: db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        status: blogPosts.status,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      .where(matchAny(term, [blogPosts.title, blogPosts.description, blogPosts.conclusion]))
      .orderBy(desc(blogPosts.createdAt))
      .limit(limit)
      .all(),
  };
}
