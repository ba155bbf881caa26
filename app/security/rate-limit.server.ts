import { eq, lt } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts `cost` hits (one by default) for `key` in a fixed window; refuses, counting nothing, once they would pass
 * `limit` in the window. Stored in SQLite so every server process sees the same counts.
 */
export function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
  cost = 1,
): RateLimitResult {
  return writeTransaction((tx) => {
    const row = tx.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
    const fresh = !row || now - row.windowStart >= windowMs;
    if (fresh && cost <= limit) {
      tx.insert(rateLimits)
        .values({ key, windowStart: now, count: cost })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, count: cost } })
        .run();
      return { allowed: true } as const;
    }
    if (!row || fresh || row.count + cost > limit) {
      if (!row || fresh) return { allowed: false, retryAfterSeconds: Math.ceil(windowMs / 1000) };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000)),
      };
    }
    tx.update(rateLimits)
      .set({ count: row.count + cost })
      .where(eq(rateLimits.key, key))
      .run();
    return { allowed: true } as const;
  });
}

export function resetRateLimit(key: string) {
  db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

// Longer than any window in use (the longest is an hour), so no live count is ever dropped.
const RATE_LIMIT_ROW_MAX_AGE_MS = 24 * 60 * 60_000;

/** Drops windows older than a day; answers how many rows went. */
export function pruneRateLimits(now = Date.now()) {
  return db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - RATE_LIMIT_ROW_MAX_AGE_MS))
    .run().changes;
}
