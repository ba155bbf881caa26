import { apiRoute } from "~/api/api-route.server";
import { invoiceRefusal } from "~/api/invoice-api.server";
import { apiJson, parseOrThrow, readJsonBody } from "~/api/http.server";
import { invoiceToJson } from "~/api/serialize/invoice.server";
import { requireApiAdmin } from "~/api/token.server";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { invoicePaymentApiSchema } from "~/invoices/invoice-schema";
import { requestContext } from "~/logs/audit.server";
import { arizonaDay, arizonaInstant } from "~/utils/dates";
import type { Route } from "./+types/payments";

const route = apiRoute<Route.LoaderArgs>({
  // POST /api/invoices/:id/payments (admin): a payment recorded by hand; 201 { invoice }.
  POST: async ({ request, params }) => {
    const by = requestContext(request, await requireApiAdmin(request), "api");
    const { amountCents, method, paidOn, note } = parseOrThrow(
      invoicePaymentApiSchema,
      await readJsonBody(request),
    );
    // A day without a time: noon in Arizona, so the day reads the same everywhere.
    const paidAt = arizonaInstant(paidOn ?? arizonaDay(new Date()), "12:00");
    const result = recordInvoicePayment(params.id, { amountCents, method, paidAt, note }, by);
    if (!result.ok) return invoiceRefusal(result);
    return apiJson({ success: true, invoice: invoiceToJson(result.invoice) }, { status: 201 });
  },
});
export const loader = route.loader;
export const action = route.action;
