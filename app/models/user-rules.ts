// The account rules and texts the browser needs, kept free of zod: the account pages import this module, and any
// export they use from user.ts would bring every schema there, and zod with them, into their bundle (ADR 006).
// user.ts builds its schemas from these values and re-exports them.

// Limits and texts shared by the account pages and the /api/user endpoints, so both say the same thing.
export const PASSWORD_MIN_LENGTH = 12;
// Long enough for any passphrase, short enough that hashing a submitted value stays cheap.
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFY_CODE_LENGTH = 6;

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
export function describeWait(seconds: number) {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
