import { and, eq, gt, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createId } from "~/utils/id.server";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function createSession(userId: string, ttlMs = SESSION_TTL_MS) {
  const now = Date.now();
  return db
    .insert(sessions)
    .values({
      id: createId() + createId(),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    })
    .returning()
    .get();
}

/** A session that exists and has not expired. */
export function getActiveSession(id: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .get();
}

export function deleteSession(id: string) {
  db.delete(sessions).where(eq(sessions.id, id)).run();
}

/** Signs a user out everywhere, except optionally the session making the change. */
export function deleteUserSessions(userId: string, exceptSessionId?: string) {
  db.delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .run();
}
