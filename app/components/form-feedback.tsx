import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

// Form pieces with no form library behind them, so public and account pages can use them within their JavaScript
// budget (ADR 006); form.tsx re-exports them for the Conform forms of the back office.

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
  form,
  className = "button",
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  formAction?: string;
  name?: string;
  value?: string;
  /** The id of the form it submits, when the button stands outside that form. */
  form?: string;
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
      form={form}
      aria-busy={pending}
      disabled={pending}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
