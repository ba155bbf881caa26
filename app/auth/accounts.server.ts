// The account rules, called alike by the pages (through remix-auth's FormStrategy or their actions) and by the
// /api/user endpoints: each function validates nothing itself (the zod schemas in ~/models/user did that), applies
// rate limits, does the work, writes the log row and answers a result the caller turns into a page or JSON.
import { sendEmail } from "~/mail/send-email.server";
import { passwordResetMail } from "~/mail/templates/password-reset";
import { verificationCodeMail } from "~/mail/templates/verification-code";
import { writeLog } from "~/models/log.server";
import {
  checkVerificationCode,
  consumePasswordResetToken,
  findPasswordResetToken,
  issuePasswordResetToken,
  issueVerificationCode,
  RESET_TOKEN_TTL_MS,
  revokePasswordResetTokens,
  VERIFY_CODE_TTL_MS,
} from "~/models/one-time-code.server";
import { resetRateLimit } from "~/models/rate-limit.server";
import { deleteUserSessions } from "~/models/session.server";
import { getSiteSettings } from "~/models/site-settings.server";
import { ACCOUNT_MESSAGES, type ResetPasswordInput, type SigninInput, type SignupInput } from "~/models/user";
import {
  createUser,
  getUserByEmail,
  getUserById,
  normalizeEmail,
  updateUser,
  type PublicUser,
  type UserRow,
} from "~/models/user.server";
import { clientIp } from "~/utils/request.server";
import { authLimitKey, hitAuthLimit, peekAuthLimit, type LimitName } from "./auth-limits.server";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password.server";
import { publicOrigin } from "~/utils/public-url.server";

/** What the rules need to know about the request: who is asking from where, and the site's address for links. */
export type AccountContext = { ip: string; origin: string; path: string; sessionId?: string | null };

export function accountContext(request: Request, sessionId?: string | null): AccountContext {
  const url = new URL(request.url);
  return { ip: clientIp(request), origin: publicOrigin, path: url.pathname, sessionId };
}

export type AccountFailure = {
  ok: false;
  status: 400 | 401 | 404 | 409 | 429;
  error: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
};

/** How a page answers a refused account call: its status, and Retry-After when it was rate-limited. */
export function failureInit(failure: { status: number; retryAfterSeconds?: number }): ResponseInit {
  const headers: Record<string, string> = {};
  if (failure.retryAfterSeconds) headers["Retry-After"] = String(failure.retryAfterSeconds);
  return { status: failure.status, headers };
}

export type AccountResult<T = object> = ({ ok: true; message: string } & T) | AccountFailure;

/** Who a verification call is about: the signed-in user (page, bearer token) or an e-mail (mailed link, API). */
export type AccountRef = { userId: string } | { email: string };

const publicUser = ({ passwordHash: _passwordHash, ...user }: UserRow): PublicUser => user;

const companyName = () => getSiteSettings()?.companyName ?? "Our website";

function fail(status: AccountFailure["status"], error: string, extra: Partial<AccountFailure> = {}) {
  return { ok: false, status, error, ...extra } as AccountFailure;
}

/** Counts a hit and, when over the limit, answers the 429 failure (and logs it once per refusal). */
function overLimit(name: LimitName, subject: string, ctx: AccountContext, event: string) {
  const result = hitAuthLimit(name, subject);
  if (result.allowed) return null;
  return refused(name, result.retryAfterSeconds, ctx, event);
}

function refused(name: LimitName, retryAfterSeconds: number, ctx: AccountContext, event: string) {
  writeLog({
    event: "auth.rate-limited",
    level: "warn",
    message: `Refused ${event}: ${name} limit reached`,
    ip: ctx.ip,
    path: ctx.path,
    detail: { limit: name, retryAfterSeconds },
  });
  return fail(429, ACCOUNT_MESSAGES.tooManyAttempts(retryAfterSeconds), { retryAfterSeconds });
}

