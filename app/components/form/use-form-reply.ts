import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldState, FormConstraint, FormReply } from "./input";

/**
 * A form driven by its action's reply alone (public and account pages: no form library in the browser). It gives
 * the form's props, its form-level errors and each field's state: ids, the reply's errors and values, and the
 * loader's constraints, and what its ErrorSummary lists (the summary takes the focus as the page opens, however far
 * down the form is); with JavaScript a new refusal moves the focus to the summary (and, with `emptyPasswords`, the password fields
 * are emptied); after a reply that resets the form (`resetForm`) it empties the fields, as a page rendered without
 * JavaScript would.
 */
export function useFormReply({
  id,
  lastResult,
  constraint = {},
  defaultValue,
  emptyPasswords = false,
}: {
  id: string;
  lastResult: FormReply;
  constraint?: FormConstraint;
  defaultValue?: Record<string, string>;
  /** Whether a refused post empties the password fields, as a page rendered without JavaScript shows them. */
  emptyPasswords?: boolean;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const errorId = `${id}-error`;
  useEffect(() => {
    const form = ref.current;
    if (!form || !lastResult) return;
    if (lastResult.initialValue === null) {
      form.reset();
      return;
    }
    if (lastResult.status !== "error") return;
    if (emptyPasswords) {
      for (const element of Array.from(form.elements)) {
        if (element instanceof HTMLInputElement && element.type === "password") element.value = "";
      }
    }
    document.getElementById(errorId)?.focus();
  }, [lastResult, emptyPasswords, errorId]);

  // With JavaScript, a field's error goes as soon as what is typed meets the field's constraints (the same ones the
  // server checks first: required, length, type); the server still has the last word on the next post.
  const [fixed, setFixed] = useState<{ reply: FormReply; names: Set<string> }>({
    reply: lastResult,
    names: new Set(),
  });
  const fixedNames = fixed.reply === lastResult ? fixed.names : new Set<string>();
  const clearFixedError = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target;
    if (
      !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) ||
      !lastResult?.error?.[control.name]?.length
    )
      return;
    const valid =
      control instanceof HTMLInputElement && control.type === "checkbox"
        ? control.checked || !control.required
        : control.checkValidity();
    if (valid === fixedNames.has(control.name)) return;
    const names = new Set(fixedNames);
    if (valid) names.add(control.name);
    else names.delete(control.name);
    setFixed({ reply: lastResult, names });
  };

  const errorsOf = (name: string) => {
    const errors = lastResult?.error?.[name];
    return errors?.length && !fixedNames.has(name) ? errors : undefined;
  };
  const errors = errorsOf("");
  const allErrors = Object.fromEntries(
    Object.keys(lastResult?.error ?? {}).map((name) => [name, errorsOf(name)]),
  );
  return {
    id,
    errors,
    errorId,
    allErrors,
    status: lastResult?.status,
    props: {
      id,
      ref,
      // The server checks every field, so the messages are the same with or without JavaScript.
      noValidate: true,
      "aria-describedby": errors ? errorId : undefined,
      // React's change event fires on every keystroke and on a checkbox's click.
      onChange: clearFixedError,
    },
    field(name: string): FieldState {
      const fieldId = `${id}-${name}`;
      return {
        ...constraint[name],
        id: fieldId,
        name,
        errorId: `${fieldId}-error`,
        descriptionId: `${fieldId}-description`,
        errors: errorsOf(name),
        // After a reply the fields show what was sent (passwords are left out by the server's `hideFields`).
        initialValue: lastResult ? lastResult.initialValue?.[name] : defaultValue?.[name],
      };
    },
  };
}
