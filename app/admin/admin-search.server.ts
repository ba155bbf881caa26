import { desc, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { blogPosts, customers, estimates, messages, projects, users } from "~/db/schema";
import { phoneDigitsQuery, SEARCH_QUERY_MAX } from "./admin-search";

const SEARCH_LIMIT_PER_KIND = 20;

/** `%term%` for LIKE with the term's own %, _ and \ taken literally. */
function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matchAny(term: string, columns: SQLiteColumn[]): SQL | undefined {
  const pattern = containsPattern(term);
  return or(...columns.map((column) => sql`${like(column, pattern)} ESCAPE '\\'`));
}

// A phone number as stored, with the usual separators taken out, to compare with the digits that were typed.
const digitsOf = (column: SQLiteColumn) =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** Text columns containing the term, or (for a phone number typed any way) phone columns containing its digits. */
function matchPerson(term: string, textColumns: SQLiteColumn[], phone: SQLiteColumn): SQL | undefined {
  const digits = phoneDigitsQuery(term);
  return or(
    matchAny(term, [...textColumns, phone]),
    digits ? sql`${digitsOf(phone)} LIKE ${`%${digits}%`}` : undefined,
  );
}

/**
 * The back office's search box: messages, estimate requests, subscribers, users, projects and blog posts whose text
 * contains the query (case-insensitive, as SQLite's LIKE is for ASCII), newest first, at most 20 of each. A person is
 * found across messages, estimates and subscribers by name, e-mail or phone number (typed with or without spaces,
 * dashes or brackets); a subscriber, who has no name, through the messages and estimates sent from the same address.
 */
export function searchAdmin(query: string) {
  const term = query.trim().slice(0, SEARCH_QUERY_MAX);
  if (!term) return null;
  const limit = SEARCH_LIMIT_PER_KIND;
  const foundEstimates = db
    .select({
      id: estimates.id,
      reference: estimates.reference,
      name: estimates.name,
      email: estimates.email,
      service: estimates.service,
      status: estimates.status,
      createdAt: estimates.createdAt,
    })
    .from(estimates)
    .where(
      matchPerson(
        term,
        [estimates.name, estimates.email, estimates.reference, estimates.address],
        estimates.phone,
      ),
    )
    .orderBy(desc(estimates.createdAt))
    .limit(limit)
    .all();
  const messageEmails = db
    .select({ email: messages.email })
    .from(messages)
    .where(matchAny(term, [messages.name]))
    .limit(limit)
    .all();
  const personEmails = [
    ...new Set(
      [...messageEmails, ...foundEstimates]
        .map((person) => person.email.trim().toLowerCase())
        .filter((email) => email !== ""),
    ),
  ];
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
      .where(matchPerson(term, [messages.name, messages.email, messages.message], messages.phone))
      .orderBy(desc(messages.createdAt))
      .limit(limit)
      .all(),
    estimates: foundEstimates,
    customers: db
      .select({
        id: customers.id,
        email: customers.email,
        status: customers.status,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(
        or(
          matchPerson(term, [customers.email], customers.phone),
          // Subscribers have only an address: found by name through the messages and estimates they sent.
          personEmails.length > 0 ? inArray(sql`lower(${customers.email})`, personEmails) : undefined,
        ),
      )
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
