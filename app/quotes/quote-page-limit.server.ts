// How often one address may ask for customers' quote pages (/q/{token}, its PDF, its forms and "Pay deposit"): a
// customer opens a link a few times and answers once; past this an address is walking links or filling a timeline.
// One count per address over every quote, in the shared rate-limit table.
import { hitRateLimit } from "~/security/rate-limit.server";
import { clientIp } from "~/http/request.server";

export const QUOTE_PAGE_RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

const TOO_OFTEN =
  "This quote was opened many times from your connection in a short time. Please wait a few minutes and try again.";

/** Counts one request to a quote page; throws the 429 (with Retry-After) past the limit. */
export function requireQuotePageAllowance(request: Request, now = Date.now()) {
  const { limit, windowMs } = QUOTE_PAGE_RATE_LIMIT;
  const verdict = hitRateLimit(`quote-page:${clientIp(request)}`, limit, windowMs, now);
  if (verdict.allowed) return;
  throw new Response(TOO_OFTEN, {
    status: 429,
    statusText: "Too Many Requests",
    headers: {
      "Retry-After": String(verdict.retryAfterSeconds),
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
}
