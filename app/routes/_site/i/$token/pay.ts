import { data, redirect } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { requireInvoicePageAllowance } from "~/invoices/invoice-page-limit.server";
import { payInvoiceOnline } from "~/invoices/pay-invoice-online.server";
import type { Route } from "./+types/pay";

// The invoice is paid from its page: a GET here goes there.
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/i/${params.token}`);

// POST /i/{token}/pay ("Pay $X"): a Checkout Session for what is due, then 303 to its page.
export async function action({ request, params }: Route.ActionArgs) {
  requireInvoicePageAllowance(request);
  await readFormWithToken(request);
  const result = await payInvoiceOnline(params.token);
  if (result.ok) return redirect(result.url, 303);
  if (result.status === 404) throw data(INVOICE_MESSAGES.notFound, { status: 404 });
  return redirectWithAlert(request, `/i/${params.token}#invoice-pay-title`, {
    kind: "error",
    message: result.error,
  });
}
