import type { ReactNode } from "react";
import { ErrorList } from "~/components/form/error-list";
import { controlProps, joinIds, type FieldState } from "~/components/form/input";

export type ChoiceGroup = { label: string; options: readonly string[] };

/**
 * A labelled select whose values are its labels, with optional groups (`<optgroup>`) and a first empty choice
 * (`placeholder`): "Choose a service" for a required one, "Not specified" for an optional one.
 */
export function ChoiceField({
  label,
  field,
  options = [],
  groups = [],
  placeholder,
  hint,
}: {
  label: ReactNode;
  field: FieldState;
  options?: readonly string[];
  groups?: ChoiceGroup[];
  placeholder: string;
  hint?: ReactNode;
}) {
  const value = typeof field.initialValue === "string" ? field.initialValue : "";
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...controlProps(field, joinIds(hint ? field.descriptionId : null))} defaultValue={value}>
        <option value="">{placeholder}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
        ))}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={field.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
