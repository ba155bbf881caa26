import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList } from "./form-feedback";

// Shared with pages that must not load Conform (they import form-feedback directly).
export { ErrorList, SubmitButton } from "./form-feedback";

type InputType = "text" | "email" | "password" | "tel" | "url" | "search" | "date" | "number";

export function Field({
  label,
  field,
  type = "text",
  hint,
  ...rest
}: {
  label: ReactNode;
  field: FieldMetadata<string | number | undefined | null>;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type })} {...rest} />
      {hint ? <p className="field-hint">{hint}</p> : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextareaField({
  label,
  field,
  rows = 6,
  children,
}: {
  label: ReactNode;
  field: FieldMetadata<string | undefined | null>;
  rows?: number;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...getTextareaProps(field)} rows={rows} />
      {children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function CheckboxField({
  label,
  field,
}: {
  label: ReactNode;
  field: FieldMetadata<boolean | string | undefined | null>;
}) {
  return (
    <div className="field field-checkbox">
      <input {...getInputProps(field, { type: "checkbox" })} />
      <label htmlFor={field.id}>{label}</label>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
