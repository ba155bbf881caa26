// How often one address may open customers' invoice pages (/i/{token}): as for a quote's page, a customer opens a link
// a few times; past this an address is walking links. One count per address over every invoice.
import { requireAllowance } from "~/quotes/quote-page-limit.server";

export const INVOICE_PAGE_RATE_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

const TOO_OFTEN =
  "This invoice was opened many times from your connection in a short time. Please wait a few minutes and try again.";

/** Counts one request to an invoice page; throws the 429 (with Retry-After) past the limit. */
export const requireInvoicePageAllowance = (request: Request, now = Date.now()) =>
  requireAllowance(request, "invoice-page", INVOICE_PAGE_RATE_LIMIT, now, TOO_OFTEN);
