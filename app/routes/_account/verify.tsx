import { data, redirect, Form } from "react-router";
import { accountFormConstraint, parseAccountForm, VERIFY_CODE_LENGTH } from "~/auth/account-forms.server";
import { accountContext, resendCode, verifyEmail, type AccountRef } from "~/auth/accounts.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { accountPageHeaders } from "~/auth/auth-page.server";
import { getSessionUser, landingPathFor, requireUser, safeRedirectPath } from "~/auth/session.server";
import { AuthLayout } from "~/components/auth-form";
import { Field } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormReply } from "~/components/form/use-form-reply";
import { VERIFY_CODE_TTL_MS } from "~/accounts/one-time-code.server";
import { refusalInit } from "~/forms/refusal-reply.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { CsrfInput } from "~/components/form/csrf-input";
import type { Route } from "./+types/verify";

export const meta: Route.MetaFunction = () => [{ title: "Verify your email address" }];

// The mailed link carries the code: keep it out of Referer headers sent to other sites. Not "no-referrer": with it a
// browser sends `Origin: null` on the page's own form posts, which the origin check must refuse.
export const headers: Route.HeadersFunction = (args) =>
  accountPageHeaders(args, { "Referrer-Policy": "same-origin" });

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  const code = url.searchParams.get("code")?.replace(/\D/g, "").slice(0, VERIFY_CODE_LENGTH) ?? "";
  // Read here, on the server: the one-time-code module never reaches the browser bundle.
  const minutes = VERIFY_CODE_TTL_MS / 60_000;
  // Likewise the schema's constraints: the browser gets plain data and never downloads zod.
  const constraint = accountFormConstraint("verify");
  const codeLength = VERIFY_CODE_LENGTH;
  const { user } = await getSessionUser(request);
  if (user) {
    if (user.isVerified || user.isAdmin) throw redirect(landingPathFor(user, redirectTo));
    return { email: user.email, signedIn: true, code, codeLength, redirectTo, minutes, constraint };
  }
  // Opened from the mailed link in a browser without a session: the address comes with the link.
  const email = url.searchParams.get("email")?.trim().toLowerCase();
  if (!email) await requireUser(request);
  return { email: email ?? "", signedIn: false, code, codeLength, redirectTo, minutes, constraint };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormWithToken(request);
  const { user, sessionId } = await getSessionUser(request);
  const ctx = accountContext(request, sessionId);

  if (formData.get("intent") === "resend") {
    const submission = parseAccountForm(formData, "resend");
    if (submission.status !== "success") {
      return data({ intent: "resend" as const, result: submission.reply(), message: null }, { status: 400 });
    }
    const ref = refFor(user, submission.value.email);
    if (!ref) return redirect("/login?redirectTo=/verify");
    const outcome = await resendCode(ref, ctx);
    if (!outcome.ok) {
      return data(
        {
          intent: "resend" as const,
          result: submission.reply({ formErrors: [outcome.error] }),
          message: null,
        },
        refusalInit(outcome),
      );
    }
    return { intent: "resend" as const, result: submission.reply(), message: outcome.message };
  }

  const submission = parseAccountForm(formData, "verify");
  if (submission.status !== "success")
    return data({ intent: "verify" as const, result: submission.reply() }, { status: 400 });
  const ref = refFor(user, submission.value.email);
  if (!ref) return redirect("/login?redirectTo=/verify");
  const outcome = await verifyEmail(ref, submission.value.code, ctx);
  if (!outcome.ok) {
    return data(
      { intent: "verify" as const, result: submission.reply({ formErrors: [outcome.error] }) },
      refusalInit(outcome),
    );
  }
  const alert = { kind: "success" as const, message: outcome.message };
  // Signed in as this user: on to where they were going; from a link in another browser: sign in next.
  if (user && user.id === outcome.user.id) {
    return redirectWithAlert(request, landingPathFor(outcome.user, submission.value.redirectTo), alert);
  }
  return redirectWithAlert(request, "/login", alert);
}

function refFor(user: { id: string } | null, email: string | undefined): AccountRef | null {
  if (user) return { userId: user.id };
  return email ? { email } : null;
}

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, signedIn, code, codeLength, redirectTo, minutes, constraint } = loaderData;
  const form = useFormReply({
    id: "verify-code",
    lastResult: actionData?.intent === "verify" ? actionData.result : undefined,
    defaultValue: { code },
    constraint,
  });
  const resend = actionData?.intent === "resend" ? actionData : undefined;

  return (
    <AuthLayout
      title="Verify your email address"
      intro={
        <p>
          We sent a {codeLength}-digit code to <strong>{email}</strong>. Enter it below; a code works for{" "}
          {minutes} minutes.
        </p>
      }
    >
      <ErrorSummary form={form} />
      <Form method="post" replace {...form.props} className="auth-form">
        <CsrfInput />
        {signedIn ? null : <input type="hidden" name="email" value={email} />}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Verification code"
          field={form.field("code")}
          className="auth-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength + 2}
        />
        <SubmitButton pendingLabel="Verifying…" name="intent" value="verify">
          Verify
        </SubmitButton>
      </Form>

      <div className="auth-secondary">
        <p>No email? Check the spam folder, or ask for a new code.</p>
        <FormAlert errors={resend?.result.error?.[""]} success={resend?.message} />
        <Form method="post">
          <CsrfInput />
          {signedIn ? null : <input type="hidden" name="email" value={email} />}
          <SubmitButton
            className="button button-secondary"
            pendingLabel="Sending…"
            name="intent"
            value="resend"
          >
            Send a new code
          </SubmitButton>
        </Form>
      </div>
    </AuthLayout>
  );
}
