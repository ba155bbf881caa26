// The quote editor's post, for a new quote and an existing one alike: "Add line" and "Remove" come back as the form
// with its new list (Conform's intents, so they work without JavaScript and keep everything typed); "Save draft" and
// "Send to customer" are checked by the editor's schema, then saved (and sent) by the quote use cases.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import type { EditContext } from "~/logs/audit.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { quoteFormSchema } from "~/quotes/quote-schema";
import type { Refusal } from "~/utils/result";
import { createQuote, updateQuote } from "~/quotes/save-quote.server";
import { sendFormSchema } from "~/quotes/send-form-schema";
import { sendQuote, validUntilRefusal } from "~/quotes/send-quote.server";

const FIX_FIELDS = "Please correct the fields marked below.";

export async function saveQuoteFromEditor(formData: FormData, by: EditContext, quoteId?: string) {
  const submission = parseWithZod(formData, { schema: quoteFormSchema });
  // "Update totals" (without JavaScript): the form again with everything typed, its totals computed as it renders.
  if (formData.get("intent") === "totals")
    return data({ result: { initialValue: submission.reply().initialValue } });
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return data(
      { result: submission.reply(failed ? { formErrors: [FIX_FIELDS] } : undefined) },
      { status: failed ? 400 : 200 },
    );
  }
  const refused = (failure: Refusal) => {
    if (failure.status === 404) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
    const reply = submission.reply({ formErrors: [failure.error], fieldErrors: failure.fieldErrors });
    return data({ result: reply }, { status: failure.status });
  };
  const send = formData.get("intent") === "send";
  // Checked before saving, so a quote that cannot go out is not saved half way.
  const pastDay = send ? validUntilRefusal(submission.value.validUntil, new Date()) : null;
  if (pastDay) return refused(pastDay);
  const saved = quoteId ? updateQuote(quoteId, submission.value, by) : createQuote(submission.value, by);
  if (!saved.ok) return refused(saved);
  const detail = `/admin/quotes/${saved.quote.id}`;
  if (send) {
    // Checked with the editor's fields (quoteFormSchema), so its parse cannot fail here.
    const { message } = sendFormSchema.parse({ message: formData.get("message") });
    const sent = await sendQuote(saved.quote.id, by, { message });
    if (!sent.ok) return redirectWithAlert(by.request, detail, { kind: "error", message: sent.error });
  }
  return redirectWithAlert(by.request, detail, {
    kind: "success",
    message: send ? QUOTE_MESSAGES.sent : quoteId ? QUOTE_MESSAGES.updated : QUOTE_MESSAGES.created,
  });
}
