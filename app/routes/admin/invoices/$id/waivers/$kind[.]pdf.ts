import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { lienWaiverPdfForOffice } from "~/invoices/lien-waiver-files.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import type { Route } from "./+types/$kind[.]pdf";

// GET /admin/invoices/{id}/waivers/{kind}.pdf: a statutory lien waiver the payment state allows now, issued the first
// time it is asked for and the same document after; any other form is a 404.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await lienWaiverPdfForOffice(params.id, params.kind).catch(pdfUnavailable);
  if (!pdf) throw data(INVOICE_MESSAGES.waiverNotAvailable, { status: 404 });
  return pdfResponse(pdf);
}
