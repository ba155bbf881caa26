import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/utils/password-length";

// The account rules, texts and schemas of the account pages and /api/user/*. Pages parse with these schemas only in
// server modules (app/auth/account-forms.server.ts), so zod never reaches their browser bundles (decision 015).

export const VERIFY_CODE_LENGTH = 6;

// Texts shown by the account pages and returned by the /api/user endpoints.
export const ACCOUNT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Please enter your password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: "This password is one of the most common ones. Please choose a less common password",
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is not right",
  passwordUnchanged: "The new password must differ from the current one",
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  emailTaken: "An account with this email already exists. Sign in instead.",
  invalidCredentials: "Invalid email or password",
  signedIn: "Signed in successfully",
  signedUp: "Account created. We sent a 6-digit code to your email address.",
  signedOut: "You have been signed out",
  codeRequired: "Please enter the 6-digit code from the email",
  codeInvalidFormat: "The code is the 6 digits from the email",
  codeWrong: (attemptsLeft: number) =>
    `That code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? "try" : "tries"} left.`,
  codeTooManyAttempts: "Too many wrong tries for this code. Send a new code and try again.",
  codeExpired: "This code has expired. Send a new code.",
  codeMissing: "There is no active code for this account. Send a new code.",
  codeNotAccepted:
    "That code was not accepted: it may be wrong, used or expired. Send a new code, or sign in if your address is already verified.",
  verified: "Your email address is verified",
  alreadyVerified: "Your email address is already verified",
  codeSent: "We sent a new 6-digit code to your email address",
  codeSentIfUnverified: "If that account still needs verifying, we sent a new 6-digit code to it",
  codeCoolDown: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before asking for another code`,
  resetSent:
    "If an account exists for that email, we sent a link to reset the password. The link works once, within an hour.",
  resetTokenRequired: "The reset link is missing its token. Use the link from the email.",
  resetTokenInvalid: "This reset link is invalid, already used or expired. Ask for a new one.",
  passwordReset: "Your password has been changed. Sign in with your new password.",
  passwordChanged: "Your password has been changed. Other devices have been signed out.",
  signedOutEverywhere: "You have been signed out on every device",
  sessionExpired: "Your session has ended. Please sign in again.",
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${describeWait(seconds)}.`,
} as const;

/** "45 seconds", "3 minutes", "2 hours": a rate-limit wait in words. */
function describeWait(seconds: number) {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

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

// A new password's length rules. The server adds the check against the list of common passwords
// (app/auth/account-schemas.server.ts): the list is a server module, which this module, shared with the browser, must
// not import.
export const newPasswordField = z
  .string(ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

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

/**
 * The schemas of the forms that set a new password, around the given new-password field. The server's versions
 * (app/auth/account-schemas.server.ts), whose field also refuses common passwords, are the ones that parse requests.
 */
export function newPasswordSchemas(newPassword: typeof newPasswordField) {
  const signupSchema = z
    .object({
      name: z
        .string(ACCOUNT_MESSAGES.nameRequired)
        .trim()
        .min(1, ACCOUNT_MESSAGES.nameRequired)
        .max(100, "Please keep your name under 100 characters"),
      email: emailField,
      password: newPassword,
      confirmPassword: confirmPasswordField,
      redirectTo: redirectToField,
    })
    .refine((value) => value.password === value.confirmPassword, passwordsMatch);

  const resetPasswordSchema = z
    .object({
      token: z
        .string(ACCOUNT_MESSAGES.resetTokenRequired)
        .trim()
        .min(1, ACCOUNT_MESSAGES.resetTokenRequired)
        .max(200, ACCOUNT_MESSAGES.resetTokenInvalid),
      password: newPassword,
      confirmPassword: confirmPasswordField,
    })
    .refine((value) => value.password === value.confirmPassword, passwordsMatch);

  const changePasswordSchema = z
    .object({
      currentPassword: z
        .string(ACCOUNT_MESSAGES.currentPasswordRequired)
        .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
        .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
      password: newPassword,
      confirmPassword: confirmPasswordField,
    })
    .refine((value) => value.password === value.confirmPassword, passwordsMatch);

  return { signupSchema, resetPasswordSchema, changePasswordSchema };
}

type NewPasswordSchemas = ReturnType<typeof newPasswordSchemas>;

export type SignupInput = z.infer<NewPasswordSchemas["signupSchema"]>;
export type SigninInput = z.infer<typeof signinSchema>;
export type ResetPasswordInput = z.infer<NewPasswordSchemas["resetPasswordSchema"]>;
export type ChangePasswordInput = z.infer<NewPasswordSchemas["changePasswordSchema"]>;
