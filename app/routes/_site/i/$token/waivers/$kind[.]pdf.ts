import { data } from "react-router";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { requireInvoicePageAllowance } from "~/invoices/invoice-page-limit.server";
import { lienWaiverPdfForToken } from "~/invoices/lien-waiver-files.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import { requireQuotePdfAllowance } from "~/quotes/quote-page-limit.server";
import type { Route } from "./+types/$kind[.]pdf";

// GET /i/{token}/waivers/{kind}.pdf: a lien waiver the invoice's payment state allows now, the same document the office
// sees. It counts against the page's allowance and the customers' PDF allowance, as the receipts do.
export async function loader({ request, params }: Route.LoaderArgs) {
  requireInvoicePageAllowance(request);
  requireQuotePdfAllowance(request);
  const pdf = await lienWaiverPdfForToken(params.token, params.kind).catch(pdfUnavailable);
  if (!pdf) throw data(INVOICE_MESSAGES.waiverNotAvailable, { status: 404 });
  return pdfResponse(pdf);
}
