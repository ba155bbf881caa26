import { apiRoute } from "~/api/api-route.server";
import { apiError } from "~/api/http.server";
import { requireApiAdmin } from "~/api/token.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { invoicePdfForOffice } from "~/invoices/invoice-pdf-file.server";
import { pdfResponse } from "~/pdf/pdf-response.server";
import { PDF_RETRY_AFTER_SECONDS, PdfRenderError } from "~/pdf/pdf-renderer.server";
import type { Route } from "./+types/pdf";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/invoices/:id/pdf (admin): the invoice's PDF, as the office's button and the customer's link give it.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    try {
      const pdf = await invoicePdfForOffice(params.id);
      return pdf ? pdfResponse(pdf) : apiError(404, INVOICE_MESSAGES.notFound);
    } catch (error) {
      if (!(error instanceof PdfRenderError)) throw error;
      return apiError(503, "The PDF could not be made just now. Please try again in a minute.", {
        retryAfterSeconds: PDF_RETRY_AFTER_SECONDS,
      });
    }
  },
});
export const loader = route.loader;
export const action = route.action;
