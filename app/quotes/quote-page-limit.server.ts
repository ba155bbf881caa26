// How often one address may ask for customers' quote pages (/q/{token}, its PDF, its forms and "Pay deposit"): a
// customer opens a link a few times and answers once; past this an address is walking links or filling a timeline.
// The PDF has a smaller allowance of its own besides: each one is drawn in the PDF worker, which every customer
// shares. One count per address over every quote, in the shared rate-limit table.
import { hitRateLimit } from "~/security/rate-limit.server";
import { clientIp } from "~/http/request.server";

export const QUOTE_PAGE_RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };
export const QUOTE_PDF_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const TOO_OFTEN =
  "This quote was opened many times from your connection in a short time. Please wait a few minutes and try again.";

/**
 * Counts one hit on `key` for the request's address; throws the 429 (with Retry-After) past the limit. Other private
 * pages (an invoice's) count their own key with it.
 */
export function requireAllowance(
  request: Request,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now: number,
  tooOften = TOO_OFTEN,
) {
  const verdict = hitRateLimit(`${key}:${clientIp(request)}`, limit, windowMs, now);
  if (verdict.allowed) return;
  throw new Response(tooOften, {
    status: 429,
    statusText: "Too Many Requests",
    headers: {
      "Retry-After": String(verdict.retryAfterSeconds),
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
}

/** Counts one request to a quote page; throws the 429 (with Retry-After) past the limit. */
export const requireQuotePageAllowance = (request: Request, now = Date.now()) =>
  requireAllowance(request, "quote-page", QUOTE_PAGE_RATE_LIMIT, now);

/** Counts one request for a quote's PDF; throws the 429 past its own, smaller limit. */
export const requireQuotePdfAllowance = (request: Request, now = Date.now()) =>
  requireAllowance(request, "quote-pdf", QUOTE_PDF_RATE_LIMIT, now);
