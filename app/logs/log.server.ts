import { and, desc, eq, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { logs } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { redactPrivateLink } from "~/utils/private-links";

export type LogRow = typeof logs.$inferSelect;
export type LogLevel = LogRow["level"];

export type LogEntry = {
  event: string; // dotted name, e.g. "auth.signin", "project.delete"
  message: string;
  level?: LogLevel;
  actor?: { id: string; email: string } | null;
  ip?: string | null;
  path?: string | null;
  detail?: Record<string, unknown>;
};

/** Writes one audit/log row; never throws, so logging cannot break the request that triggered it. */
export function writeLog(entry: LogEntry) {
  try {
    return db
      .insert(logs)
      .values({
        id: createId(),
        level: entry.level ?? "info",
        event: entry.event,
        message: entry.message,
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        ip: entry.ip ?? null,
        // A private link's token (a customer's quote) is a secret: the log shows whose row it was by its id.
        path: entry.path ? redactPrivateLink(entry.path) : null,
        detail: entry.detail ?? null,
        createdAt: new Date(),
      })
      .returning()
      .get();
  } catch (error) {
    console.error("Could not write log row", error);
    return undefined;
  }
}

export function listLogs(filter: { level?: LogLevel; event?: string; limit?: number } = {}) {
  const conditions: SQL[] = [];
  if (filter.level) conditions.push(eq(logs.level, filter.level));
  if (filter.event) conditions.push(eq(logs.event, filter.event));
  return db
    .select()
    .from(logs)
    .where(and(...conditions))
    .orderBy(desc(logs.createdAt))
    .limit(filter.limit ?? 1000)
    .all();
}

/** The distinct event names in the log, for the logs screen's filter. */
export function listLogEvents(): string[] {
  return db
    .selectDistinct({ event: logs.event })
    .from(logs)
    .orderBy(logs.event)
    .all()
    .map((row) => row.event);
}
