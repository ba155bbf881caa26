import { data, Form, Link } from "react-router";
import { accountFormConstraint, parseAccountForm } from "~/auth/account-forms.server";
import { accountContext, changePassword, signOutEverywhere } from "~/auth/accounts.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { accountPageHeaders } from "~/auth/auth-page.server";
import { getSessionUser, requireVerifiedUser, signOutAndRedirect } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/error-pages";
import { Field } from "~/components/form/fields";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { NewPasswordFields } from "~/components/new-password-fields";
import { useFormReply } from "~/components/form/use-form-reply";
import { refusalInit } from "~/forms/refusal-reply.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { pageMeta } from "~/utils/seo";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/me";

export const headers: Route.HeadersFunction = (args) => accountPageHeaders(args);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedUser(request);
  return {
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint: accountFormConstraint("changePassword"),
  };
}

// Typed passwords are never sent back into the page.
const hideFields = ["currentPassword", "password", "confirmPassword"];

export async function action({ request }: Route.ActionArgs) {
  const user = await requireVerifiedUser(request);
  const formData = await readFormWithToken(request);
  const { sessionId } = await getSessionUser(request);
  const ctx = accountContext(request, sessionId);

  if (formData.get("intent") === "signout-everywhere") {
    const outcome = signOutEverywhere(user, ctx);
    return signOutAndRedirect(request, "/login", { kind: "success", message: outcome.message });
  }
  const submission = parseAccountForm(formData, "changePassword");
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const outcome = await changePassword(user.id, submission.value, ctx);
  if (!outcome.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: [outcome.error],
          fieldErrors: outcome.fieldErrors,
          hideFields,
        }),
      },
      refusalInit(outcome),
    );
  }
  return redirectWithAlert(request, "/me", { kind: "success", message: outcome.message });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Me", noindex: true });

export default function MePage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, isAdmin, constraint } = loaderData;
  // Every field is a password: after a refusal the form starts over, with or without JavaScript.
  const form = useFormReply({
    id: "change-password",
    lastResult: actionData?.result,
    constraint,
    emptyPasswords: true,
  });
  return (
    <main className="page page-narrow">
      <h1>Me</h1>
      <dl className="profile-list">
        <div>
          <dt>Name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{isAdmin ? "Administrator" : "Member"}</dd>
        </div>
      </dl>
      <p>
        <Link to="/dashboard">Go to the dashboard</Link>
      </p>

      <section className="auth-card account-section" aria-labelledby="change-password-title">
        <h2 id="change-password-title">Change password</h2>
        <p className="auth-intro">Other devices signed in to your account will be signed out.</p>
        <ErrorSummary form={form} />
        <Form method="post" {...form.props} className="auth-form">
          <CsrfInput />
          <Field
            label="Current password"
            field={form.field("currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields form={form} constraint={constraint} />
          <SubmitButton pendingLabel="Saving…" name="intent" value="change-password">
            Change password
          </SubmitButton>
        </Form>
      </section>

      <section className="auth-card account-section" aria-labelledby="signout-everywhere-title">
        <h2 id="signout-everywhere-title">Sign out everywhere</h2>
        <p className="auth-intro">
          Signs you out on every device and browser, this one included, and stops every API token issued to
          your account.
        </p>
        <Form method="post">
          <CsrfInput />
          <SubmitButton
            className="button button-secondary"
            pendingLabel="Signing out…"
            name="intent"
            value="signout-everywhere"
          >
            Sign out everywhere
          </SubmitButton>
        </Form>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
