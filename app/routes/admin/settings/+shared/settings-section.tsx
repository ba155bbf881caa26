import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { settingsSections, type SettingsSectionId } from "~/content/settings-sections";
import { SavedNotice } from "~/routes/admin/+shared/flash-alert";

/**
 * One section of the settings page: a heading, and a form of its own that posts its `intent` (the section) and has
 * its own Save, so saving it leaves the other sections as they are.
 */
export function SettingsSection({
  id,
  form,
  intro,
  before,
  children,
}: {
  id: SettingsSectionId;
  // Any Conform form: only its props, id and form-level errors are used.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  intro?: ReactNode;
  /** What goes first inside the form (the hidden default button of a form with list buttons). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const { title, save } = settingsSections[id];
  const headingId = `settings-${id}-heading`;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === id;
  return (
    <section id={`settings-${id}`} className="panel settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro}
      <Form method="post" className="stack" {...getFormProps(form)}>
        {before}
        <CsrfInput />
        <input type="hidden" name="intent" value={id} />
        <ErrorSummary form={form} />
        {children}
        <div className="form-actions">
          <SubmitButton pendingLabel="Saving..." pending={saving}>
            {save}
          </SubmitButton>
        </div>
        {/* "Hours saved" here, beside the Save that did it. */}
        <SavedNotice at={`settings-${id}`} />
      </Form>
    </section>
  );
}
