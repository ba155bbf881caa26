import { data } from "react-router";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance, requireQuotePdfAllowance } from "~/quotes/quote-page-limit.server";
import { quotePdfForToken } from "~/quotes/quote-pdf-file.server";
import type { Route } from "./+types/pdf";

// GET /q/{token}/pdf: what the customer's page shows, as a PDF (the signed copy once signed). It counts against the
// page's allowance and a smaller one of its own; the drawing is the PDF worker's (busy: a 503 with Retry-After).
export async function loader({ request, params }: Route.LoaderArgs) {
  requireQuotePageAllowance(request);
  requireQuotePdfAllowance(request);
  const pdf = await quotePdfForToken(params.token).catch(pdfUnavailable);
  if (!pdf) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
