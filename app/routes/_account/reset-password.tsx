import { data, Form, Link } from "react-router";
import { ACCOUNT_MESSAGES, accountFormConstraint, parseAccountForm } from "~/auth/account-forms.server";
import { accountContext, isResetTokenUsable, resetPassword } from "~/auth/accounts.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { accountPageHeaders } from "~/auth/auth-page.server";
import { getSessionUser } from "~/auth/session.server";
import { AuthLayout } from "~/components/auth-form";
import { FormAlert } from "~/components/form/form-alert";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { NewPasswordFields } from "~/components/new-password-fields";
import { useFormReply } from "~/components/form/use-form-reply";
import { refusalInit } from "~/forms/refusal-reply.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password" }];

// The URL holds the reset token: never pass it on in a Referer header to another site. Not "no-referrer": with it a
// browser sends `Origin: null` on the page's own form posts, which the origin check must refuse.
export const headers: Route.HeadersFunction = (args) =>
  accountPageHeaders(args, { "Referrer-Policy": "same-origin" });

export async function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const usable = isResetTokenUsable(token);
  return {
    token: usable ? token : null,
    tokenError: usable ? null : ACCOUNT_MESSAGES.resetTokenInvalid,
    // Computed here so the browser gets plain constraints and never downloads zod.
    constraint: accountFormConstraint("resetPassword"),
  };
}

const hideFields = ["password", "confirmPassword"];

export async function action({ request }: Route.ActionArgs) {
  const submission = parseAccountForm(await readFormWithToken(request), "resetPassword");
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { sessionId } = await getSessionUser(request);
  const outcome = await resetPassword(submission.value, accountContext(request, sessionId));
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.error], hideFields }) },
      refusalInit(outcome),
    );
  }
  return redirectWithAlert(request, "/login", { kind: "success", message: outcome.message });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, tokenError, constraint } = loaderData;
  const form = useFormReply({ id: "reset-password", lastResult: actionData?.result, constraint });

  if (!token) {
    return (
      <AuthLayout title="Choose a new password">
        <FormAlert errors={tokenError ? [tokenError] : null} />
        <p>
          <Link to="/forgot-password">Ask for a new reset link</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      intro={
        <p>Every device signed in to your account will be signed out; sign in again with the new password.</p>
      }
    >
      <ErrorSummary form={form} />
      <Form method="post" replace {...form.props} className="auth-form">
        <CsrfInput />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields form={form} constraint={constraint} />
        <SubmitButton pendingLabel="Saving…">Save new password</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
