import { data } from "react-router";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { requireInvoicePageAllowance } from "~/invoices/invoice-page-limit.server";
import { receiptPdfForToken } from "~/invoices/invoice-receipts.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import { requireQuotePdfAllowance } from "~/quotes/quote-page-limit.server";
import type { Route } from "./+types/$paymentId[.]pdf";

// GET /i/{token}/receipts/{paymentId}.pdf: a cleared payment's receipt, as it was mailed. It counts against the
// page's allowance and the customers' PDF allowance; the drawing is the PDF worker's (busy: a 503 with Retry-After).
export async function loader({ request, params }: Route.LoaderArgs) {
  requireInvoicePageAllowance(request);
  requireQuotePdfAllowance(request);
  const pdf = await receiptPdfForToken(params.token, params.paymentId).catch(pdfUnavailable);
  if (!pdf) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
