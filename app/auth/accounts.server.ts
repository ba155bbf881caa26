// The account rules, called alike by the pages (through remix-auth's FormStrategy or their actions) and by the
// /api/user endpoints: each function validates nothing itself (the zod schemas in ~/accounts/user and
// ./account-schemas.server did that), applies rate limits, does the work, writes the log row and answers a result
// the caller turns into a page or JSON.
import { sendEmail } from "~/mail/send-email.server";
import { passwordChangedMail } from "~/mail/templates/password-changed";
import { passwordResetMail } from "~/mail/templates/password-reset";
import { verificationCodeMail } from "~/mail/templates/verification-code";
import { countEvent } from "~/logs/event-count.server";
import { asActor, logEvent, requestContext, type LogContext } from "~/logs/audit.server";
import {
  checkVerificationCode,
  consumePasswordResetToken,
  findPasswordResetToken,
  issuePasswordResetToken,
  issueVerificationCode,
  RESET_TOKEN_TTL_MS,
  revokePasswordResetTokens,
  VERIFY_CODE_TTL_MS,
} from "~/accounts/one-time-code.server";
import { resetRateLimit } from "~/security/rate-limit.server";
import { endUserAccess } from "~/accounts/session-store.server";
import { getSiteSettings } from "~/content/site-settings.server";
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordInput,
  type ResetPasswordInput,
  type SigninInput,
  type SignupInput,
} from "~/accounts/user";
import {
  createUser,
  getUserByEmail,
  getUserById,
  normalizeEmail,
  setUserPassword,
  updateUser,
  type PublicUser,
  type UserRow,
} from "~/accounts/user.server";
import { authLimitKey, hitAuthLimit, type LimitName } from "./auth-limits.server";
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from "~/security/password.server";
import { publicOrigin } from "~/http/public-url.server";
import { refuse, refuseField, refuseTooOften, type Result } from "~/utils/result";

/** What the rules need to know about the request: who is asking from where, and the site's address for links. */
export type AccountContext = LogContext & { ip: string; origin: string; sessionId?: string | null };

export function accountContext(request: Request, sessionId?: string | null): AccountContext {
  return { ...requestContext(request), origin: publicOrigin, sessionId };
}

/** Every account rule says what it did in a line the page shows; a refusal is the shared one. */
export type AccountResult<T extends object = object> = Result<{ message: string } & T>;

/** Who a verification call is about: the signed-in user (page, bearer token) or an e-mail (mailed link, API). */
export type AccountRef = { userId: string } | { email: string };

const publicUser = ({ passwordHash: _passwordHash, ...user }: UserRow): PublicUser => user;

const companyName = () => getSiteSettings()?.companyName ?? "Our website";

/** `j***@example.com`: enough for an admin to tell addresses apart in the logs, not enough to collect them. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** Counts a hit and, when over the limit, answers the 429 failure. */
function overLimit(name: LimitName, subject: string) {
  const result = hitAuthLimit(name, subject);
  if (result.allowed) return null;
  return refused(name, result.retryAfterSeconds);
}

// Refusals are counted per limit and day (shown to admins beside the logs), not logged one row each: a flood of
// refused requests cannot grow the logs.
function refused(name: LimitName, retryAfterSeconds: number) {
  countEvent(`auth.rate-limited.${name}`);
  return refuseTooOften(ACCOUNT_MESSAGES.tooManyAttempts(retryAfterSeconds), retryAfterSeconds);
}

