import { eq, lt } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for `key` in a fixed window; refuses once `limit` hits fall in the window. Stored in SQLite so every
 * server process sees the same counts.
 */
export function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): RateLimitResult {
  return writeTransaction((tx) => {
    const row = tx.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
    if (!row || now - row.windowStart >= windowMs) {
      tx.insert(rateLimits)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: 1 } })
        .run();
      return { allowed: true } as const;
    }
    if (row.count >= limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)),
      };
    }
    tx.update(rateLimits)
      .set({ count: row.count + 1 })
      .where(eq(rateLimits.key, key))
      .run();
    return { allowed: true } as const;
  });
}

/** Answers whether `key` is over its limit without counting a hit (for limits that count only failures). */
export function peekRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): RateLimitResult {
  const row = db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  if (!row || now - row.windowStart >= windowMs || row.count < limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)),
  };
}

export function resetRateLimit(key: string) {
  db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

/** Drops windows older than a day; run now and then so the table stays small. */
export function pruneRateLimits(now = Date.now()) {
  db.delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - 24 * 60 * 60_000))
    .run();
}
