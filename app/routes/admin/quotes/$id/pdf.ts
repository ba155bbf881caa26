import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { pdfResponse, pdfUnavailable } from "~/pdf/pdf-response.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { quotePdfForOffice } from "~/quotes/quote-pdf-file.server";
import type { Route } from "./+types/pdf";

// GET /admin/quotes/{id}/pdf: the current version as the office edits it, with its signature once signed.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pdf = await quotePdfForOffice(params.id).catch(pdfUnavailable);
  if (!pdf) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return pdfResponse(pdf);
}
