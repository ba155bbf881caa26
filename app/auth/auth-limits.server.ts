import { hitRateLimit, type RateLimitResult } from "~/security/rate-limit.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitPolicy = { limit: number; windowMs: number };

/**
 * Per-IP and per-account limits on the account endpoints, shared by the pages and the API. Per-IP limits are generous
 * enough for an office behind one address; per-account limits stop guessing at one account from many addresses.
 */
export const AUTH_LIMITS = {
  signinPerIp: { limit: 100, windowMs: 15 * MINUTE },
  // Counts every sign-in (and password-change) attempt before the password is checked; a success clears it, so in
  // effect it counts failures.
  signinFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signupPerIp: { limit: 20, windowMs: HOUR },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resendPerIp: { limit: 10, windowMs: 15 * MINUTE },
  resendCoolDownPerAccount: { limit: 1, windowMs: MINUTE },
  resendPerAccount: { limit: 5, windowMs: HOUR },
  forgotPerIp: { limit: 10, windowMs: 15 * MINUTE },
  // Silent: over it, the answer is unchanged but no further mail goes out.
  forgotPerAccount: { limit: 3, windowMs: HOUR },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof AUTH_LIMITS;

const keyFor = (name: LimitName, subject: string) => `auth:${name}:${subject}`;

/** Counts one hit against a named limit for an IP address or a (normalised) e-mail. */
export function hitAuthLimit(name: LimitName, subject: string, now = Date.now()): RateLimitResult {
  const { limit, windowMs } = AUTH_LIMITS[name];
  return hitRateLimit(keyFor(name, subject), limit, windowMs, now);
}

export { keyFor as authLimitKey };
