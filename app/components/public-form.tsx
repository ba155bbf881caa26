import type { ReactNode } from "react";

// Form fields for the public pages. They render the errors of a server reply (Conform's `submission.reply()`) and
// the constraints computed from the zod schema on the server, without shipping a form library to the browser:
// the public pages must stay within their JavaScript budget.

export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

export type ServerReply =
  | {
      error?: Record<string, string[] | null> | null;
      initialValue?: Record<string, unknown> | null;
    }
  | null
  | undefined;

type FieldProps = {
  formId: string;
  name: string;
  label: ReactNode;
  reply: ServerReply;
  constraint?: Record<string, FieldConstraint>;
};

const fieldId = (formId: string, name: string) => `${formId}-${name}`;
export const fieldErrors = (reply: ServerReply, name: string) => reply?.error?.[name] ?? null;
const initialText = (reply: ServerReply, name: string) => {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
};

function describedBy(...ids: (string | false | null | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

function Errors({ id, errors }: { id: string; errors: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

export function TextInput({
  formId,
  name,
  label,
  reply,
  constraint,
  type = "text",
  autoComplete,
}: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string }) {
  const id = fieldId(formId, name);
  const errors = fieldErrors(reply, name);
  const rules = constraint?.[name] ?? {};
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={initialText(reply, name)}
        required={rules.required}
        maxLength={rules.maxLength}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy(errors && `${id}-error`)}
      />
      <Errors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function TextArea({
  formId,
  name,
  label,
  reply,
  constraint,
  rows = 6,
  hintId,
  children,
}: FieldProps & { rows?: number; hintId?: string; children?: ReactNode }) {
  const id = fieldId(formId, name);
  const errors = fieldErrors(reply, name);
  const rules = constraint?.[name] ?? {};
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={initialText(reply, name)}
        required={rules.required}
        maxLength={rules.maxLength}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy(errors && `${id}-error`, hintId)}
      />
      {children}
      <Errors id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function Checkbox({ formId, name, label, reply, constraint }: FieldProps) {
  const id = fieldId(formId, name);
  const errors = fieldErrors(reply, name);
  const value = reply?.initialValue?.[name];
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="on"
        defaultChecked={value === "on" || value === true}
        required={constraint?.[name]?.required}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy(errors && `${id}-error`)}
      />
      <label htmlFor={id}>{label}</label>
      <Errors id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The first field of a reply that has an error (to move focus there). */
export function firstInvalidField(formId: string, reply: ServerReply, order: string[]) {
  const name = order.find((field) => fieldErrors(reply, field)?.length);
  return name ? fieldId(formId, name) : null;
}
