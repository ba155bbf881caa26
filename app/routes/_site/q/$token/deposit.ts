import { data, redirect } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance } from "~/quotes/quote-page-limit.server";
import { createDepositCheckout } from "~/quotes/quote-payments.server";
import type { Route } from "./+types/deposit";

// The deposit is paid from the quote's page: a GET here goes there.
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/q/${params.token}`);

// POST /q/{token}/deposit ("Pay deposit"): a Checkout Session for what is due of the deposit, then 303 to its page.
export async function action({ request, params }: Route.ActionArgs) {
  requireQuotePageAllowance(request);
  await readFormWithToken(request);
  const result = await createDepositCheckout(params.token);
  if (result.ok) return redirect(result.url, 303);
  if (result.status === 404) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  // A deposit already paid is told as a note beside the status line; anything else is an error at the deposit.
  const paid = result.error === QUOTE_MESSAGES.depositAlreadyPaid;
  return redirectWithAlert(request, `/q/${params.token}#${paid ? "quote-status" : "quote-deposit-title"}`, {
    kind: paid ? "info" : "error",
    message: result.error,
  });
}
