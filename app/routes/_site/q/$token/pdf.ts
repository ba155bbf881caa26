import { data } from "react-router";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance } from "~/quotes/quote-page-limit.server";
import { quotePdfForToken } from "~/quotes/quote-page.server";
import { pdfResponse } from "~/quotes/pdf-response.server";
import type { Route } from "./+types/pdf";

// GET /q/{token}/pdf: what the customer's page shows, as a PDF (the signed version once signed).
export async function loader({ request, params }: Route.LoaderArgs) {
  requireQuotePageAllowance(request);
  const pdf = await quotePdfForToken(params.token);
  if (!pdf) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
