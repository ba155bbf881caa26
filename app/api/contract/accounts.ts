import { z } from "zod";
import { apiReverifySchema, apiVerifyEmailSchema, forgotPasswordSchema, signinSchema } from "~/accounts/user";
import { resetPasswordSchema, signupSchema } from "~/auth/account-schemas.server";
import { isoDate, messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// Accounts: sign-up, sign-in with a bearer token, password reset and e-mail verification.

const userJsonSchema = z.object({
  _id: recordId,
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  createdAt: isoDate,
});

export type UserJson = z.infer<typeof userJsonSchema>;

const signedIn = z.object({
  success: ok,
  message: z.string(),
  user: userJsonSchema.extend({ token: z.string() }),
  token: z
    .string()
    .describe(
      "Bearer token: an HS256 JWT for the audience `contractor-site/api` with an `exp` claim (7 days) and the account's token version (`ver`). A password change or reset, sign out everywhere, losing admin rights or deleting the account revokes every token issued before at once (401).",
    ),
});

const signup: Endpoint = {
  method: "post",
  path: "/user/signup",
  tag: "Accounts",
  summary: "Sign up",
  description:
    "Creates an unverified account and mails a 6-digit code. The password needs at least 12 characters and must not be a common password. `confirm-password` is accepted for `confirmPassword`.",
  auth: "public",
  json: signupSchema,
  success: { status: 201, description: "The new user and a bearer token", schema: signedIn },
  rateLimited: true,
  errors: [409],
};

export const accountEndpoints: Endpoint[] = [
  signup,
  {
    ...signup,
    path: "/user/create",
    summary: "Sign up (older name of /user/signup)",
    description: undefined,
  },
  {
    method: "post",
    path: "/user/signin",
    tag: "Accounts",
    summary: "Sign in",
    description:
      "Wrong credentials answer 401 with one message whether or not the e-mail exists. Every attempt counts against the account before the password is checked: after 10 failures in 15 minutes the account answers 429 (with Retry-After) until the window ends; a success clears the count.",
    auth: "public",
    json: signinSchema,
    success: { status: 200, description: "The user and a bearer token", schema: signedIn },
    rateLimited: true,
    errors: [401],
  },
  {
    method: "get",
    path: "/user",
    tag: "Accounts",
    summary: "The user of the bearer token",
    description: "A revoked token (password changed or reset, signed out everywhere, demoted) answers 401.",
    auth: "user",
    success: {
      status: 200,
      description: "The signed-in user",
      schema: z.object({ success: ok, user: userJsonSchema }),
    },
  },
  {
    method: "get",
    path: "/user/all",
    tag: "Accounts",
    summary: "Every user",
    auth: "admin",
    success: {
      status: 200,
      description: "All users, oldest first",
      schema: z.object({ users: z.array(userJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/user/forgot-password",
    tag: "Accounts",
    summary: "Mail a password reset link",
    description: "Answers the same whether or not the address has an account.",
    auth: "public",
    json: forgotPasswordSchema,
    success: { status: 200, description: "Always the same message", schema: messageOnly },
    rateLimited: true,
  },
  {
    method: "post",
    path: "/user/reset-password",
    tag: "Accounts",
    summary: "Set a new password with a mailed reset token",
    description:
      "The token works once, for an hour. The new password needs at least 12 characters and must not be a common password. Every web session and every API token of the account ends at once (sign in again), and the owner gets a mail saying the password was changed.",
    auth: "public",
    json: resetPasswordSchema,
    success: { status: 200, description: "The password was changed", schema: messageOnly },
    rateLimited: true,
  },
  {
    method: "post",
    path: "/user/verify-email",
    tag: "Accounts",
    summary: "Verify the e-mail address with the mailed code",
    description:
      "Whose code: the `token` in the body or a bearer header, else `email`. 5 tries, 15 minutes. Asked by `email`, every refusal is the same 400 whether or not the address has an account or is already verified.",
    auth: "optional",
    json: apiVerifyEmailSchema,
    success: {
      status: 200,
      description: "The verified user",
      schema: z.object({
        success: ok,
        message: z.string(),
        user: userJsonSchema,
      }),
    },
    rateLimited: true,
  },
  {
    method: "post",
    path: "/user/reverify",
    tag: "Accounts",
    summary: "Mail a new verification code",
    auth: "optional",
    json: apiReverifySchema,
    success: { status: 200, description: "A new code was sent", schema: messageOnly },
    rateLimited: true,
  },
];
