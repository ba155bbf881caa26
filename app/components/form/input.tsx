import type { SubmissionResult } from "@conform-to/react";

/** An action's answer to a refused or accepted post: Conform's `submission.reply()`. */
export type FormReply = SubmissionResult<string[]> | null | undefined;

/** What the server's schema allows in one field, sent by the loader as plain data (no zod in the browser). */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  step?: number | string;
  pattern?: string;
};

export type FormConstraint = Record<string, FieldConstraint>;

/** What a field component needs to know; Conform's `FieldMetadata` has this shape too. */
export type FieldState = FieldConstraint & {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  /** Set by Conform; the inputs then name their form (they may sit outside it). */
  formId?: string;
  errors?: string[];
  initialValue?: unknown;
};

export const joinIds = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(" ") || undefined;

/** The attributes every control of a field shares: identity, constraints and the links to its errors and hints. */
export function controlProps(field: FieldState, describedBy?: string) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": joinIds(invalid && field.errorId, describedBy),
  };
}

const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

type InputType =
  "text" | "email" | "password" | "tel" | "url" | "search" | "date" | "time" | "number" | "hidden";

export type InputOptions = {
  type?: InputType;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url";
  className?: string;
  maxLength?: number;
  /** Ids of further descriptions (a hint or a live count) besides the field's own. */
  describedBy?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
};

/** The bare input of a field, for layouts that place the label and errors themselves. */
export function Input({
  field,
  type = "text",
  maxLength = field.maxLength,
  describedBy,
  ...rest
}: InputOptions & { field: FieldState }) {
  return (
    <input
      {...controlProps(field, describedBy)}
      type={type}
      minLength={field.minLength}
      maxLength={maxLength}
      min={field.min}
      max={field.max}
      step={field.step}
      pattern={field.pattern}
      defaultValue={textOf(field.initialValue)}
      {...rest}
    />
  );
}
