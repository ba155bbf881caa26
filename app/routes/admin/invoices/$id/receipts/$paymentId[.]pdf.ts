import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { receiptPdfForOffice } from "~/invoices/invoice-receipts.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import type { Route } from "./+types/$paymentId[.]pdf";

// GET /admin/invoices/{id}/receipts/{paymentId}.pdf: a cleared payment's receipt, as the customer was mailed it.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await receiptPdfForOffice(params.id, params.paymentId).catch(pdfUnavailable);
  if (!pdf) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
