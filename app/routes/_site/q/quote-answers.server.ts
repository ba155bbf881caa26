// The customer's answers posted to /q/{token}: "Update total", "Accept and sign", "Decline", "Send request" and
// "Share this quote", and a
// change order's "Approve and sign" and "Decline". Each
// form is read with its token and checked by its schema, its use case decides, and the page either goes back to the
// quote with a notice or shows the refusal beside the form that was sent.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { redirectWithAlert } from "~/auth/alert.server";
import { intentOf, refusalOf, replyTo } from "~/forms/form-intents.server";
import type { FormReply } from "~/forms/form-reply";
import { readFormWithToken } from "~/forms/read-form.server";
import {
  acceptQuote,
  chooseOptionalItems,
  declineQuote,
  requestQuoteChanges,
  type CustomerContext,
} from "~/quotes/customer-answers.server";
import { approveChangeOrder } from "~/jobs/approve-change-order.server";
import { CHANGE_ORDER_MESSAGES } from "~/jobs/change-order-options";
import { approveChangeOrderFormSchema, declineChangeOrderFormSchema } from "~/jobs/change-order-schema";
import { declineChangeOrder } from "~/jobs/decline-change-order.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance } from "~/quotes/quote-page-limit.server";
import {
  acceptFormSchema,
  changesFormSchema,
  declineFormSchema,
  optionsFormSchema,
  shareFormSchema,
} from "~/quotes/quote-schema";
import { shareQuote } from "~/quotes/share-quote.server";
import { clientIp } from "~/http/request.server";
import type { Result } from "~/utils/result";

export type QuoteAnswerForm =
  "options" | "accept" | "decline" | "changes" | "share" | "approve-change-order" | "decline-change-order";

/** The reply of a refused answer: which form it belongs to and Conform's result for its fields. */
export type QuoteAnswerReply = FormReply<QuoteAnswerForm>;

/** One answer form: its schema, its use case, and the notice and the place of the page it goes back to. */
type AnswerForm = {
  schema: z.ZodType;
  run: (token: string, value: never, context: CustomerContext) => Promise<Result> | Result;
  done: string;
  at: "quote-figures" | "quote-status" | "quote-share" | "change-orders";
};

const answerForm = <S extends z.ZodType>(
  schema: S,
  run: (token: string, value: z.output<S>, context: CustomerContext) => Promise<Result> | Result,
  done: string,
  at: AnswerForm["at"],
): AnswerForm => ({ schema, run, done, at });

// Back to the figures after "Update total", else to the quote's status at the top.
const ANSWER_FORMS: Record<QuoteAnswerForm, AnswerForm> = {
  options: answerForm(optionsFormSchema, chooseOptionalItems, QUOTE_MESSAGES.totalUpdated, "quote-figures"),
  accept: answerForm(acceptFormSchema, acceptQuote, QUOTE_MESSAGES.accepted, "quote-status"),
  decline: answerForm(declineFormSchema, declineQuote, QUOTE_MESSAGES.declined, "quote-status"),
  changes: answerForm(changesFormSchema, requestQuoteChanges, QUOTE_MESSAGES.changesSent, "quote-status"),
  share: answerForm(shareFormSchema, shareQuote, QUOTE_MESSAGES.shared, "quote-share"),
  "approve-change-order": answerForm(
    approveChangeOrderFormSchema,
    approveChangeOrder,
    CHANGE_ORDER_MESSAGES.approved,
    "change-orders",
  ),
  "decline-change-order": answerForm(
    declineChangeOrderFormSchema,
    declineChangeOrder,
    CHANGE_ORDER_MESSAGES.declined,
    "change-orders",
  ),
};

/**
 * Handles one post to the customer's page: the form the post names is checked by its schema and its use case runs;
 * then back to the page with the notice, or the refusal beside the form. An unknown token is the page's 404.
 */
export async function answerQuotePage(request: Request, token: string) {
  requireQuotePageAllowance(request);
  const formData = await readFormWithToken(request);
  const form = intentOf(
    formData,
    Object.keys(ANSWER_FORMS) as QuoteAnswerForm[],
    "Choose one of the quote's buttons.",
  );
  const { schema, run, done, at } = ANSWER_FORMS[form];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return replyTo(form, submission.reply());
  const context = { ip: clientIp(request), userAgent: request.headers.get("User-Agent") ?? "" };
  const result = await run(token, submission.value as never, context);
  if (!result.ok) {
    if (result.status === 404) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
    return refusalOf(form, submission, result);
  }
  return redirectWithAlert(request, `/q/${token}#${at}`, { kind: "success", message: done });
}
