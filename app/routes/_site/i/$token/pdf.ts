import { data } from "react-router";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { requireInvoicePageAllowance } from "~/invoices/invoice-page-limit.server";
import { invoicePdfForToken } from "~/invoices/invoice-pdf-file.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import { requireQuotePdfAllowance } from "~/quotes/quote-page-limit.server";
import type { Route } from "./+types/pdf";

// GET /i/{token}/pdf: what the customer's page shows, as a PDF. It counts against the page's allowance and the
// customers' PDF allowance, as the receipts and waivers do; the drawing is the PDF worker's (busy: a 503).
export async function loader({ request, params }: Route.LoaderArgs) {
  requireInvoicePageAllowance(request);
  requireQuotePdfAllowance(request);
  const pdf = await invoicePdfForToken(params.token).catch(pdfUnavailable);
  if (!pdf) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
