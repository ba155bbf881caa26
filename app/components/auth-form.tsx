import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, SubmitButton } from "~/components/form";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signinSchema, signupSchema } from "~/models/user";

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
 * The form's own alert: the server's error text (or a client-side check such as "Passwords do not match") and the
 * server's success text, rendered from the action's answer so it shows without JavaScript.
 */
export function FormAlert({ errors, success }: { errors?: string[] | null; success?: string | null }) {
  if (errors?.length) {
    return (
      <div className="form-alert form-alert--error" role="alert">
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

/**
 * The schema's constraints for the browser, with the length rules of new passwords spelled out: getZodConstraint
 * reads zod's `_zod.bag`, which this zod version leaves empty, so it only reports `required`.
 */
export function authConstraint(
  schema: Parameters<typeof getZodConstraint>[0],
  newPasswordFields: string[] = [],
) {
  // A plain copy: the returned proxy caches each answer, so writing through it would not show.
  const constraint = { ...getZodConstraint(schema) };
  for (const name of newPasswordFields) {
    constraint[name] = {
      ...constraint[name],
      required: true,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    };
  }
  return constraint;
}

// Both modes in one shape: sign-in simply leaves out the name and the confirmation.
type AuthFields = {
  name?: string;
  email: string;
  password: string;
  confirmPassword?: string;
  redirectTo?: string;
};

const withRedirect = (path: string, redirectTo: string) =>
  redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;

/** Sign-in and sign-up share one form (SPEC §2); sign-up adds the name and a confirmation of the password. */
export function AuthForm({
  mode,
  lastResult,
  redirectTo,
}: {
  mode: "signin" | "signup";
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo: string;
}) {
  const signup = mode === "signup";
  const schema = signup ? signupSchema : signinSchema;
  const [form, fields] = useForm<AuthFields>({
    id: `auth-${mode}`,
    lastResult,
    constraint: authConstraint(schema, signup ? ["password"] : []),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

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
      <FormAlert errors={form.errors} />
      {/* History is replaced on success, so Back does not return to a spent form (SPEC §4). */}
      <Form method="post" replace {...getFormProps(form)} className="auth-form">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {signup ? <Field label="Name" field={fields.name} autoComplete="name" /> : null}
        <Field label="Email address" field={fields.email} type="email" autoComplete="email" />
        <Field
          label="Password"
          field={fields.password}
          type="password"
          autoComplete={signup ? "new-password" : "current-password"}
          hint={signup ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
        />
        {signup ? (
          <Field
            label="Confirm password"
            field={fields.confirmPassword}
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
