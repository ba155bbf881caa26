import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { PASSWORD_MIN_LENGTH } from "~/models/user-rules";
import { ErrorList, SubmitButton } from "./form-feedback";
import type { FieldConstraint } from "./public-form";

// The account pages are public and share the 100 KB JavaScript budget of ADR 006, so what reaches the browser here
// is plain React: the actions validate with the zod schemas (Conform's parseWithZod and submission.reply()), the
// loaders send the schemas' constraints as data, and these components render the server's reply. zod, Conform's
// zod adapter and Conform's client (useForm, about 10 KB) would each put the pages over the budget, so the buttons
// and error lists come from form-feedback.tsx, not form.tsx.

/** The card every account page sits in: one heading, an optional line under it, then the content. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <div className="auth-intro">{intro}</div> : null}
        {children}
      </section>
      {/* Sign-up and the reset pages hide the site's navigation (SPEC §2): keep a way home. */}
      <p className="auth-home">
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}

/**
 * The form's own alert: the server's form-level error (such as "Passwords do not match") or its success text,
 * rendered from the action's answer so it shows without JavaScript.
 */
export function FormAlert({
  id,
  errors,
  success,
}: {
  id?: string;
  errors?: string[] | null;
  success?: string | null;
}) {
  if (errors?.length) {
    return (
      <div id={id} className="form-alert form-alert--error" role="alert">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
      </div>
    );
  }
  if (success) {
    return (
      <div className="form-alert form-alert--success" role="status">
        <p>{success}</p>
      </div>
    );
  }
  return null;
}

/** What the server's schema allows in each field (from the loader: `accountFormConstraint`). */
export type FormConstraint = Record<string, FieldConstraint>;

/** The action's answer: Conform's `submission.reply()`. */
export type FormReply = SubmissionResult<string[]> | null | undefined;

/**
 * One account form driven by the server: ids, the reply's errors and values, and the constraint attributes. After
 * a refused submission it takes keyboard and screen reader users to the first field to fix; after a reply that
 * resets the form (`resetForm`) it empties the fields, as a page rendered without JavaScript would.
 */
export function useAuthForm({
  id,
  lastResult,
  constraint,
  defaultValue,
}: {
  id: string;
  lastResult: FormReply;
  constraint: FormConstraint;
  defaultValue?: Record<string, string>;
}) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form || !lastResult) return;
    if (lastResult.initialValue === null) {
      form.reset();
      return;
    }
    if (lastResult.status !== "error") return;
    const invalid = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && Boolean(lastResult.error?.[element.name]?.length),
    );
    invalid?.focus();
  }, [lastResult]);

  const errorsOf = (name: string) => lastResult?.error?.[name] ?? null;
  const formErrors = errorsOf("");
  const errorId = `${id}-error`;
  return {
    errors: formErrors,
    errorId,
    props: {
      id,
      ref,
      // The server checks every field, so the messages are the same with or without JavaScript.
      noValidate: true,
      "aria-describedby": formErrors?.length ? errorId : undefined,
    },
    field(name: string): AuthFieldState {
      // After a reply the fields show what was sent (passwords are left out by the server's `hideFields`).
      const sent = lastResult ? lastResult.initialValue?.[name] : defaultValue?.[name];
      return {
        id: `${id}-${name}`,
        name,
        errors: errorsOf(name),
        defaultValue: typeof sent === "string" ? sent : undefined,
        constraint: constraint[name] ?? {},
      };
    },
  };
}

export type AuthFieldState = {
  id: string;
  name: string;
  errors: string[] | null;
  defaultValue: string | undefined;
  constraint: FormConstraint[string];
};

/** A labelled input with its hint and the server's errors for it, linked for assistive technology. */
export function AuthField({
  label,
  field,
  type = "text",
  hint,
  className,
  autoComplete,
  inputMode,
  maxLength = field.constraint.maxLength,
}: {
  label: ReactNode;
  field: AuthFieldState;
  type?: "text" | "email" | "password";
  hint?: ReactNode;
  className?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email";
  maxLength?: number;
}) {
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-description`;
  const describedBy = [field.errors?.length ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        id={field.id}
        name={field.name}
        type={type}
        className={className}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={field.defaultValue}
        required={field.constraint.required || undefined}
        minLength={field.constraint.minLength}
        maxLength={maxLength}
        pattern={field.constraint.pattern}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={field.errors} />
    </div>
  );
}

const withRedirect = (path: string, redirectTo: string) =>
  redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;

/** Sign-in and sign-up share one form (SPEC §2); sign-up adds the name and a confirmation of the password. */
export function AuthForm({
  mode,
  lastResult,
  constraint,
  redirectTo,
}: {
  mode: "signin" | "signup";
  lastResult: FormReply;
  constraint: FormConstraint;
  redirectTo: string;
}) {
  const signup = mode === "signup";
  const form = useAuthForm({ id: `auth-${mode}`, lastResult, constraint });

  return (
    <AuthLayout
      title={signup ? "Sign up for an account" : "Sign in to your account"}
      intro={
        <p>
          {signup ? "Already have an account? " : "Don't have an account? "}
          <Link to={withRedirect(signup ? "/login" : "/signup", redirectTo)}>
            {signup ? "Sign in" : "Sign up"}
          </Link>
        </p>
      }
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      {/* History is replaced on success, so Back does not return to a spent form (SPEC §4). */}
      <Form method="post" replace {...form.props} className="auth-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {signup ? <AuthField label="Name" field={form.field("name")} autoComplete="name" /> : null}
        <AuthField label="Email address" field={form.field("email")} type="email" autoComplete="email" />
        <AuthField
          label="Password"
          field={form.field("password")}
          type="password"
          autoComplete={signup ? "new-password" : "current-password"}
          hint={signup ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        />
        {signup ? (
          <AuthField
            label="Confirm password"
            field={form.field("confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
        ) : null}
        {signup ? null : (
          <p className="auth-forgot">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
        )}
        <SubmitButton pendingLabel={signup ? "Creating account…" : "Signing in…"}>
          {signup ? "Sign up" : "Sign in"}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
