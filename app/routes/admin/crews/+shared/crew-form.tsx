import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, SubmitButton, TextareaField } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { ErrorSummary } from "~/components/form/error-summary";
import type { CrewFormValues } from "~/crews/crew-office-view.server";
import { crewFormSchema } from "~/crews/crew-schema";
import { useZodForm } from "~/components/form/use-zod-form";

/** A crew's name, phone and members (one a line); checked by the server, so it works without JavaScript. */
export function CrewForm({
  values,
  lastResult,
  submitLabel,
}: {
  values: CrewFormValues;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const [form, fields] = useZodForm(crewFormSchema, { id: "crew-form", lastResult, defaultValue: values });
  return (
    <Form method="post" {...getFormProps(form)} className="stack admin-content-form">
      <CsrfInput />
      <ErrorSummary form={form} />
      <Field label="Name *" field={fields.name} autoComplete="off" hint="Unique, such as Sealcoat crew 1." />
      <Field
        label="Phone (optional)"
        field={fields.phone}
        type="tel"
        autoComplete="off"
        hint="A 10-digit number; the customer's mails give it."
      />
      <TextareaField label="Members" field={fields.members} rows={5} hint="One name a line." />
      <div className="form-actions">
        <SubmitButton name="intent" value="save" pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
