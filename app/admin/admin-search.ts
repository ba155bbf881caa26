/** The longest query the back office's search box takes. */
export const SEARCH_QUERY_MAX = 100;

/**
 * The digits of a query that looks like (part of) a phone number: "(480) 555-01" → "48055501"; null for anything else
 * (fewer than four digits, or letters in it).
 */
export function phoneDigitsQuery(term: string): string | null {
  if (!/^[\d\s().+-]+$/.test(term)) return null;
  const digits = term.replace(/\D/g, "");
  return digits.length >= 4 ? digits : null;
}
