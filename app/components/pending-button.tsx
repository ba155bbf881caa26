import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A submit button for a form posting to `action`, showing a spinner and `pendingLabel` while that submission runs.
 * (A dependency-free sibling of form.tsx's SubmitButton for public pages, which must stay small.)
 */
export function PendingButton({
  action,
  children,
  pendingLabel,
  className = "button",
}: {
  action: string;
  children: ReactNode;
  pendingLabel: ReactNode;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <button type="submit" className={className} aria-busy={pending} disabled={pending}>
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
