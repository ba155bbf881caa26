import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { quoteEvents } from "~/db/schema";
import { createId } from "~/utils/id.server";
import type { QuoteEventType } from "./quote-options";

/** Adds a line to a quote's timeline, inside the caller's transaction. */
export function addQuoteEvent(
  tx: Transaction,
  quote: { id: string; version: number },
  type: QuoteEventType,
  at: Date,
  detail?: Record<string, unknown>,
) {
  tx.insert(quoteEvents)
    .values({ id: createId(), quoteId: quote.id, type, version: quote.version, at, detail: detail ?? null })
    .run();
}

/**
 * A customer's view: the first one is kept as "viewed"; every later one moves the single "last_viewed" line, so a
 * customer who opens the link daily does not fill the timeline.
 */
export function recordQuoteView(tx: Transaction, quote: { id: string; version: number }, at: Date) {
  const viewed = (type: QuoteEventType) =>
    tx
      .select({ id: quoteEvents.id })
      .from(quoteEvents)
      .where(and(eq(quoteEvents.quoteId, quote.id), eq(quoteEvents.type, type)))
      .get();
  if (!viewed("viewed")) return addQuoteEvent(tx, quote, "viewed", at);
  const last = viewed("last_viewed");
  if (!last) return addQuoteEvent(tx, quote, "last_viewed", at);
  tx.update(quoteEvents).set({ at, version: quote.version }).where(eq(quoteEvents.id, last.id)).run();
}
