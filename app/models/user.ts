import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { isCommonPassword } from "~/auth/common-passwords.server";
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFY_CODE_LENGTH } from "./user-rules";

// The rules and texts live in a zod-free module the account pages can import; the schemas below are built from them.
export {
  ACCOUNT_MESSAGES,
  describeWait,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFY_CODE_LENGTH,
} from "./user-rules";

const emailField = z
  .string(ACCOUNT_MESSAGES.emailRequired)
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

// Sign-in only checks presence: a password accepted under older rules must still sign in.
const currentPasswordField = z
  .string(ACCOUNT_MESSAGES.passwordRequired)
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

// A new password: long enough and not on the list of common passwords (checked on the server only).
const newPasswordField = z
  .string(ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  // A too-short password gets the length message alone.
  .refine(
    (password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password),
    ACCOUNT_MESSAGES.passwordTooCommon,
  );

const confirmPasswordField = z
  .string(ACCOUNT_MESSAGES.confirmRequired)
  .min(1, ACCOUNT_MESSAGES.confirmRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

// Where to go after the form; checked again on the server (safeRedirectPath) before use.
const redirectToField = z.string().max(2000).optional();

type PasswordPair = { password?: unknown; confirmPassword?: unknown };

// A form-level issue, so the page shows it in the alert; runs whenever both passwords were typed.
const passwordsMatch = {
  message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  when: (payload: { value: unknown }) => {
    const value = (payload.value ?? {}) as PasswordPair;
    return typeof value.password === "string" && typeof value.confirmPassword === "string";
  },
};

export const signupSchema = z
  .object({
    name: z
      .string(ACCOUNT_MESSAGES.nameRequired)
      .trim()
      .min(1, ACCOUNT_MESSAGES.nameRequired)
      .max(100, "Please keep your name under 100 characters"),
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    redirectTo: redirectToField,
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);

export const signinSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  redirectTo: redirectToField,
});

const verifyCodeField = z
  .string(ACCOUNT_MESSAGES.codeRequired)
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, ACCOUNT_MESSAGES.codeRequired)
      .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), ACCOUNT_MESSAGES.codeInvalidFormat),
  );

export const verifyCodeSchema = z.object({
  code: verifyCodeField,
  // Present when the page was opened from the mailed link without a session.
  email: emailField.optional(),
  redirectTo: redirectToField,
});

// The API names the code `otp` and says whose it is with the sign-up token (or a bearer header, or the e-mail).
const apiTokenField = z.string("The token must be text").trim().max(4000, "The token is too long").optional();

export const apiVerifyEmailSchema = z.object({
  otp: verifyCodeField,
  token: apiTokenField,
  email: emailField.optional(),
});

export const apiReverifySchema = z.object({ email: emailField.optional(), token: apiTokenField });

export const resendCodeSchema = z.object({ email: emailField.optional() });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z
      .string(ACCOUNT_MESSAGES.resetTokenRequired)
      .trim()
      .min(1, ACCOUNT_MESSAGES.resetTokenRequired)
      .max(200, ACCOUNT_MESSAGES.resetTokenInvalid),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string(ACCOUNT_MESSAGES.currentPasswordRequired)
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine((value) => value.password === value.confirmPassword, passwordsMatch);

/**
 * Conform's parseWithZod for the account pages' actions, which must not import the zod adapter themselves: the
 * admin pages use it in the browser, and esbuild then loads it (with zod) on every page whose route file imports
 * it, even for the action alone. The account pages use nothing of this module in their components, so it stays out.
 */
export function parseAccountForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}

/**
 * An account form's constraints for the browser, computed from its schema on the server (loaders send them as
 * plain data, so zod stays out of the account pages' bundles). The length rules of new passwords are spelled out:
 * getZodConstraint reads zod's `_zod.bag`, which this zod version leaves empty, so it only reports `required`.
 */
export function accountFormConstraint(
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

export type SignupInput = z.infer<typeof signupSchema>;
export type SigninInput = z.infer<typeof signinSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
