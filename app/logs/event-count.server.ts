import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { eventCounts } from "~/db/schema";

export type EventCountRow = typeof eventCounts.$inferSelect;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Counts one occurrence of a noisy event (a honeypot catch, a rate-limited request) in today's row instead of writing
 * a log row for each: a flood of them cannot grow the logs. Never throws, like writeLog.
 */
export function countEvent(event: string, now = new Date()) {
  try {
    db.insert(eventCounts)
      .values({ event, day: dayOf(now), count: 1 })
      .onConflictDoUpdate({
        target: [eventCounts.event, eventCounts.day],
        set: { count: sql`${eventCounts.count} + 1` },
      })
      .run();
  } catch (error) {
    console.error("Could not count event", event, error);
  }
}

/** Counts of the last `days` days (today included), newest day first. */
export function listEventCounts(days = 14, now = new Date()): EventCountRow[] {
  const since = dayOf(new Date(now.getTime() - (days - 1) * 24 * 60 * 60_000));
  return db
    .select()
    .from(eventCounts)
    .where(gte(eventCounts.day, since))
    .orderBy(desc(eventCounts.day), eventCounts.event)
    .all();
}

/** The count of one event on one day (0 when none), for tests and summaries. */
export function eventCountOn(event: string, now = new Date()) {
  return (
    db
      .select({ count: eventCounts.count })
      .from(eventCounts)
      .where(and(eq(eventCounts.event, event), eq(eventCounts.day, dayOf(now))))
      .get()?.count ?? 0
  );
}

/** Deletes the counts of days before `before`; answers how many rows went. */
export function pruneEventCounts(before: Date) {
  return db
    .delete(eventCounts)
    .where(lt(eventCounts.day, dayOf(before)))
    .run().changes;
}
