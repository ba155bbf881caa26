import { apiRoute } from "~/api/api-route.server";
import { invoiceRefusal } from "~/api/invoice-api.server";
import { apiJson } from "~/api/http.server";
import { invoiceToJson } from "~/api/serialize/invoice.server";
import { requireApiAdmin } from "~/api/token.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/void";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/invoices/:id/void[?reissue=1] (admin): { invoice, reissued }.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const reissue = new URL(request.url).searchParams.get("reissue") === "1";
    const result = voidInvoice(params.id, by, { reissue });
    if (!result.ok) return invoiceRefusal(result);
    return apiJson({
      success: true,
      invoice: invoiceToJson(result.invoice),
      reissued: result.reissued ? invoiceToJson(result.reissued) : null,
    });
  },
});
export const loader = route.loader;
export const action = route.action;
