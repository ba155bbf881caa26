import { Link } from "react-router";
import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
import { FieldFrame, hintId } from "./field-frame";
import { controlProps, Input, joinIds, type FieldState, type InputOptions } from "./input";

/** A labelled input with its hint and errors, linked for assistive technology. */
export function Field({
  label,
  field,
  hint,
  describedBy,
  ...options
}: InputOptions & { label: ReactNode; field: FieldState; hint?: ReactNode }) {
  return (
    <FieldFrame label={label} field={field} hint={hint}>
      <Input field={field} describedBy={joinIds(hintId(field, hint), describedBy)} {...options} />
    </FieldFrame>
  );
}

/** A labelled textarea with its hint; `children` go between it and its errors (a live count named in `describedBy`). */
export function TextareaField({
  label,
  field,
  rows = 6,
  hint,
  describedBy,
  children,
}: {
  label: ReactNode;
  field: FieldState;
  rows?: number;
  hint?: ReactNode;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <FieldFrame label={label} field={field} hint={hint} after={children}>
      <textarea
        {...controlProps(field, joinIds(hintId(field, hint), describedBy))}
        minLength={field.minLength}
        maxLength={field.maxLength}
        rows={rows}
        defaultValue={field.initialValue == null ? undefined : String(field.initialValue)}
      />
    </FieldFrame>
  );
}

/** A checkbox with its label after it; it posts "on" when checked. */
export function CheckboxField({ label, field }: { label: ReactNode; field: FieldState }) {
  return (
    <div className="field field-checkbox">
      <input
        {...controlProps(field)}
        type="checkbox"
        value="on"
        defaultChecked={field.initialValue === "on" || field.initialValue === true}
      />
      <label htmlFor={field.id}>{label}</label>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The terms checkbox of the public forms that send us someone's details (contact, estimate): one wording, one link. */
export function TermsConsentField({ field }: { field: FieldState }) {
  const label = (
    <>
      I agree to the <Link to="/terms">terms and conditions</Link> *
    </>
  );
  return <CheckboxField field={field} label={label} />;
}
