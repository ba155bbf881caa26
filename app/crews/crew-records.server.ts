// Reading crews: the list (by name), one crew, the crew a calendar token opens, and whether a crew still has work.
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { crews, jobs } from "~/db/schema";
import { OPEN_JOB_STATUSES } from "~/jobs/job-options";
import { hashLinkToken, plausibleLinkToken } from "~/security/private-links.server";

export type CrewRow = typeof crews.$inferSelect;

type Reader = Pick<Transaction, "select">;

/** Every crew, by name. */
export const listCrews = (reader: Reader = db): CrewRow[] =>
  reader.select().from(crews).orderBy(asc(crews.nameKey)).all();

export const loadCrew = (id: string, reader: Reader = db): CrewRow | undefined =>
  reader.select().from(crews).where(eq(crews.id, id)).get();

/** The crew whose feed a token opens, or undefined. */
export function crewOfCalendarToken(token: string, reader: Reader = db): CrewRow | undefined {
  if (!plausibleLinkToken(token)) return undefined;
  return reader
    .select()
    .from(crews)
    .where(eq(crews.calendarTokenHash, hashLinkToken(token)))
    .get();
}

/** The name as uniqueness compares it. */
export const crewNameKey = (name: string) => name.trim().toLowerCase();

/** The crew of another id that already has this name, if any. */
export function crewNamed(name: string, reader: Reader = db) {
  return reader
    .select()
    .from(crews)
    .where(eq(crews.nameKey, crewNameKey(name)))
    .get();
}

/** How many of a crew's jobs still have work to do. */
export function openJobCount(crewId: string, reader: Reader = db) {
  return (
    reader
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.crewId, crewId), inArray(jobs.status, [...OPEN_JOB_STATUSES])))
      .get()?.n ?? 0
  );
}

export const crewCount = (reader: Reader = db) => reader.select({ n: count() }).from(crews).get()?.n ?? 0;
