import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
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
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <Input
        field={field}
        describedBy={joinIds(hint ? field.descriptionId : null, describedBy)}
        {...options}
      />
      {hint ? (
        <p id={field.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
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
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea
        {...controlProps(field, joinIds(hint ? field.descriptionId : null, describedBy))}
        minLength={field.minLength}
        maxLength={field.maxLength}
        rows={rows}
        defaultValue={field.initialValue == null ? undefined : String(field.initialValue)}
      />
      {hint ? (
        <p id={field.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
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
