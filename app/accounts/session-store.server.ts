import { and, eq, gt, lte, ne, or, sql } from "drizzle-orm";
import { db, preparedOnce, writeTransaction, type Transaction } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { createId } from "~/utils/id.server";

/** A web session ends 30 days after sign-in at the latest, and after 12 hours without a signed-in request. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
// lastSeenAt is written at most this often, so a signed-in page view does not write to the database each time.
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

// When a session was last used; rows written without lastSeenAt count from their creation.
const lastSeen = sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`;

export function createSession(userId: string, ttlMs = SESSION_TTL_MS, now = Date.now()) {
  return db
    .insert(sessions)
    .values({
      id: createId() + createId(),
      userId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    })
    .returning()
    .get();
}

// Times are bound as milliseconds, as the timestamp columns store them.
const activeSessionById = preparedOnce(() =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder("id")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(lastSeen, sql.placeholder("idleSince")),
      ),
    )
    .prepare(),
);

/** A session that exists and has neither expired nor been idle too long; its last use is recorded now and then. */
export function getActiveSession(id: string, now = Date.now()) {
  const row = activeSessionById().get({ id, now, idleSince: now - SESSION_IDLE_MS });
  if (!row) return undefined;
  const seen = (row.lastSeenAt ?? row.createdAt).getTime();
  if (now - seen >= SESSION_TOUCH_INTERVAL_MS) {
    db.update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id))
      .run();
    return { ...row, lastSeenAt: new Date(now) };
  }
  return row;
}

export function deleteSession(id: string) {
  db.delete(sessions).where(eq(sessions.id, id)).run();
}

/** Signs a user's web sessions out, except optionally the session making the change. */
export function deleteUserSessions(userId: string, exceptSessionId?: string) {
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .run();
}

/**
 * Ends everything a user is signed in with, inside a caller's transaction: every web session (but the one named)
 * and every API token issued so far (their token version no longer matches).
 */
export function endUserAccessIn(tx: Transaction, userId: string, exceptSessionId?: string | null) {
  tx.update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .run();
  tx.delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .run();
}

/** Signs a user out everywhere at once: web sessions (but the one named) and every earlier API token. */
export function endUserAccess(userId: string, exceptSessionId?: string | null) {
  writeTransaction((tx) => endUserAccessIn(tx, userId, exceptSessionId));
}

/** Deletes sessions past their absolute end or idle too long; answers how many. */
export function pruneSessions(now = Date.now()) {
  return db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, new Date(now)), lte(lastSeen, now - SESSION_IDLE_MS)))
    .run().changes;
}