function isUniqueViolation(error: unknown) {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

function mailVerificationCode(user: UserRow, ctx: AccountContext) {
  const code = issueVerificationCode(user.id);
  const link = `${ctx.origin}/verify?${new URLSearchParams({ email: user.email, code })}`;
  const mail = verificationCodeMail({
    name: user.name,
    code,
    link,
    minutes: VERIFY_CODE_TTL_MS / 60_000,
    companyName: companyName(),
  });
  return sendEmail({ to: user.email, ...mail }, { background: true });
}

export async function signUp(
  input: SignupInput,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const limited = overLimit("signupPerIp", ctx.ip, ctx, "sign-up");
  if (limited) return limited;
  const taken = () =>
    fail(409, ACCOUNT_MESSAGES.emailTaken, { fieldErrors: { email: [ACCOUNT_MESSAGES.emailTaken] } });
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
  writeLog({
    event: "auth.signup",
    message: `New account ${user.email}`,
    actor: user,
    ip: ctx.ip,
    path: ctx.path,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.signedUp, user: publicUser(user) };
}

export async function signIn(
  input: SigninInput,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const email = normalizeEmail(input.email);
  const limited = overLimit("signinPerIp", ctx.ip, ctx, "sign-in");
  if (limited) return limited;
  const locked = peekAuthLimit("signinFailuresPerAccount", email);
  if (!locked.allowed) return refused("signinFailuresPerAccount", locked.retryAfterSeconds, ctx, "sign-in");

  const user = getUserByEmail(email);
  // With no such user a decoy hash is checked, so the answer takes as long as for a real account.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !passwordOk) {
    hitAuthLimit("signinFailuresPerAccount", email);
    writeLog({
      event: "auth.signin-failed",
      level: "warn",
      message: `Failed sign-in for ${email}`,
      actor: user ? { id: user.id, email: user.email } : null,
      ip: ctx.ip,
      path: ctx.path,
      detail: { email, knownUser: Boolean(user) },
    });
    return fail(401, ACCOUNT_MESSAGES.invalidCredentials);
  }
  resetRateLimit(authLimitKey("signinFailuresPerAccount", email));
  writeLog({
    event: "auth.signin",
    message: `Signed in ${user.email}`,
    actor: user,
    ip: ctx.ip,
    path: ctx.path,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.signedIn, user: publicUser(user) };
}

function findRef(ref: AccountRef) {
  return "userId" in ref ? getUserById(ref.userId) : getUserByEmail(ref.email);
}

export async function verifyEmail(
  ref: AccountRef,
  code: string,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser; alreadyVerified?: boolean }>> {
  const limited = overLimit("verifyPerIp", ctx.ip, ctx, "verification");
  if (limited) return limited;
  const user = findRef(ref);
  if (!user)
    return fail(400, ACCOUNT_MESSAGES.codeMissing, { fieldErrors: { code: [ACCOUNT_MESSAGES.codeMissing] } });
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
    writeLog({
      event: "auth.verify-failed",
      level: "warn",
      message: `Verification code refused for ${user.email} (${check.reason})`,
      actor: user,
      ip: ctx.ip,
      path: ctx.path,
      detail: { reason: check.reason },
    });
    return fail(400, error, { fieldErrors: { code: [error] } });
  }
  const verified = updateUser(user.id, { isVerified: true });
  writeLog({
    event: "auth.verify",
    message: `Verified ${user.email}`,
    actor: user,
    ip: ctx.ip,
    path: ctx.path,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.verified, user: publicUser(verified) };
}

/**
 * Mails a fresh code. Asked by e-mail (mailed link, API) the answer is the same whether or not such an unverified
 * account exists; the cool-down is keyed by the address either way, so it reveals nothing either.
 */
export async function resendCode(ref: AccountRef, ctx: AccountContext): Promise<AccountResult> {
  const limited = overLimit("resendPerIp", ctx.ip, ctx, "new code");
  if (limited) return limited;
  const user = findRef(ref);
  const byEmail = "email" in ref;
  const subject = byEmail ? normalizeEmail(ref.email) : (user?.email ?? ref.userId);
  if (!byEmail && user?.isVerified) return { ok: true, message: ACCOUNT_MESSAGES.alreadyVerified };

  const coolDown = hitAuthLimit("resendCoolDownPerAccount", subject);
  if (!coolDown.allowed) {
    return fail(429, ACCOUNT_MESSAGES.codeCoolDown(coolDown.retryAfterSeconds), {
      retryAfterSeconds: coolDown.retryAfterSeconds,
    });
  }
  const hourly = overLimit("resendPerAccount", subject, ctx, "new code");
  if (hourly) return hourly;

  const message = byEmail ? ACCOUNT_MESSAGES.codeSentIfUnverified : ACCOUNT_MESSAGES.codeSent;
  if (!user || user.isVerified) return { ok: true, message };
  await mailVerificationCode(user, ctx);
  writeLog({
    event: "auth.verify-resend",
    message: `Sent a new verification code to ${user.email}`,
    actor: user,
    ip: ctx.ip,
    path: ctx.path,
  });
  return { ok: true, message };
}

/** Mails a single-use reset link; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string, ctx: AccountContext): Promise<AccountResult> {
  const limited = overLimit("forgotPerIp", ctx.ip, ctx, "password reset request");
  if (limited) return limited;
  const normalized = normalizeEmail(email);
  const user = getUserByEmail(normalized);
  const allowed = hitAuthLimit("forgotPerAccount", normalized).allowed;
  if (user && allowed) {
    const token = issuePasswordResetToken(user.id);
    const mail = passwordResetMail({
      name: user.name,
      link: `${ctx.origin}/reset-password?${new URLSearchParams({ token })}`,
      minutes: RESET_TOKEN_TTL_MS / 60_000,
      companyName: companyName(),
    });
    await sendEmail({ to: user.email, ...mail }, { background: true });
  }
  writeLog({
    event: "auth.password-reset-request",
    level: user ? "info" : "warn",
    message: user
      ? allowed
        ? `Mailed a password reset link to ${user.email}`
        : `Password reset for ${user.email} not mailed: hourly limit reached`
      : `Password reset asked for unknown address ${normalized}`,
    actor: user ?? null,
    ip: ctx.ip,
    path: ctx.path,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.resetSent };
}

/** Whether a reset link can still be used (for the page to show the form or say the link is spent). */
export function isResetTokenUsable(token: string | null | undefined) {
  return Boolean(token && findPasswordResetToken(token));
}

/** Sets a new password from a reset link: the link is spent, other links are revoked, other sessions end. */
export async function resetPassword(
  input: Pick<ResetPasswordInput, "token" | "password">,
  ctx: AccountContext,
): Promise<AccountResult<{ user: PublicUser }>> {
  const limited = overLimit("resetPerIp", ctx.ip, ctx, "password reset");
  if (limited) return limited;
  const invalid = () =>
    fail(400, ACCOUNT_MESSAGES.resetTokenInvalid, {
      fieldErrors: { token: [ACCOUNT_MESSAGES.resetTokenInvalid] },
    });
  const row = findPasswordResetToken(input.token);
  if (!row) return invalid();
  const passwordHash = await hashPassword(input.password);
  // Spent before the password changes, so two submissions of one link cannot both succeed.
  if (!consumePasswordResetToken(row.id)) return invalid();
  const user = getUserById(row.userId);
  if (!user) return invalid();
  // The link came by mail, so following it also proves the address.
  const updated = updateUser(user.id, { passwordHash, isVerified: true });
  revokePasswordResetTokens(user.id);
  deleteUserSessions(user.id, ctx.sessionId ?? undefined);
  resetRateLimit(authLimitKey("signinFailuresPerAccount", user.email));
  writeLog({
    event: "auth.password-reset",
    message: `Password reset for ${user.email}; other sessions signed out`,
    actor: user,
    ip: ctx.ip,
    path: ctx.path,
  });
  return { ok: true, message: ACCOUNT_MESSAGES.passwordReset, user: publicUser(updated) };
}
