import { apiRefusal } from "~/api/http.server";
import type { Refusal } from "~/utils/result";

/** The invoice use cases name the page's fields; the API's body calls the amount `amountCents`. */
export function invoiceRefusal(refusal: Refusal) {
  const { amount, ...rest } = refusal.fieldErrors ?? {};
  return apiRefusal(amount ? { ...refusal, fieldErrors: { ...rest, amountCents: amount } } : refusal);
}
