import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Authenticator } from "remix-auth";
import type { z } from "zod";
import { FormStrategy } from "remix-auth-form";
import { signinSchema } from "~/accounts/user";
import type { PublicUser } from "~/accounts/user.server";
import { signupSchema } from "./account-schemas.server";
import { refusalReply } from "~/forms/refusal-reply.server";
import type { Refusal } from "~/utils/result";
import { accountContext, signIn, signUp } from "./accounts.server";

/**
 * What a sign-in or sign-up form submission came to. remix-auth only identifies the user; the app then keeps them
 * in its own session (signInAndRedirect), so a failure is an answer for the form rather than a thrown error.
 */
export type AuthAttempt =
  | { ok: true; user: PublicUser; message: string; redirectTo?: string }
  | ({ ok: false; result: SubmissionResult<string[]> } & Pick<Refusal, "status" | "retryAfterSeconds">);

// Submitted passwords are never echoed back into the page.
const hideFields = ["password", "confirmPassword"];

function failed(submission: Parameters<typeof refusalReply>[0], refusal: Refusal): AuthAttempt {
  return {
    ok: false,
    status: refusal.status,
    retryAfterSeconds: refusal.retryAfterSeconds,
    result: refusalReply(submission, refusal, { hideFields }),
  };
}

export const authenticator = new Authenticator<AuthAttempt>();

/**
 * A FormStrategy that validates with the account form's schema and runs one account rule (signIn or signUp), so the
 * page action gets either the user or the form's reply.
 */
function accountStrategy<Input extends { redirectTo?: string }>(
  schema: z.ZodType<Input>,
  run: (input: Input, context: ReturnType<typeof accountContext>) => ReturnType<typeof signIn>,
) {
  return new FormStrategy<AuthAttempt>(async ({ form, request }) => {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success")
      return { ok: false, status: 400, result: submission.reply({ hideFields }) };
    const input = submission.value;
    const outcome = await run(input, accountContext(request));
    if (!outcome.ok) return failed(submission, outcome);
    return { ok: true, user: outcome.user, message: outcome.message, redirectTo: input.redirectTo };
  });
}

authenticator.use(accountStrategy(signinSchema, signIn), "signin");
authenticator.use(accountStrategy(signupSchema, signUp), "signup");
