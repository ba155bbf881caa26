import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { signinSchema, signupSchema } from "~/models/user";
import type { PublicUser } from "~/models/user.server";
import { accountContext, signIn, signUp, type AccountFailure } from "./accounts.server";

/**
 * What a sign-in or sign-up form submission came to. remix-auth only identifies the user; the app then keeps them
 * in its own session (signInAndRedirect), so a failure is an answer for the form rather than a thrown error.
 */
export type AuthAttempt =
  | { ok: true; user: PublicUser; message: string; redirectTo?: string }
  | { ok: false; status: number; result: SubmissionResult<string[]> };

// Submitted passwords are never echoed back into the page.
const hideFields = ["password", "confirmPassword"];

function failed(
  submission: { reply: (options: object) => SubmissionResult<string[]> },
  failure: AccountFailure,
): AuthAttempt {
  return {
    ok: false,
    status: failure.status,
    result: submission.reply({ formErrors: [failure.error], fieldErrors: failure.fieldErrors, hideFields }),
  };
}

export const authenticator = new Authenticator<AuthAttempt>();

authenticator.use(
  new FormStrategy<AuthAttempt>(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: signinSchema });
    if (submission.status !== "success")
      return { ok: false, status: 400, result: submission.reply({ hideFields }) };
    const outcome = await signIn(submission.value, accountContext(request));
    if (!outcome.ok) return failed(submission, outcome);
    return {
      ok: true,
      user: outcome.user,
      message: outcome.message,
      redirectTo: submission.value.redirectTo,
    };
  }),
  "signin",
);

authenticator.use(
  new FormStrategy<AuthAttempt>(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema: signupSchema });
    if (submission.status !== "success")
      return { ok: false, status: 400, result: submission.reply({ hideFields }) };
    const outcome = await signUp(submission.value, accountContext(request));
    if (!outcome.ok) return failed(submission, outcome);
    return {
      ok: true,
      user: outcome.user,
      message: outcome.message,
      redirectTo: submission.value.redirectTo,
    };
  }),
  "signup",
);
