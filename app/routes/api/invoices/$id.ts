import { apiRoute } from "~/api/api-route.server";
import { invoiceRefusal } from "~/api/invoice-api.server";
import { apiError, apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { invoiceToJson } from "~/api/serialize/invoice.server";
import { requireApiAdmin } from "~/api/token.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { loadInvoice } from "~/invoices/invoice-records.server";
import { invoicePatchSchema } from "~/invoices/invoice-schema";
import { updateInvoice } from "~/invoices/write-invoice.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/$id";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/invoices/:id (admin): { invoice }.
  GET: async ({ request, params }) => {
    await requireApiAdmin(request);
    const invoice = loadInvoice(params.id);
    return invoice ? apiJson({ invoice: invoiceToJson(invoice) }) : apiError(404, INVOICE_MESSAGES.notFound);
  },

  // PATCH /api/invoices/:id (admin): a draft's measure again; a sent invoice is locked (409).
  PATCH: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const input = parseOrThrow(invoicePatchSchema, await readJsonBody(request));
    const result = updateInvoice(params.id, input, by);
    return result.ok
      ? apiJson({ success: true, invoice: invoiceToJson(result.invoice) })
      : invoiceRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
