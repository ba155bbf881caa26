import { useFetcher, useLocation } from "react-router";
import { useEffect, useId, useRef } from "react";
import type { AlertData } from "./alert-banner";
import { Input, type FieldState } from "./form/input";
import { SubmitButton } from "./form/submit-button";
import { HoneypotField } from "./honeypot-field";
import { CsrfInput } from "~/components/form/csrf-input";

/**
 * The newsletter sign-up. It posts to /newsletter, which validates on the server and redirects back here with an
 * alert, so it works the same without JavaScript; with JavaScript the page stays where it is and the field clears
 * after a successful subscription.
 */
export function NewsletterForm({
  alert,
  labelText = "Email address",
}: {
  alert: AlertData | null;
  labelText?: string;
}) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const id = useId();
  // Its errors come back as the page's alert (the action redirects), so the field itself never shows any.
  const email: FieldState = {
    id,
    name: "email",
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    required: true,
    maxLength: 254,
  };

  useEffect(() => {
    if (submitted.current && fetcher.state === "idle" && alert) {
      submitted.current = false;
      if (alert.kind === "success") formRef.current?.reset();
    }
  }, [alert, fetcher.state]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/newsletter"
      preventScrollReset
      className="newsletter-form"
      onSubmit={() => {
        submitted.current = true;
      }}
    >
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <HoneypotField />
      <label htmlFor={email.id}>{labelText}</label>
      <div className="newsletter-row">
        <Input field={email} type="email" autoComplete="email" placeholder="you@example.com" />
        <SubmitButton pending={fetcher.state !== "idle"}>Subscribe</SubmitButton>
      </div>
    </fetcher.Form>
  );
}