function isUniqueViolation(error: unknown) {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

function mailVerificationCode(user: UserRow, ctx: AccountContext) {
  const code = issueVerificationCode(user.id);
  const link = `${ctx.origin}/verify?${new URLSearchParams({ email: user.email, code })}`;
  // The address is not proven yet: the name typed at sign-up is not repeated to it.
  const mail = verificationCodeMail({
    name: null,
    code,
    link,
    minutes: VERIFY_CODE_TTL_MS / 60_000,
    companyName: companyName(),
  });
  // Sensitive: the outbox drops the code once the mail is delivered.
  return sendEmail({ to: user.email, ...mail, sensitive: true }, { background: true });
}

/** Tells the owner that the password changed; the mail holds no link that grants access. */
function mailPasswordChanged(user: UserRow, how: "changed" | "reset", ctx: AccountContext) {
  const mail = passwordChangedMail({
    name: user.isVerified ? user.name : null,
    how,
    when: new Date(),
    forgotPasswordUrl: `${ctx.origin}/forgot-password`,
    companyName: companyName(),
  });
  return sendEmail({ to: user.email, ...mail, sensitive: false }, { background: true });
}

export async function signUp(
  input: SignupInput,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const limited = overLimit("signupPerIp", ctx.ip);
  if (limited) return limited;
  const taken = () => refuseField(409, "email", ACCOUNT_MESSAGES.emailTaken);
  if (getUserByEmail(input.email)) return taken();
  let user: UserRow;
  try {
    user = await createUser({ name: input.name, email: input.email, password: input.password });
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return taken();
    throw error;
  }
  await mailVerificationCode(user, ctx);
  logEvent(asActor(ctx, user), {
    event: "auth.signup",
    message: `New account ${user.email}`,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.signedUp, user: publicUser(user) };
}

export async function signIn(
  input: SigninInput,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const email = normalizeEmail(input.email);
  const limited = overLimit("signinPerIp", ctx.ip);
  if (limited) return limited;
  // Counted before the password is checked, in one write: a parallel burst of guesses gets no more than the limit.
  const locked = overLimit("signinFailuresPerAccount", email);
  if (locked) return locked;

  const user = getUserByEmail(email);
  // With no such user a decoy hash is checked, so the answer takes as long as for a real account.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordOk) {
    logEvent(ctx, {
      event: "auth.signin-failed",
      level: "warn",
      message: `Failed sign-in for ${maskEmail(email)}`,
      detail: { email: maskEmail(email), userId: user?.id ?? null },
    });
    return refuse(401, ACCOUNT_MESSAGES.invalidCredentials);
  }
  // A success clears the count, so in effect it counts failures.
  resetRateLimit(authLimitKey("signinFailuresPerAccount", email));
  // Hashes of an older scheme (scrypt) or cost are replaced now that the password is at hand.
  if (needsRehash(user.passwordHash)) await upgradeHash(user, input.password);
  logEvent(asActor(ctx, user), {
    event: "auth.signin",
    message: `Signed in ${user.email}`,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.signedIn, user: publicUser(user) };
}

async function upgradeHash(user: UserRow, password: string) {
  try {
    updateUser(user.id, { passwordHash: await hashPassword(password) });
  } catch (error) {
    // The old hash still works; the upgrade is tried again at the next sign-in.
    console.error("Could not upgrade a password hash", error);
  }
}

function findRef(ref: AccountRef) {
  return "userId" in ref ? getUserById(ref.userId) : getUserByEmail(ref.email);
}

export async function verifyEmail(
  ref: AccountRef,
  code: string,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser; alreadyVerified?: boolean }>> {
  const limited = overLimit("verifyPerIp", ctx.ip);
  if (limited) return limited;
  const user = findRef(ref);
  if ("email" in ref) return verifyByEmail(user, code, ctx);
  if (!user) return refuseField(400, "code", ACCOUNT_MESSAGES.codeMissing);
  if (user.isVerified) {
    return {
      ok: true,
      message: ACCOUNT_MESSAGES.alreadyVerified,
      user: publicUser(user),
      alreadyVerified: true,
    };
  }

  const check = checkVerificationCode(user.id, code);
  if (!check.ok) {
    const error =
      check.reason === "wrong"
        ? ACCOUNT_MESSAGES.codeWrong(check.attemptsLeft ?? 0)
        : check.reason === "expired"
          ? ACCOUNT_MESSAGES.codeExpired
          : check.reason === "too-many-attempts"
            ? ACCOUNT_MESSAGES.codeTooManyAttempts
            : ACCOUNT_MESSAGES.codeMissing;
    logEvent(asActor(ctx, user), {
      event: "auth.verify-failed",
      level: "warn",
      message: `Verification code refused for ${user.email} (${check.reason})`,
      detail: { reason: check.reason },
    });
    return refuseField(400, "code", error);
  }
  return markVerified(user, ctx);
}

function markVerified(user: UserRow, ctx: AccountContext) {
  const verified = updateUser(user.id, { isVerified: true });
  logEvent(asActor(ctx, user), {
    event: "auth.verify",
    message: `Verified ${user.email}`,
  });
  return { ok: true as const, message: ACCOUNT_MESSAGES.verified, user: publicUser(verified) };
}

/**
 * Verification asked for by address (a mailed link opened without a session, the API): only a right code for an
 * unverified account succeeds, and every other case (no such address, already verified, a wrong, used or expired
 * code) gets one and the same answer, so the call tells nothing about the address.
 */
function verifyByEmail(user: UserRow | undefined, code: string, ctx: AccountContext) {
  const refusedCode = () => refuseField(400, "code", ACCOUNT_MESSAGES.codeNotAccepted);
  if (!user || user.isVerified) return refusedCode();
  const check = checkVerificationCode(user.id, code);
  if (!check.ok) {
    logEvent(asActor(ctx, user), {
      event: "auth.verify-failed",
      level: "warn",
      message: `Verification code refused for ${user.email} (${check.reason})`,
      detail: { reason: check.reason },
    });
    return refusedCode();
  }
  return markVerified(user, ctx);
}

/**
 * Mails a fresh code. Asked by e-mail (mailed link, API) the answer is the same whether or not such an unverified
 * account exists; the cool-down is keyed by the address either way, so it reveals nothing either.
 */
export async function resendCode(ref: AccountRef, ctx: AccountContext): Promise<AccountResult> {
  const limited = overLimit("resendPerIp", ctx.ip);
  if (limited) return limited;
  const user = findRef(ref);
  const byEmail = "email" in ref;
  const subject = byEmail ? normalizeEmail(ref.email) : (user?.email ?? ref.userId);
  if (!byEmail && user?.isVerified) return { ok: true, message: ACCOUNT_MESSAGES.alreadyVerified };

  const coolDown = hitAuthLimit("resendCoolDownPerAccount", subject);
  if (!coolDown.allowed) {
    countEvent("auth.rate-limited.resendCoolDownPerAccount");
    return refuseTooOften(
      ACCOUNT_MESSAGES.codeCoolDown(coolDown.retryAfterSeconds),
      coolDown.retryAfterSeconds,
    );
  }
  const hourly = overLimit("resendPerAccount", subject);
  if (hourly) return hourly;

  const message = byEmail ? ACCOUNT_MESSAGES.codeSentIfUnverified : ACCOUNT_MESSAGES.codeSent;
  if (!user || user.isVerified) return { ok: true, message };
  await mailVerificationCode(user, ctx);
  logEvent(asActor(ctx, user), {
    event: "auth.verify-resend",
    message: `Sent a new verification code to ${user.email}`,
  });
  return { ok: true, message };
}

/** Mails a single-use reset link; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string, ctx: AccountContext): Promise<AccountResult> {
  const limited = overLimit("forgotPerIp", ctx.ip);
  if (limited) return limited;
  const normalized = normalizeEmail(email);
  const user = getUserByEmail(normalized);
  const allowed = hitAuthLimit("forgotPerAccount", normalized).allowed;
  if (user && allowed) {
    const token = issuePasswordResetToken(user.id);
    const mail = passwordResetMail({
      name: user.isVerified ? user.name : null,
      link: `${ctx.origin}/reset-password?${new URLSearchParams({ token })}`,
      minutes: RESET_TOKEN_TTL_MS / 60_000,
      companyName: companyName(),
    });
    // Sensitive: the outbox drops the link once the mail is delivered.
    await sendEmail({ to: user.email, ...mail, sensitive: true }, { background: true });
  }
  logEvent(asActor(ctx, user ?? null), {
    event: "auth.password-reset-request",
    level: user ? "info" : "warn",
    message: user
      ? allowed
        ? `Mailed a password reset link to ${user.email}`
        : `Password reset for ${user.email} not mailed: hourly limit reached`
      : `Password reset asked for unknown address ${maskEmail(normalized)}`,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.resetSent };
}

/** Whether a reset link can still be used (for the page to show the form or say the link is spent). */
export function isResetTokenUsable(token: string | null | undefined) {
  return Boolean(token && findPasswordResetToken(token));
}

/**
 * Sets a new password from a reset link: the link is spent, other links are revoked, and every web session and API
 * token of the account ends (the owner signs in again with the new password); the owner gets a mail.
 */
export async function resetPassword(
  input: Pick<ResetPasswordInput, "token" | "password">,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const limited = overLimit("resetPerIp", ctx.ip);
  if (limited) return limited;
  const invalid = () => refuseField(400, "token", ACCOUNT_MESSAGES.resetTokenInvalid);
  const row = findPasswordResetToken(input.token);
  if (!row) return invalid();
  const passwordHash = await hashPassword(input.password);
  // Spent before the password changes, so two submissions of one link cannot both succeed.
  if (!consumePasswordResetToken(row.id)) return invalid();
  const user = getUserById(row.userId);
  if (!user) return invalid();
  // The link came by mail, so following it also proves the address.
  const updated = setUserPassword(user.id, passwordHash, { verify: true });
  revokePasswordResetTokens(user.id);
  resetRateLimit(authLimitKey("signinFailuresPerAccount", user.email));
  await mailPasswordChanged(updated, "reset", ctx);
  logEvent(asActor(ctx, user), {
    event: "auth.password-reset",
    message: `Password reset for ${user.email}; every session and API token ended`,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.passwordReset, user: publicUser(updated) };
}

/**
 * A signed-in user changes their password, proving the current one first (counted against the same lock as sign-in,
 * before the hash). Every API token and every other web session ends; the session making the change (ctx.sessionId)
 * stays. The owner gets a mail.
 */
export async function changePassword(
  userId: string,
  input: Pick<ChangePasswordInput, "currentPassword" | "password">,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const user = getUserById(userId);
  if (!user) return refuse(401, ACCOUNT_MESSAGES.sessionExpired);
  if (input.password === input.currentPassword) {
    return refuseField(400, "password", ACCOUNT_MESSAGES.passwordUnchanged);
  }
  const locked = overLimit("signinFailuresPerAccount", user.email);
  if (locked) return locked;
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    logEvent(asActor(ctx, user), {
      event: "auth.password-change-failed",
      level: "warn",
      message: `Password change refused for ${user.email}: wrong current password`,
    });
    return refuseField(400, "currentPassword", ACCOUNT_MESSAGES.currentPasswordWrong);
  }
  resetRateLimit(authLimitKey("signinFailuresPerAccount", user.email));
  const updated = setUserPassword(user.id, await hashPassword(input.password), {
    keepSessionId: ctx.sessionId,
  });
  revokePasswordResetTokens(user.id);
  await mailPasswordChanged(updated, "changed", ctx);
  logEvent(asActor(ctx, user), {
    event: "auth.password-change",
    message: `Password changed by ${user.email}; other sessions and every API token ended`,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged, user: publicUser(updated) };
}

/** "Sign out everywhere": every web session of the user, this one included, and every API token issued so far. */
export function signOutEverywhere(
  user: Pick<UserRow, "id" | "email">,
  ctx: AccountContext,
): { ok: true; message: string } {
  endUserAccess(user.id);
  logEvent(asActor(ctx, user), {
    event: "auth.signout-everywhere",
    message: `Signed out everywhere: ${user.email}`,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.signedOutEverywhere };
}
