import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { Field } from "./form/fields";
import { ErrorSummary } from "./form/error-summary";
import type { FormConstraint, FormReply } from "./form/input";
import { SubmitButton } from "./form/submit-button";
import { useFormReply } from "./form/use-form-reply";
import { CsrfInput } from "~/components/form/csrf-input";

// The account pages' frame and the sign-in/sign-up form, built from the form kit: the pages share the public pages'
// JavaScript budget, so their forms are driven by the action's reply (useFormReply), not by a form library.

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
      {/* Sign-up and the reset pages hide the site's navigation: keep a way home. */}
      <p className="auth-home">
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}

const withRedirect = (path: string, redirectTo: string) =>
  redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;

/** Sign-in and sign-up share one form; sign-up adds the name and a confirmation of the password. */
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
  const form = useFormReply({ id: `auth-${mode}`, lastResult, constraint });

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
      <ErrorSummary form={form} />
      {/* History is replaced on success, so Back does not return to a spent form. */}
      <Form method="post" replace {...form.props} className="auth-form">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {signup ? <Field label="Name" field={form.field("name")} autoComplete="name" /> : null}
        <Field label="Email address" field={form.field("email")} type="email" autoComplete="email" />
        <Field
          label="Password"
          field={form.field("password")}
          type="password"
          autoComplete={signup ? "new-password" : "current-password"}
          hint={signup ? `At least ${constraint.password?.minLength} characters.` : undefined}
        />
        {signup ? (
          <Field
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
