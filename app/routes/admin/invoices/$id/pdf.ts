import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { invoicePdfForOffice } from "~/invoices/invoice-pdf-file.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import type { Route } from "./+types/pdf";

// GET /admin/invoices/{id}/pdf: the invoice as the customer's PDF shows it, a draft or a void one too.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await invoicePdfForOffice(params.id).catch(pdfUnavailable);
  if (!pdf) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
