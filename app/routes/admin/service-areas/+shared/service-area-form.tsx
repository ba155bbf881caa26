import { Form } from "react-router";
import { ErrorSummary, Field, SubmitButton, TextareaField, type FormReply } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { useFormReply } from "~/components/form/use-form-reply";

export type ServiceAreaFormValues = { name: string; slug: string; intro: string; zipCodes: string };

const INTRO_HINT =
  "Plain text; a blank line starts a new paragraph. Markdown works too: **bold**, - lists, [links](/contact).";

/** The add and edit form of a service area; every rule is checked by the server, so it works without JavaScript. */
export function ServiceAreaForm({
  values,
  lastResult,
  submitLabel,
}: {
  values: ServiceAreaFormValues;
  lastResult: FormReply;
  submitLabel: string;
}) {
  const form = useFormReply({ id: "service-area-form", lastResult, defaultValue: values });
  return (
    <Form method="post" className="stack admin-content-form" {...form.props}>
      <CsrfInput />
      <ErrorSummary form={form} />
      <Field label="Name (the city) *" field={form.field("name")} autoComplete="off" />
      <Field
        label="Slug"
        field={form.field("slug")}
        hint="The end of the page's address, /service-areas/slug. Left empty, it is made from the name."
        autoComplete="off"
      />
      <TextareaField label="Introduction" field={form.field("intro")} rows={8} hint={INTRO_HINT} />
      <TextareaField
        label="ZIP codes (optional)"
        field={form.field("zipCodes")}
        rows={2}
        hint="Five digits each, separated by commas or spaces."
      />
      <div className="form-actions">
        <SubmitButton name="intent" value="save" pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
