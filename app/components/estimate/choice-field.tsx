import type { ReactNode } from "react";
import { FieldFrame, hintId } from "~/components/form/field-frame";
import { controlProps, joinIds, type FieldState } from "~/components/form/input";

export type ChoiceGroup = { label: string; options: readonly string[] };

/**
 * A labelled select whose values are its labels, with optional groups (`<optgroup>`) and a first empty choice
 * (`placeholder`): "Not specified" unless told, as an optional one has it; a required one names what to choose.
 */
export function ChoiceField({
  label,
  field,
  options = [],
  groups = [],
  placeholder = "Not specified",
  hint,
}: {
  label: ReactNode;
  field: FieldState;
  options?: readonly string[];
  groups?: ChoiceGroup[];
  placeholder?: string;
  hint?: ReactNode;
}) {
  const value = typeof field.initialValue === "string" ? field.initialValue : "";
  return (
    <FieldFrame label={label} field={field} hint={hint}>
      <select {...controlProps(field, joinIds(hintId(field, hint)))} defaultValue={value}>
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
    </FieldFrame>
  );
}
