// The quotes written for one estimate request, as the request's page lists them: reference, status and total, newest
// first, so the office opens the quote it has rather than writing a second one.
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { formatCents } from "./money";
import { QUOTE_STATUS_LABELS } from "./quote-options";
import { loadQuote, statusAt, totalsOf } from "./quote-records.server";

export function quotesOfEstimate(estimateId: string, now = new Date()) {
  return db
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.estimateId, estimateId))
    .orderBy(desc(quotes.createdAt))
    .all()
    .map(({ id }) => loadQuote(id)!)
    .map((quote) => ({
      id: quote.id,
      reference: quote.reference,
      statusLabel: QUOTE_STATUS_LABELS[statusAt(quote, now)],
      total: formatCents(totalsOf(quote).totalCents),
    }));
}

export type EstimateQuote = ReturnType<typeof quotesOfEstimate>[number];
