// The posts of a quote's detail page: "Send to customer" or "Send again" (with an optional message), "Record payment", "Mark reviewed" (an online payment held for review), "Revise" (an accepted quote becomes a new draft version) and
// "Delete" (a draft that never went out, asked first). Each calls its quote use case.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { confirmedDelete, DeleteRefused } from "~/routes/admin/+shared/confirmed-delete.server";
import type { EditContext } from "~/logs/audit.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { markPaymentReviewed, recordPayment } from "~/quotes/quote-payments.server";
import type { Refusal } from "~/utils/result";
import { paymentFormSchema } from "~/quotes/quote-schema";
import { sendFormSchema } from "~/quotes/send-form-schema";
import { deleteQuote, reviseQuote } from "~/quotes/save-quote.server";
import { sendQuote } from "~/quotes/send-quote.server";
import { arizonaInstant } from "~/utils/dates";

const notFound = () => data(QUOTE_MESSAGES.notFound, { status: 404 });

export async function quoteDetailAction(id: string, formData: FormData, by: EditContext) {
  const here = `/admin/quotes/${id}`;
  const intent = formData.get("intent");
  if (intent === "send") {
    const submission = parseWithZod(formData, { schema: sendFormSchema });
    if (submission.status !== "success") {
      return data({ form: "send" as const, result: submission.reply() }, { status: 400 });
    }
    const result = await sendQuote(id, by, { message: submission.value.message });
    if (!result.ok) return refusal(result);
    return redirectWithAlert(by.request, here, { kind: "success", message: QUOTE_MESSAGES.sent });
  }
  if (intent === "payment") {
    const submission = parseWithZod(formData, { schema: paymentFormSchema });
    if (submission.status !== "success") {
      return data({ form: "payment" as const, result: submission.reply() }, { status: 400 });
    }
    const { amount, paidOn, method, note } = submission.value;
    // A day without a time: noon in Arizona, so the day reads the same everywhere.
    const paidAt = arizonaInstant(paidOn, "12:00");
    const result = recordPayment(id, { amountCents: amount, paidAt, method, note }, by);
    if (!result.ok) throw notFound();
    return redirectWithAlert(by.request, `${here}#quote-payments`, {
      kind: "success",
      message: QUOTE_MESSAGES.paymentRecorded,
    });
  }
  if (intent === "payment-reviewed") {
    const result = markPaymentReviewed(id, String(formData.get("session") ?? ""), by);
    if (!result.ok) return refusal(result);
    return redirectWithAlert(by.request, `${here}#quote-payments`, {
      kind: "success",
      message: QUOTE_MESSAGES.paymentReviewed,
    });
  }
  if (intent === "revise") {
    const result = reviseQuote(id, by);
    if (!result.ok) return refusal(result);
    return redirectWithAlert(by.request, `${here}/edit`, {
      kind: "success",
      message: QUOTE_MESSAGES.revised,
    });
  }
  if (intent === "delete") {
    return confirmedDelete(by, formData, {
      id,
      remove: () => {
        const result = deleteQuote(id, by);
        if (result.ok) return result;
        return result.status === 404 ? undefined : new DeleteRefused(result.error, 409);
      },
      redirectTo: "/admin/quotes",
      done: QUOTE_MESSAGES.deleted,
      notFound: QUOTE_MESSAGES.notFound,
      notFoundAs: "alert",
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

function refusal(failure: Refusal) {
  if (failure.status === 404) throw notFound();
  return data({ error: failure.error }, { status: failure.status });
}
