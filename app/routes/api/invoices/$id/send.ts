import { apiRoute } from "~/api/api-route.server";
import { invoiceRefusal } from "~/api/invoice-api.server";
import { apiJson } from "~/api/http.server";
import { invoiceToJson } from "~/api/serialize/invoice.server";
import { requireApiAdmin } from "~/api/token.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { requestContext } from "~/logs/audit.server";
import type { Route } from "./+types/send";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/invoices/:id/send (admin): mails the customer the invoice's private link; { invoice } with status sent.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const result = sendInvoice(params.id, by);
    return result.ok
      ? apiJson({ success: true, invoice: invoiceToJson(result.invoice) })
      : invoiceRefusal(result);
  },
});
export const loader = route.loader;
export const action = route.action;
