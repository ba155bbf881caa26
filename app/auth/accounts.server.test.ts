import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { randomBytes, scryptSync } from "node:crypto";
import { listOutbox } from "~/mail/outbox.server";
import { eventCountOn } from "~/logs/event-count.server";
import { listLogs } from "~/logs/log.server";
import { createSession, getActiveSession } from "~/accounts/session-store.server";
import { ACCOUNT_MESSAGES } from "~/accounts/user";
import { createUser, getUserByEmail, getUserById, updateUser } from "~/accounts/user.server";
import { parseEnv } from "~/env.server";
import { signApiToken, userForApiToken } from "~/api/token.server";
import { changePasswordSchema, resetPasswordSchema, signupSchema } from "./account-schemas.server";
import {
  changePassword,
  maskEmail,
  requestPasswordReset,
  resendCode,
  resetPassword,
  signIn,
  signOutEverywhere,
  signUp,
  verifyEmail,
  type AccountContext,
} from "./accounts.server";
import { AUTH_LIMITS, hitAuthLimit } from "./auth-limits.server";
import { verifyPassword } from "~/security/password.server";

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits only bite where a test means them to. */
const ctx = (ip = `10.0.0.${++ipCounter}`): AccountContext => ({
  ip,
  origin: "http://site.test",
  path: "/test",
});

const lastMailTo = (email: string) => listOutbox(email).at(-1);
const codeIn = (text: string) => /verification code is (\d{6})/.exec(text)?.[1] ?? "";
const resetTokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? "";

/** A sign-up as the form posts it: the password typed twice (`confirmPassword` only where a test makes it differ). */
function signupInput(
  password: string,
  fields: { name?: string; email?: string; confirmPassword?: string } = {},
) {
  return { name: "Pat", email: "p@x.io", password, confirmPassword: password, ...fields };
}

async function newUser(email: string, options: { isVerified?: boolean } = {}) {
  return createUser({ name: "Pat Lee", email, password: "first-password-1", isVerified: options.isVerified });
}

beforeAll(() => {
  // Without SMTP_URL mail is also printed to the log; keep test output readable.
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => vi.useRealTimers());

function advance(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

describe("sign-up rules", () => {
  test("mismatched passwords give 'Passwords do not match' as the form's error and create nothing", () => {
    const result = signupSchema.safeParse(
      signupInput("long-enough-1", { email: "pat@example.com", confirmPassword: "long-enough-2" }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: ACCOUNT_MESSAGES.passwordsDoNotMatch }),
    ]);
    expect(getUserByEmail("pat@example.com")).toBeUndefined();
  });

  test("name, email and password are required; the password has a minimum length; email is normalised", () => {
    const empty = signupSchema.safeParse({});
    const messages = empty.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        ACCOUNT_MESSAGES.nameRequired,
        ACCOUNT_MESSAGES.emailRequired,
        ACCOUNT_MESSAGES.passwordRequired,
      ]),
    );
    const short = signupSchema.safeParse(signupInput("short"));
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([ACCOUNT_MESSAGES.passwordTooShort]);
    expect(ACCOUNT_MESSAGES.passwordTooShort).toBe("Password must be at least 12 characters");
    const eleven = signupSchema.safeParse(signupInput("eleven-char"));
    expect(eleven.error?.issues.map((issue) => issue.message)).toEqual([ACCOUNT_MESSAGES.passwordTooShort]);
    const ok = signupSchema.parse(
      signupInput("long-enough-1", { name: "  Pat ", email: "  Pat.Lee@Example.COM " }),
    );
    expect(ok).toMatchObject({ name: "Pat", email: "pat.lee@example.com" });
  });

  test("creates an unverified user with a hashed password, mails a 6-digit code with a link, and logs it", async () => {
    const outcome = await signUp(
      signupInput("a-good-password", { name: "Dana Ruiz", email: "dana@example.com" }),
      ctx(),
    );
    expect(outcome).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.signedUp });
    const user = getUserByEmail("dana@example.com")!;
    expect(user).toMatchObject({ name: "Dana Ruiz", isVerified: false, isAdmin: false });
    expect(user.passwordHash).not.toContain("a-good-password");
    expect(outcome.ok && "passwordHash" in outcome.user).toBe(false);

    const mail = lastMailTo("dana@example.com")!;
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`http://site.test/verify?email=dana%40example.com&code=${code}`);
    expect(mail.html).toContain(code);

    const log = listLogs({ event: "auth.signup" })[0];
    expect(log).toMatchObject({ actorEmail: "dana@example.com", ip: expect.stringMatching(/^10\.0\.0\./) });
    expect(JSON.stringify(listLogs())).not.toContain("a-good-password");
  });

  test("an address is unique in any case", async () => {
    await newUser("taken@example.com");
    const outcome = await signUp(
      signupInput("a-good-password", { name: "X", email: "taken@example.com" }),
      ctx(),
    );
    expect(outcome).toMatchObject({ ok: false, status: 409, error: ACCOUNT_MESSAGES.emailTaken });
  });

  test("sign-ups per address are limited", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < AUTH_LIMITS.signupPerIp.limit; i++) hitAuthLimit("signupPerIp", ip);
    const outcome = await signUp(
      signupInput("a-good-password", { name: "Y", email: "late@example.com" }),
      ctx(ip),
    );
    expect(outcome).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) });
    expect(getUserByEmail("late@example.com")).toBeUndefined();
  });
});

