import type { ReactNode } from "react";
import { ErrorList } from "./error-list";
import type { FieldState } from "./input";

/**
 * What every labelled field shows around its control: the label above it, then its hint, anything `after` it (a live
 * count) and its errors. The control itself names the hint in its `aria-describedby` (`hintId`).
 */
export function FieldFrame({
  label,
  field,
  hint,
  after,
  children,
}: {
  label: ReactNode;
  field: FieldState;
  hint?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {after}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The id of a field's hint, for its control's `aria-describedby`, when the field has one. */
export const hintId = (field: FieldState, hint: ReactNode) => (hint ? field.descriptionId : null);
