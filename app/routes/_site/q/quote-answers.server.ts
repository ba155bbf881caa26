// The customer's answers posted to /q/{token}: "Update total", "Accept and sign", "Decline" and "Send request". Each
// form is read with its token and checked by its schema, its use case decides, and the page either goes back to the
// quote with a notice or shows the refusal beside the form that was sent.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { redirectWithAlert } from "~/auth/alert.server";
import { readFormWithToken } from "~/forms/read-form.server";
import {
  acceptQuote,
  chooseOptionalItems,
  declineQuote,
  requestQuoteChanges,
  type CustomerContext,
} from "~/quotes/customer-answers.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance } from "~/quotes/quote-page-limit.server";
import type { QuoteResult } from "~/quotes/quote-result";
import {
  acceptFormSchema,
  changesFormSchema,
  declineFormSchema,
  optionsFormSchema,
} from "~/quotes/quote-schema";
import { clientIp } from "~/http/request.server";

export type QuoteAnswerForm = "options" | "accept" | "decline" | "changes";

/** The reply of a refused answer: which form it belongs to and Conform's result for its fields. */
export type QuoteAnswerReply = { form: QuoteAnswerForm; result: SubmissionResult<string[]> };

function refusal(form: QuoteAnswerForm, result: SubmissionResult<string[]>, status: number) {
  return data({ form, result } satisfies QuoteAnswerReply, { status });
}

/**
 * Checks one form by its schema and runs its use case: back to the page (`to`) with `done` as the notice, or the
 * refusal beside the form. An unknown token is the page's 404.
 */
async function answer<S extends z.ZodType>(
  request: Request,
  formData: FormData,
  form: QuoteAnswerForm,
  schema: S,
  run: (value: z.output<S>) => Promise<QuoteResult<object>> | QuoteResult<object>,
  notice: { done: string; to: string },
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return refusal(form, submission.reply(), 400);
  const result = await run(submission.value as z.output<S>);
  if (!result.ok) {
    if (result.status === 404) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
    const reply = submission.reply({ formErrors: [result.error], fieldErrors: result.fieldErrors });
    return refusal(form, reply, result.status);
  }
  return redirectWithAlert(request, notice.to, { kind: "success", message: notice.done });
}

/** Handles one post to the customer's page: a redirect back to it, or the refusal for the form that was sent. */
export async function answerQuotePage(request: Request, token: string) {
  requireQuotePageAllowance(request);
  const formData = await readFormWithToken(request);
  const context: CustomerContext = {
    ip: clientIp(request),
    userAgent: request.headers.get("User-Agent") ?? "",
  };
  // Back to the totals after "Update total", else to the quote's status at the top.
  const totals = `/q/${token}#quote-totals`;
  const status = `/q/${token}#quote-status`;
  switch (formData.get("intent")) {
    case "options":
      return answer(
        request,
        formData,
        "options",
        optionsFormSchema,
        (value) => chooseOptionalItems(token, value, context),
        { done: QUOTE_MESSAGES.totalUpdated, to: totals },
      );
    case "accept":
      return answer(
        request,
        formData,
        "accept",
        acceptFormSchema,
        (value) => acceptQuote(token, value, context),
        { done: QUOTE_MESSAGES.accepted, to: status },
      );
    case "decline":
      return answer(
        request,
        formData,
        "decline",
        declineFormSchema,
        (value) => declineQuote(token, value, context),
        { done: QUOTE_MESSAGES.declined, to: status },
      );
    case "changes":
      return answer(
        request,
        formData,
        "changes",
        changesFormSchema,
        (value) => requestQuoteChanges(token, value, context),
        { done: QUOTE_MESSAGES.changesSent, to: status },
      );
    default:
      throw data("Choose one of the quote's buttons.", { status: 400 });
  }
}
