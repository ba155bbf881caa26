import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/** Field errors under an input; announced to screen readers and present without JavaScript. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    // Not a <ul>: role="alert" would replace the list role and leave its items outside any list (axe: listitem).
    <div id={id} className="field-errors" role="alert">
      {errors.map((error) => (
        <div key={error}>{error}</div>
      ))}
    </div>
  );
}

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

/**
 * A submit button that shows a spinner and its pending label while this form's submission is in flight
 * (`formAction`/`intent` tell apart several buttons on one page).
 */
export function SubmitButton({
  children,
  pendingLabel,
  formAction,
  name,
  value,
  className = "button",
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  formAction?: string;
  name?: string;
  value?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (formAction === undefined || navigation.formAction === formAction) &&
    (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      className={className}
      name={name}
      value={value}
      formAction={formAction}
      aria-busy={pending}
      disabled={pending}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
