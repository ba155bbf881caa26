// The quote API's edge beyond the route builder: a PATCH laid over the stored quote before the whole is checked by the
// same schema as a POST.
import { canonicalJson } from "~/quotes/quote-document.server";
import type { QuoteRecord } from "~/quotes/quote-records.server";
import { quoteApiSchema, quotePatchSchema, type QuoteInput } from "~/quotes/quote-schema";
import { quoteToApiBody } from "./serialize/quote.server";
import { apiError, parseOrThrow } from "./http.server";

const PATCH_FIELDS = Object.keys(quotePatchSchema.shape);

/**
 * The quote a PATCH asks for: the stored fields with the body's over them (a deposit given one way replaces the
 * other), checked whole. Answers null when nothing would change, so an empty change makes no new version.
 */
export function patchedQuoteInput(quote: QuoteRecord, body: unknown): QuoteInput | null {
  // The body alone first: a bad field is named as the client sent it.
  parseOrThrow(quotePatchSchema, body);
  const given = Object.keys(body as object).filter((key) => PATCH_FIELDS.includes(key));
  if (!given.length) throw apiError(400, `Send at least one of: ${PATCH_FIELDS.join(", ")}.`);
  const base = quoteToApiBody(quote);
  if (given.includes("depositPercent")) delete base.depositCents;
  if (given.includes("depositCents")) delete base.depositPercent;
  const raw = body as Record<string, unknown>;
  const merged = { ...base, ...Object.fromEntries(given.map((key) => [key, raw[key]])) };
  const input = parseOrThrow(quoteApiSchema, merged);
  const stored = parseOrThrow(quoteApiSchema, quoteToApiBody(quote));
  return canonicalJson(input) === canonicalJson(stored) ? null : input;
}
