import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import type { AlertData } from "./alert-banner";
import { HoneypotField } from "./honeypot-field";

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
  const inputId = useId();
  const busy = fetcher.state !== "idle";

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
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <HoneypotField />
      <label htmlFor={inputId}>{labelText}</label>
      <div className="newsletter-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          Subscribe
        </button>
      </div>
    </fetcher.Form>
  );
}
