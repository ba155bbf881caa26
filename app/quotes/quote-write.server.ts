import { writeTransaction, type Transaction } from "~/db/client.server";
import { QUOTE_MESSAGES } from "./quote-options";
import { loadQuote, type QuoteRecord } from "./quote-records.server";
import { refuse, type Refusal, type Result } from "~/utils/result";

/**
 * One use case's write to one stored quote, in one transaction: the quote is read inside it (an unknown id is refused,
 * 404), `change` writes or refuses, and what it answers comes back with the quote as it reads after the write.
 */
export function writeQuote<T extends object>(
  id: string,
  change: (tx: Transaction, quote: QuoteRecord) => T | Refusal,
): Result<T & { quote: QuoteRecord }> {
  return writeTransaction((tx) => {
    const quote = loadQuote(id, tx);
    if (!quote) return refuse(404, QUOTE_MESSAGES.notFound);
    const answer = change(tx, quote);
    if ("ok" in answer && answer.ok === false) return answer as Refusal;
    return { ...(answer as T), ok: true as const, quote: loadQuote(id, tx)! };
  });
}
