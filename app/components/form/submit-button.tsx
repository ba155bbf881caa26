import { useNavigation } from "react-router";
import type { ReactNode } from "react";

/**
 * A submit button that shows a spinner and its pending label while this form's submission is in flight
 * (`formAction`/`name`+`value` tell apart several buttons on one page; `pending` for a fetcher's own state).
 */
export function SubmitButton({
  children,
  pendingLabel,
  formAction,
  name,
  value,
  form,
  pending: pendingOverride,
  className = "button",
}: {
  children: ReactNode;
  pendingLabel?: ReactNode;
  formAction?: string;
  name?: string;
  value?: string;
  /** The id of the form it submits, when the button stands outside that form. */
  form?: string;
  pending?: boolean;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending =
    pendingOverride ??
    (navigation.state === "submitting" &&
      (formAction === undefined || navigation.formAction === formAction) &&
      (name === undefined || navigation.formData?.get(name) === value));
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