describe("password rules", () => {
  test("new passwords of 12+ characters that are on the common-password list are refused, in any case", () => {
    for (const common of ["passwordpassword", "123456789012", "QwertyUiop123", "1qaz2wsx3edc"]) {
      for (const schema of [signupSchema, resetPasswordSchema, changePasswordSchema]) {
        const result = schema.safeParse({
          ...signupInput(common),
          token: "t",
          currentPassword: "whatever-it-was",
        });
        expect(
          result.error?.issues.map((issue) => issue.message),
          common,
        ).toEqual([ACCOUNT_MESSAGES.passwordTooCommon]);
      }
    }
    const fine = signupSchema.safeParse(signupInput("tumbleweed-grader-41"));
    expect(fine.success).toBe(true);
  });

  test("ADMIN_PASSWORD follows the same 12-character rule", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "a@example.com", ADMIN_PASSWORD: "eleven-char" })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters \(got a value of 11 characters, not shown\)/,
    );
    expect(parseEnv({ ADMIN_EMAIL: "a@example.com", ADMIN_PASSWORD: "twelve-chars" }).ADMIN_PASSWORD).toBe(
      "twelve-chars",
    );
  });

  test("change-password needs the current password, a new one twice, and says when they do not match", () => {
    const empty = changePasswordSchema.safeParse({});
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([ACCOUNT_MESSAGES.currentPasswordRequired, ACCOUNT_MESSAGES.passwordRequired]),
    );
    const mismatch = changePasswordSchema.safeParse({
      currentPassword: "old-password-1",
      password: "tumbleweed-grader-41",
      confirmPassword: "tumbleweed-grader-42",
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: [], message: ACCOUNT_MESSAGES.passwordsDoNotMatch }),
    ]);
  });
});

