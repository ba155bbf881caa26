import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorSummary, SubmitButton, TextareaField } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { useZodForm } from "~/components/form/use-zod-form";
import type { QuoteOfficeView } from "~/quotes/quote-office-view.server";
import { OFFICE_MESSAGE_MAX, sendFormSchema } from "~/quotes/send-form-schema";

/**
 * "Send to customer" (a draft) or "Send again" (a quote the customer has had), with an optional "Message to the
 * customer": the answer to what they asked, in the mail and on their page.
 */
export function QuoteSendForm({
  quote,
  lastResult,
}: {
  quote: Pick<QuoteOfficeView, "status" | "sent">;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(sendFormSchema, { id: "send-form", lastResult });
  const again = quote.status !== "draft" || quote.sent;
  return (
    <section aria-labelledby="quote-send-title" className="panel" id="quote-send">
      <h2 id="quote-send-title">{again ? "Send again" : "Send to customer"}</h2>
      <Form method="post" {...getFormProps(form)} className="stack">
        <CsrfInput />
        <ErrorSummary form={form} />
        <TextareaField
          label="Message to the customer (optional)"
          field={fields.message}
          rows={4}
          hint={`Shown in the mail to the customer, up to ${OFFICE_MESSAGE_MAX} characters.`}
        />
        <SubmitButton name="intent" value="send" pendingLabel="Sending...">
          {again ? "Send again" : "Send to customer"}
        </SubmitButton>
      </Form>
    </section>
  );
}
