import { apiRoute } from "~/api/api-route.server";
import { invoiceRefusal } from "~/api/invoice-api.server";
import { apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { invoiceToJson } from "~/api/serialize/invoice.server";
import { requireApiAdmin } from "~/api/token.server";
import { isInvoiceStatus } from "~/invoices/invoice-options";
import { listInvoices } from "~/invoices/invoice-records.server";
import { invoiceApiSchema } from "~/invoices/invoice-schema";
import { createInvoice } from "~/invoices/write-invoice.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/invoices";

const route = apiRoute<Route.LoaderArgs>({
  // GET /api/invoices[?status=&quoteId=&jobId=] (admin): { invoices }, newest first.
  GET: async ({ request }) => {
    await requireApiAdmin(request);
    const params = new URL(request.url).searchParams;
    const status = params.get("status");
    const invoices = listInvoices({
      status: isInvoiceStatus(status) ? status : undefined,
      quoteId: params.get("quoteId") || undefined,
      jobId: params.get("jobId") || undefined,
    });
    return apiJson({ invoices: invoices.map(invoiceToJson) });
  },

  // POST /api/invoices (admin): a new draft; 201 { success, invoice }.
  POST: async ({ request }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const { quoteId, ...input } = parseOrThrow(invoiceApiSchema, await readJsonBody(request));
    const result = createInvoice(quoteId, input, by);
    if (!result.ok) return invoiceRefusal(result);
    return apiJson({ success: true, invoice: invoiceToJson(result.invoice) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