describe("sign-in rules", () => {
  test("the right password signs in; a wrong one and an unknown address get one and the same answer", async () => {
    await newUser("sam@example.com");
    expect(await signIn({ email: " SAM@example.com ", password: "first-password-1" }, ctx())).toMatchObject({
      ok: true,
      user: { email: "sam@example.com" },
    });
    const wrong = await signIn({ email: "sam@example.com", password: "nope-nope-nope" }, ctx());
    const unknown = await signIn({ email: "nobody@example.com", password: "nope-nope-nope" }, ctx());
    expect(wrong).toEqual({ ok: false, status: 401, error: "Invalid email or password" });
    expect(unknown).toEqual(wrong);
    expect(listLogs({ event: "auth.signin" })).toHaveLength(1);
    expect(listLogs({ event: "auth.signin-failed" }).map((log) => log.level)).toEqual(["warn", "warn"]);
    expect(JSON.stringify(listLogs())).not.toMatch(/nope-nope-nope|first-password-1/);
  });

  test("failed sign-ins log a masked address, never the full one", async () => {
    const user = await newUser("jordan.masked@example.com");
    await signIn({ email: "jordan.masked@example.com", password: "wrong-password-1" }, ctx());
    await signIn({ email: "kim.unknown@example.com", password: "wrong-password-1" }, ctx());
    const failed = listLogs({ event: "auth.signin-failed" }).slice(0, 2);
    expect(failed.map((log) => log.message)).toEqual([
      "Failed sign-in for k***@example.com",
      "Failed sign-in for j***@example.com",
    ]);
    expect(failed[1].detail).toEqual({ email: "j***@example.com", userId: user.id });
    expect(JSON.stringify(listLogs())).not.toMatch(/jordan\.masked|kim\.unknown/);
    expect(maskEmail("a@b.io")).toBe("a***@b.io");
    expect(maskEmail("not-an-address")).toBe("***");
  });

  test("a parallel burst of wrong passwords gets no more guesses than the lock allows", async () => {
    await newUser("burst@example.com");
    const { limit } = AUTH_LIMITS.signinFailuresPerAccount;
    const outcomes = await Promise.all(
      Array.from({ length: 3 * limit }, (_, i) =>
        signIn({ email: "burst@example.com", password: `burst-guess-${i}` }, ctx()),
      ),
    );
    const statuses = outcomes.map((outcome) => (outcome.ok ? 200 : outcome.status));
    // Only the guesses whose password was checked answer 401; the rest were refused before any hash.
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * limit);
    expect(
      listLogs({ event: "auth.signin-failed" }).filter((log) => log.message.includes("b***@")),
    ).toHaveLength(limit);
    expect(eventCountOn("auth.rate-limited.signinFailuresPerAccount")).toBeGreaterThanOrEqual(2 * limit);
  });

  test("an older scrypt hash signs in and is replaced by argon2id; the token version stays", async () => {
    const user = await newUser("legacy@example.com");
    const salt = randomBytes(16);
    const key = scryptSync("legacy-password-1", salt, 64, {
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: 256 * 1024 ** 2,
    });
    const legacy = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    updateUser(user.id, { passwordHash: legacy });
    expect(await signIn({ email: "legacy@example.com", password: "wrong-password-1" }, ctx())).toMatchObject({
      status: 401,
    });
    expect(getUserById(user.id)!.passwordHash).toBe(legacy);
    expect(await signIn({ email: "legacy@example.com", password: "legacy-password-1" }, ctx())).toMatchObject(
      {
        ok: true,
      },
    );
    const upgraded = getUserById(user.id)!;
    expect(upgraded.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(upgraded.tokenVersion).toBe(user.tokenVersion);
    expect(await signIn({ email: "legacy@example.com", password: "legacy-password-1" }, ctx())).toMatchObject(
      {
        ok: true,
      },
    );
  });

  test("takes about as long for an unknown address as for a wrong password", async () => {
    await newUser("timing@example.com");
    const time = async (email: string) => {
      const start = performance.now();
      await signIn({ email, password: "wrong-password" }, ctx());
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time("timing@example.com"));
      unknown.push(await time(`ghost-${i}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  test("too many failures lock the account for a while, even with the right password, then it opens again", async () => {
    await newUser("locked@example.com");
    await newUser("other@example.com");
    for (let i = 0; i < AUTH_LIMITS.signinFailuresPerAccount.limit; i++) {
      expect(await signIn({ email: "locked@example.com", password: `guess-${i}` }, ctx())).toMatchObject({
        status: 401,
      });
    }
    const refused = await signIn({ email: "locked@example.com", password: "first-password-1" }, ctx());
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      error: expect.stringMatching(/^Too many attempts/),
    });
    expect(await signIn({ email: "other@example.com", password: "first-password-1" }, ctx())).toMatchObject({
      ok: true,
    });
    expect(eventCountOn("auth.rate-limited.signinFailuresPerAccount")).toBeGreaterThan(0);
    expect(listLogs({ event: "auth.rate-limited" })).toHaveLength(0);

    advance(AUTH_LIMITS.signinFailuresPerAccount.windowMs + 1000);
    expect(await signIn({ email: "locked@example.com", password: "first-password-1" }, ctx())).toMatchObject({
      ok: true,
    });
  });

  test("a success clears the failure count", async () => {
    await newUser("clears@example.com");
    for (let i = 0; i < AUTH_LIMITS.signinFailuresPerAccount.limit - 1; i++) {
      await signIn({ email: "clears@example.com", password: `guess-${i}` }, ctx());
    }
    expect(await signIn({ email: "clears@example.com", password: "first-password-1" }, ctx())).toMatchObject({
      ok: true,
    });
    await signIn({ email: "clears@example.com", password: "guess-again" }, ctx());
    expect(await signIn({ email: "clears@example.com", password: "first-password-1" }, ctx())).toMatchObject({
      ok: true,
    });
  });

  test("one address gets a limited number of attempts, then 429 with a wait", async () => {
    await newUser("ip@example.com");
    const ip = "10.7.7.7";
    for (let i = 0; i < AUTH_LIMITS.signinPerIp.limit; i++) hitAuthLimit("signinPerIp", ip);
    const outcome = await signIn({ email: "ip@example.com", password: "first-password-1" }, ctx(ip));
    expect(outcome).toMatchObject({ ok: false, status: 429 });
    expect(outcome.ok ? 0 : outcome.retryAfterSeconds).toBeGreaterThan(0);
    expect(await signIn({ email: "ip@example.com", password: "first-password-1" }, ctx())).toMatchObject({
      ok: true,
    });
  });
});

describe("e-mail verification", () => {
  async function signedUp(email: string) {
    const outcome = await signUp(
      { name: "Vic", email, password: "a-good-password", confirmPassword: "a-good-password" },
      ctx(),
    );
    if (!outcome.ok) throw new Error(outcome.error);
    return { user: outcome.user, code: codeIn(lastMailTo(email)!.text) };
  }

  test("the mailed code verifies the account once; it is logged", async () => {
    const { user, code } = await signedUp("verify@example.com");
    expect(await verifyEmail({ userId: user.id }, code, ctx())).toMatchObject({
      ok: true,
      message: ACCOUNT_MESSAGES.verified,
      user: { isVerified: true },
    });
    expect(getUserById(user.id)?.isVerified).toBe(true);
    expect(await verifyEmail({ userId: user.id }, code, ctx())).toMatchObject({
      ok: true,
      message: ACCOUNT_MESSAGES.alreadyVerified,
    });
    expect(listLogs({ event: "auth.verify" })).toHaveLength(1);
  });

  test("by address, the answer is the same whether or not the address exists or is already verified", async () => {
    const { code } = await signedUp("by-address@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const refusal = {
      ok: false,
      status: 400,
      error: ACCOUNT_MESSAGES.codeNotAccepted,
      fieldErrors: { code: [ACCOUNT_MESSAGES.codeNotAccepted] },
    };
    expect(await verifyEmail({ email: "nobody-at-all@example.com" }, code, ctx())).toEqual(refusal);
    expect(await verifyEmail({ email: "by-address@example.com" }, wrong, ctx())).toEqual(refusal);
    expect(await verifyEmail({ email: "by-address@example.com" }, code, ctx())).toMatchObject({
      ok: true,
      message: ACCOUNT_MESSAGES.verified,
    });
    // Now verified: the same code, or any other, gets the very same refusal as an unknown address.
    expect(await verifyEmail({ email: "by-address@example.com" }, code, ctx())).toEqual(refusal);
    expect(await verifyEmail({ email: "by-address@example.com" }, wrong, ctx())).toEqual(refusal);
  });

  test("five wrong tries spend the code, even for the right code after them", async () => {
    const { user, code } = await signedUp("tries@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const outcome = await verifyEmail({ userId: user.id }, wrong, ctx());
      errors.push(outcome.ok ? "ok" : outcome.error);
    }
    expect(errors).toEqual([
      "That code is not right. 4 tries left.",
      "That code is not right. 3 tries left.",
      "That code is not right. 2 tries left.",
      "That code is not right. 1 try left.",
      ACCOUNT_MESSAGES.codeTooManyAttempts,
    ]);
    expect(await verifyEmail({ userId: user.id }, code, ctx())).toMatchObject({
      ok: false,
      error: ACCOUNT_MESSAGES.codeTooManyAttempts,
    });
    expect(getUserById(user.id)?.isVerified).toBe(false);
    expect(listLogs({ event: "auth.verify-failed" }).length).toBeGreaterThanOrEqual(5);
  });

  test("a code expires after 15 minutes", async () => {
    const { user, code } = await signedUp("late-code@example.com");
    advance(15 * 60_000 + 1000);
    expect(await verifyEmail({ userId: user.id }, code, ctx())).toMatchObject({
      ok: false,
      status: 400,
      error: ACCOUNT_MESSAGES.codeExpired,
    });
  });

  test("a new code has a cool-down, replaces the old one, and by address reveals nothing", async () => {
    const { user, code: first } = await signedUp("again@example.com");
    expect(await resendCode({ userId: user.id }, ctx())).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.codeSent,
    });
    const second = codeIn(lastMailTo("again@example.com")!.text);
    const coolDown = await resendCode({ userId: user.id }, ctx());
    expect(coolDown).toMatchObject({
      ok: false,
      status: 429,
      error: expect.stringMatching(/^Please wait \d+ seconds/),
    });

    const mailsBefore = listOutbox().length;
    const unknown = await resendCode({ email: "nobody-here@example.com" }, ctx());
    advance(61_000);
    const known = await resendCode({ email: "again@example.com" }, ctx());
    expect(unknown).toEqual({ ok: true, message: ACCOUNT_MESSAGES.codeSentIfUnverified });
    expect(known).toEqual(unknown);
    expect(listOutbox().length).toBe(mailsBefore + 1);
    const third = codeIn(lastMailTo("again@example.com")!.text);

    if (first !== third) {
      expect(await verifyEmail({ userId: user.id }, first, ctx())).toMatchObject({ ok: false });
    }
    if (second !== third) {
      expect(await verifyEmail({ userId: user.id }, second, ctx())).toMatchObject({ ok: false });
    }
    expect(await verifyEmail({ userId: user.id }, third, ctx())).toMatchObject({ ok: true });
  });
});

describe("password reset", () => {
  test("the same answer for known and unknown addresses; only the known one gets a mail", async () => {
    await newUser("forgot@example.com");
    const known = await requestPasswordReset("Forgot@Example.com", ctx());
    const unknown = await requestPasswordReset("no-account@example.com", ctx());
    expect(known).toEqual({ ok: true, message: ACCOUNT_MESSAGES.resetSent });
    expect(unknown).toEqual(known);
    expect(listOutbox("forgot@example.com")).toHaveLength(1);
    expect(listOutbox("no-account@example.com")).toHaveLength(0);
  });

  test("the link works once, changes the password, verifies the address and ends every session and token", async () => {
    const user = await newUser("reset@example.com");
    const other = createSession(user.id);
    const current = createSession(user.id);
    const apiToken = await signApiToken(user);
    await requestPasswordReset("reset@example.com", ctx());
    const resetMail = lastMailTo("reset@example.com")!;
    expect(resetMail.sensitive).toBe(true);
    const token = resetTokenIn(resetMail.text);
    expect(token.length).toBeGreaterThan(20);

    const outcome = await resetPassword(
      { token, password: "second-password-2" },
      { ...ctx(), sessionId: current.id },
    );
    expect(outcome).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.passwordReset });
    const updated = getUserById(user.id)!;
    expect(await verifyPassword("second-password-2", updated.passwordHash)).toBe(true);
    expect(updated.isVerified).toBe(true);
    expect(updated.passwordChangedAt).toBeInstanceOf(Date);
    expect(getActiveSession(other.id)).toBeUndefined();
    expect(getActiveSession(current.id)).toBeUndefined();
    await expect(userForApiToken(apiToken)).rejects.toMatchObject({ status: 401 });
    expect(listLogs({ event: "auth.password-reset" })).toHaveLength(1);
    const notice = lastMailTo("reset@example.com")!;
    expect(notice).toMatchObject({
      subject: expect.stringMatching(/password was changed/),
      sensitive: false,
    });
    expect(notice.text).toContain("reset with an emailed link");
    expect(notice.text).toContain("http://site.test/forgot-password");
    expect(notice.text).not.toMatch(/token=|code/);

    expect(await resetPassword({ token, password: "third-password-3" }, ctx())).toMatchObject({
      ok: false,
      status: 400,
      error: ACCOUNT_MESSAGES.resetTokenInvalid,
    });
    expect(await verifyPassword("second-password-2", getUserById(user.id)!.passwordHash)).toBe(true);
  });

  test("a link expires after an hour, and a used one revokes the older ones", async () => {
    await newUser("expire@example.com");
    await requestPasswordReset("expire@example.com", ctx());
    const older = resetTokenIn(lastMailTo("expire@example.com")!.text);
    await requestPasswordReset("expire@example.com", ctx());
    const newer = resetTokenIn(lastMailTo("expire@example.com")!.text);
    expect(await resetPassword({ token: newer, password: "second-password-2" }, ctx())).toMatchObject({
      ok: true,
    });
    expect(await resetPassword({ token: older, password: "third-password-3" }, ctx())).toMatchObject({
      ok: false,
    });

    await requestPasswordReset("expire@example.com", ctx());
    const late = resetTokenIn(lastMailTo("expire@example.com")!.text);
    advance(60 * 60_000 + 1000);
    expect(await resetPassword({ token: late, password: "fourth-password-4" }, ctx())).toMatchObject({
      ok: false,
      error: ACCOUNT_MESSAGES.resetTokenInvalid,
    });
  });

  test("per address the requests are limited (429); per account quietly (no more mail)", async () => {
    await newUser("flood@example.com");
    for (let i = 0; i < AUTH_LIMITS.forgotPerAccount.limit + 2; i++) {
      expect(await requestPasswordReset("flood@example.com", ctx())).toMatchObject({ ok: true });
    }
    expect(listOutbox("flood@example.com")).toHaveLength(AUTH_LIMITS.forgotPerAccount.limit);

    const ip = "10.8.8.8";
    const answers = [];
    for (let i = 0; i <= AUTH_LIMITS.forgotPerIp.limit; i++) {
      answers.push(await requestPasswordReset(`someone-${i}@example.com`, ctx(ip)));
    }
    expect(answers.slice(0, -1).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) });
  });
});

describe("signed-in password change and sign out everywhere", () => {
  test("the current password is checked; a change keeps this session, ends the others and every token, and mails", async () => {
    const user = await newUser("change@example.com");
    const current = createSession(user.id);
    const other = createSession(user.id);
    const apiToken = await signApiToken(user);
    const input = { currentPassword: "first-password-1", password: "second-password-2" };

    const wrong = await changePassword(user.id, { ...input, currentPassword: "not-my-password" }, ctx());
    expect(wrong).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    });
    const same = await changePassword(
      user.id,
      { currentPassword: "first-password-1", password: "first-password-1" },
      ctx(),
    );
    expect(same).toMatchObject({
      ok: false,
      fieldErrors: { password: [ACCOUNT_MESSAGES.passwordUnchanged] },
    });
    expect(getActiveSession(other.id)).toBeDefined();
    expect(listOutbox("change@example.com")).toHaveLength(0);

    const outcome = await changePassword(user.id, input, { ...ctx(), sessionId: current.id });
    expect(outcome).toMatchObject({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
    expect(await verifyPassword("second-password-2", getUserById(user.id)!.passwordHash)).toBe(true);
    expect(getActiveSession(current.id)).toBeDefined();
    expect(getActiveSession(other.id)).toBeUndefined();
    await expect(userForApiToken(apiToken)).rejects.toMatchObject({ status: 401 });
    expect((await userForApiToken(await signApiToken(getUserById(user.id)!))).id).toBe(user.id);

    const mail = lastMailTo("change@example.com")!;
    expect(mail).toMatchObject({ subject: expect.stringMatching(/password was changed/), sensitive: false });
    expect(mail.text).toContain("was changed on");
    expect(listLogs({ event: "auth.password-change" })).toHaveLength(1);
    expect(JSON.stringify(listLogs())).not.toMatch(/second-password-2|not-my-password/);
  });

  test("wrong current passwords count against the sign-in lock before the hash", async () => {
    const user = await newUser("change-lock@example.com");
    const { limit } = AUTH_LIMITS.signinFailuresPerAccount;
    const outcomes = await Promise.all(
      Array.from({ length: limit + 5 }, (_, i) =>
        changePassword(
          user.id,
          { currentPassword: `guess-${i}-guess`, password: "second-password-2" },
          ctx(),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.status === 400)).toHaveLength(limit);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.status === 429)).toHaveLength(5);
    expect(
      await signIn({ email: "change-lock@example.com", password: "first-password-1" }, ctx()),
    ).toMatchObject({
      status: 429,
    });
  });

  test("sign out everywhere ends every session, this one too, and every token", async () => {
    const user = await newUser("everywhere@example.com");
    const sessions = [createSession(user.id), createSession(user.id)];
    const apiToken = await signApiToken(user);
    expect(signOutEverywhere(user, ctx())).toEqual({
      ok: true,
      message: ACCOUNT_MESSAGES.signedOutEverywhere,
    });
    for (const session of sessions) expect(getActiveSession(session.id)).toBeUndefined();
    await expect(userForApiToken(apiToken)).rejects.toMatchObject({ status: 401 });
    expect(listLogs({ event: "auth.signout-everywhere" })).toHaveLength(1);
  });

  test("verification-code and reset mails are sensitive (their bodies are dropped once delivered)", async () => {
    await signUp(
      {
        name: "Sen",
        email: "sensitive@example.com",
        password: "a-good-password",
        confirmPassword: "a-good-password",
      },
      ctx(),
    );
    expect(lastMailTo("sensitive@example.com")).toMatchObject({
      subject: expect.stringMatching(/verification/),
      sensitive: true,
    });
    await requestPasswordReset("sensitive@example.com", ctx());
    expect(lastMailTo("sensitive@example.com")).toMatchObject({
      subject: expect.stringMatching(/Reset/),
      sensitive: true,
    });
  });
});
