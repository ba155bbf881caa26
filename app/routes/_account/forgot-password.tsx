import { data, Form, Link } from "react-router";
import { accountFormConstraint, parseAccountForm } from "~/auth/account-forms.server";
import { accountContext, requestPasswordReset } from "~/auth/accounts.server";
import { accountPageHeaders } from "~/auth/auth-page.server";
import { AuthLayout } from "~/components/auth-form";
import { Field } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormReply } from "~/components/form/use-form-reply";
import { refusalInit } from "~/forms/refusal-reply.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/forgot-password";

export const headers: Route.HeadersFunction = (args) => accountPageHeaders(args);

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password?" }];

export function loader() {
  // Computed here so the browser gets plain constraints and never downloads zod.
  return { constraint: accountFormConstraint("forgotPassword") };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseAccountForm(await readFormWithToken(request), "forgotPassword");
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await requestPasswordReset(submission.value.email, accountContext(request));
  if (!outcome.ok) {
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, refusalInit(outcome));
  }
  return { result: submission.reply({ resetForm: true }), message: outcome.message };
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { constraint } = loaderData;
  const form = useFormReply({ id: "forgot-password", lastResult: actionData?.result, constraint });
  return (
    <AuthLayout
      title="Forgot your password?"
      intro={
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      }
    >
      <FormAlert
        id={form.errorId}
        errors={form.errors}
        success={actionData && "message" in actionData ? actionData.message : null}
      />
      <Form method="post" {...form.props} className="auth-form">
        <CsrfInput />
        <Field label="Email address" field={form.field("email")} type="email" autoComplete="email" />
        <SubmitButton pendingLabel="Sending…">Send reset link</SubmitButton>
      </Form>
      <div className="auth-secondary">
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
