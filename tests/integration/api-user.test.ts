// The /api/user endpoints, called as Remix calls them (loader/action with a Request) on a fresh database.
import type { ActionFunctionArgs } from "react-router";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { AUTH_LIMITS, hitAuthLimit } from "~/auth/auth-limits.server";
import { signApiToken } from "~/api/token.server";
import { listOutbox } from "~/mail/outbox.server";
import { listLogs } from "~/logs/log.server";
import { createUser, deleteUser, getUserByEmail } from "~/accounts/user.server";
import * as userRoute from "~/routes/api/user/index";
import * as allRoute from "~/routes/api/user/all";
import * as createRoute from "~/routes/api/user/create";
import * as forgotRoute from "~/routes/api/user/forgot-password";
import * as resetRoute from "~/routes/api/user/reset-password";
import * as reverifyRoute from "~/routes/api/user/reverify";
import * as signinRoute from "~/routes/api/user/signin";
import * as signupRoute from "~/routes/api/user/signup";
import * as verifyRoute from "~/routes/api/user/verify-email";
import { routeArgs } from "../support/route-call";

type Handler = (args: ActionFunctionArgs) => Promise<Response> | Response;
type RouteModule = {
  loader: Handler | (() => Promise<Response>);
  action: Handler | (() => Promise<Response>);
};

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

async function call(
  route: RouteModule,
  method: string,
  options: { body?: unknown; token?: string; ip?: string; contentType?: string } = {},
) {
  const headers = new Headers({ "X-Forwarded-For": options.ip ?? freshIp() });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("Content-Type", options.contentType ?? "application/json");
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const request = new Request("http://site.test/api/user/x", { method, headers, body });
  const handler = (method === "GET" ? route.loader : route.action) as Handler;
  const response = await handler(routeArgs(request));
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

const codeIn = (email: string) =>
  /verification code is (\d{6})/.exec(listOutbox(email).at(-1)?.text ?? "")?.[1] ?? "";
const resetTokenIn = (email: string) =>
  /reset-password\?token=([\w-]+)/.exec(listOutbox(email).at(-1)?.text ?? "")?.[1] ?? "";

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Api Person",
  email,
  password: "api-password-1",
  confirmPassword: "api-password-1",
  ...extra,
});

beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("POST /api/user/signup and /api/user/create", () => {
  test("creates an unverified user and answers 201 { success, message, user (with token), token }", async () => {
    const { status, json } = await call(signupRoute, "POST", { body: signupBody("api-new@example.com") });
    expect(status).toBe(201);
    expect(json).toEqual({
      success: true,
      message: expect.stringContaining("6-digit code"),
      user: {
        _id: expect.any(String),
        name: "Api Person",
        email: "api-new@example.com",
        isAdmin: false,
        isVerified: false,
        createdAt: expect.any(String),
        token: json.token,
      },
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(JSON.stringify(json)).not.toMatch(/api-password-1|passwordHash|scrypt/);
    expect(codeIn("api-new@example.com")).toMatch(/^\d{6}$/);
  });

  test("accepts the SPA's confirm-password, and /create is the same endpoint", async () => {
    const body = {
      name: "Dash",
      email: "dash@example.com",
      password: "api-password-1",
      "confirm-password": "api-password-1",
    };
    expect((await call(createRoute, "POST", { body })).status).toBe(201);
    expect(getUserByEmail("dash@example.com")).toBeDefined();
  });

  test("mismatched passwords: 400 'Passwords do not match' and nothing is created", async () => {
    const { status, json } = await call(signupRoute, "POST", {
      body: signupBody("mismatch@example.com", {
        "confirm-password": "other-password",
        confirmPassword: undefined,
      }),
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ success: false, error: "Passwords do not match" });
    expect(getUserByEmail("mismatch@example.com")).toBeUndefined();
  });

  test("bad input answers 400 with fieldErrors, a taken address 409, other bodies 415/400, GET 405", async () => {
    const missing = await call(signupRoute, "POST", { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.fieldErrors)).toEqual(
      expect.arrayContaining(["name", "email", "password"]),
    );

    const short = await call(signupRoute, "POST", {
      body: signupBody("short@example.com", { password: "short", confirmPassword: "short" }),
    });
    expect(short.json).toMatchObject({ error: "Password must be at least 12 characters" });
    const common = await call(signupRoute, "POST", {
      body: signupBody("common@example.com", { password: "1qaz2wsx3edc", confirmPassword: "1qaz2wsx3edc" }),
    });
    expect(common).toMatchObject({
      status: 400,
      json: { fieldErrors: { password: [expect.stringMatching(/most common ones/)] } },
    });

    await call(signupRoute, "POST", { body: signupBody("twice@example.com") });
    const again = await call(signupRoute, "POST", { body: signupBody("TWICE@example.com") });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/already exists/);

    expect(
      (await call(signupRoute, "POST", { body: "name=x", contentType: "application/x-www-form-urlencoded" }))
        .status,
    ).toBe(415);
    expect((await call(signupRoute, "POST", { body: "{oops" })).status).toBe(400);
    expect((await call(signupRoute, "POST", { body: "[1,2]" })).status).toBe(400);
    const get = await call(signupRoute, "GET");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  test("too many sign-ups from one address answer 429 with Retry-After", async () => {
    const ip = "198.51.100.1";
    for (let i = 0; i < AUTH_LIMITS.signupPerIp.limit; i++) hitAuthLimit("signupPerIp", ip);
    const { status, headers, json } = await call(signupRoute, "POST", {
      body: signupBody("flood@example.com"),
      ip,
    });
    expect(status).toBe(429);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(json).toMatchObject({ success: false, error: expect.stringMatching(/^Too many attempts/) });
  });
});

describe("POST /api/user/signin and GET /api/user", () => {
  test("signs in with a token that GET /api/user accepts", async () => {
    await createUser({ name: "Sig", email: "sig@example.com", password: "api-password-1", isVerified: true });
    const { status, json } = await call(signinRoute, "POST", {
      body: { email: "Sig@Example.com", password: "api-password-1" },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      success: true,
      message: "Signed in successfully",
      user: { email: "sig@example.com" },
    });
    expect(json.user.token).toBe(json.token);

    const me = await call(userRoute, "GET", { token: json.token });
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      success: true,
      user: expect.objectContaining({ email: "sig@example.com", isVerified: true }),
    });
    expect(me.json.user.passwordHash).toBeUndefined();
    expect(listLogs({ event: "auth.signin" }).length).toBeGreaterThan(0);
  });

  test("a wrong password and an unknown address get the same 401; bad input 400", async () => {
    await createUser({ name: "Sig2", email: "sig2@example.com", password: "api-password-1" });
    const wrong = await call(signinRoute, "POST", {
      body: { email: "sig2@example.com", password: "not-it" },
    });
    const unknown = await call(signinRoute, "POST", {
      body: { email: "ghost@example.com", password: "not-it" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown).toMatchObject({ status: 401, json: wrong.json });
    expect(wrong.json).toEqual({ success: false, error: "Invalid email or password" });

    const invalid = await call(signinRoute, "POST", { body: { email: "not-an-email" } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.fieldErrors).toMatchObject({
      email: ["Please enter a valid email address"],
      password: ["Please enter your password"],
    });
    expect((await call(signinRoute, "GET")).status).toBe(405);
  });

  test("sign-in is rate-limited per address with 429 and Retry-After", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < AUTH_LIMITS.signinPerIp.limit; i++) hitAuthLimit("signinPerIp", ip);
    const limited = await call(signinRoute, "POST", {
      body: { email: "sig@example.com", password: "x" },
      ip,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("GET /api/user answers 401 JSON without a token, for a tampered, an expired and an orphaned one", async () => {
    const user = await createUser({ name: "Tok", email: "tok@example.com", password: "api-password-1" });
    const token = await signApiToken(user);
    const [header, payload, signature] = token.split(".");
    const tampered = `${header}.${payload.slice(0, -2)}${payload.endsWith("A") ? "B" : "A"}A.${signature}`;
    const expired = await signApiToken(user, -10);
    for (const bad of [undefined, "junk", tampered, expired]) {
      const answer = await call(userRoute, "GET", { token: bad });
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ success: false, error: expect.any(String) });
    }
    deleteUser(user.id);
    expect((await call(userRoute, "GET", { token })).status).toBe(401);
    expect((await call(userRoute, "POST", { token })).status).toBe(405);
  });
});

describe("POST /api/user/verify-email and /api/user/reverify", () => {
  test("the mailed code with the sign-up token verifies the account", async () => {
    const signup = await call(signupRoute, "POST", { body: signupBody("otp@example.com") });
    const token = signup.json.token as string;
    const code = codeIn("otp@example.com");
    const wrongCode = code === "000000" ? "111111" : "000000";

    const wrong = await call(verifyRoute, "POST", { body: { otp: wrongCode, token } });
    expect(wrong).toMatchObject({
      status: 400,
      json: { success: false, error: "That code is not right. 4 tries left." },
    });
    // The field is named as the client sent it.
    expect(wrong.json.fieldErrors).toEqual({ otp: ["That code is not right. 4 tries left."] });

    const ok = await call(verifyRoute, "POST", { body: { otp: code, token } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      success: true,
      message: "Your email address is verified",
      user: { isVerified: true },
    });
    expect((await call(userRoute, "GET", { token })).json.user.isVerified).toBe(true);
  });

  test("the token may come as a bearer header, or the e-mail may stand in for it", async () => {
    await call(signupRoute, "POST", { body: signupBody("bearer@example.com") });
    const signin = await call(signinRoute, "POST", {
      body: { email: "bearer@example.com", password: "api-password-1" },
    });
    const viaHeader = await call(verifyRoute, "POST", {
      body: { otp: codeIn("bearer@example.com") },
      token: signin.json.token,
    });
    expect(viaHeader.status).toBe(200);

    await call(signupRoute, "POST", { body: signupBody("by-mail@example.com") });
    const viaEmail = await call(verifyRoute, "POST", {
      body: { otp: codeIn("by-mail@example.com"), email: "by-mail@example.com" },
    });
    expect(viaEmail).toMatchObject({
      status: 200,
      json: { user: { email: "by-mail@example.com", isVerified: true } },
    });
    // Asked again by address alone, the answer is the one an unknown address gets: it tells nothing.
    const again = await call(verifyRoute, "POST", { body: { otp: "123456", email: "by-mail@example.com" } });
    const unknown = await call(verifyRoute, "POST", { body: { otp: "123456", email: "no-one@example.com" } });
    expect(again).toMatchObject({
      status: 400,
      json: { success: false, error: expect.stringMatching(/^That code was not accepted/) },
    });
    expect(again.json.user).toBeUndefined();
    expect(unknown.status).toBe(again.status);
    expect(unknown.json).toEqual(again.json);
  });

  test("bad input: a malformed code 400, no token or e-mail 400, a bad token 401", async () => {
    expect(
      (await call(verifyRoute, "POST", { body: { otp: "12ab", email: "otp@example.com" } })).json,
    ).toMatchObject({
      error: "The code is the 6 digits from the email",
    });
    expect((await call(verifyRoute, "POST", { body: { otp: "123456" } })).status).toBe(400);
    expect((await call(verifyRoute, "POST", { body: { otp: "123456", token: "junk" } })).status).toBe(401);
    expect((await call(verifyRoute, "POST", { body: {} })).json.fieldErrors.otp).toBeDefined();
    expect((await call(verifyRoute, "GET")).status).toBe(405);
  });

  test("reverify mails a new code, answers alike for unknown addresses, and has a cool-down (429)", async () => {
    await call(signupRoute, "POST", { body: signupBody("again@example.com") });
    const first = codeIn("again@example.com");
    const resent = await call(reverifyRoute, "POST", { body: { email: "again@example.com" } });
    expect(resent).toMatchObject({
      status: 200,
      json: { success: true, message: expect.stringMatching(/new 6-digit code/) },
    });
    expect(listOutbox("again@example.com")).toHaveLength(2);

    const unknown = await call(reverifyRoute, "POST", { body: { email: "no-such@example.com" } });
    expect(unknown.json).toEqual(resent.json);

    const coolDown = await call(reverifyRoute, "POST", { body: { email: "again@example.com" } });
    expect(coolDown.status).toBe(429);
    expect(Number(coolDown.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(coolDown.json.error).toMatch(/^Please wait \d+ seconds/);

    const second = codeIn("again@example.com");
    if (second !== first) {
      expect(
        (await call(verifyRoute, "POST", { body: { otp: first, email: "again@example.com" } })).status,
      ).toBe(400);
    }
    expect(
      (await call(verifyRoute, "POST", { body: { otp: second, email: "again@example.com" } })).status,
    ).toBe(200);

    expect((await call(reverifyRoute, "POST", { body: {} })).status).toBe(400);
    expect((await call(reverifyRoute, "POST", { body: { email: "nope" } })).status).toBe(400);
  });
});

describe("POST /api/user/forgot-password and /api/user/reset-password", () => {
  test("the same answer for any address; the mailed token resets once", async () => {
    await createUser({ name: "Res", email: "res@example.com", password: "api-password-1" });
    const known = await call(forgotRoute, "POST", { body: { email: "res@example.com" } });
    const unknown = await call(forgotRoute, "POST", { body: { email: "nobody@example.com" } });
    expect(known).toMatchObject({
      status: 200,
      json: { success: true, message: expect.stringMatching(/^If an account exists/) },
    });
    expect(unknown.json).toEqual(known.json);

    const token = resetTokenIn("res@example.com");
    const reset = await call(resetRoute, "POST", {
      body: { token, password: "new-password-2", "confirm-password": "new-password-2" },
    });
    expect(reset).toMatchObject({
      status: 200,
      json: { success: true, message: expect.stringMatching(/password has been changed/) },
    });
    const signin = await call(signinRoute, "POST", {
      body: { email: "res@example.com", password: "new-password-2" },
    });
    expect(signin.status).toBe(200);

    const twice = await call(resetRoute, "POST", {
      body: { token, password: "third-password-3", confirmPassword: "third-password-3" },
    });
    expect(twice).toMatchObject({
      status: 400,
      json: { error: expect.stringMatching(/invalid, already used or expired/) },
    });
  });

  test("bad input: invalid e-mail 400, mismatched or short passwords 400, unknown token 400, GET 405", async () => {
    expect((await call(forgotRoute, "POST", { body: { email: "nope" } })).status).toBe(400);
    expect((await call(forgotRoute, "POST", { body: {} })).json.fieldErrors.email).toEqual([
      "Please enter your email address",
    ]);
    expect(
      (
        await call(resetRoute, "POST", {
          body: { token: "t", password: "new-password-2", confirmPassword: "other-pass-2" },
        })
      ).json,
    ).toMatchObject({ error: "Passwords do not match" });
    expect(
      (await call(resetRoute, "POST", { body: { token: "t", password: "short", confirmPassword: "short" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(resetRoute, "POST", {
          body: { token: "made-up-token", password: "new-password-2", confirmPassword: "new-password-2" },
        })
      ).status,
    ).toBe(400);
    expect((await call(forgotRoute, "GET")).status).toBe(405);
    expect((await call(resetRoute, "GET")).status).toBe(405);
  });

  test("forgot-password is rate-limited per address with 429 and Retry-After", async () => {
    const ip = "198.51.100.3";
    for (let i = 0; i < AUTH_LIMITS.forgotPerIp.limit; i++) hitAuthLimit("forgotPerIp", ip);
    const limited = await call(forgotRoute, "POST", { body: { email: "res@example.com" }, ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("GET /api/user/all", () => {
  test("lists users for an admin, without password hashes; 403 for others, 401 without a token", async () => {
    const admin = await createUser({
      name: "Adm",
      email: "adm@example.com",
      password: "api-password-1",
      isAdmin: true,
      isVerified: true,
    });
    const member = await createUser({
      name: "Mem",
      email: "mem@example.com",
      password: "api-password-1",
      isVerified: true,
    });
    const { status, json } = await call(allRoute, "GET", { token: await signApiToken(admin) });
    expect(status).toBe(200);
    expect(json.users.map((user: { email: string }) => user.email)).toEqual(
      expect.arrayContaining(["adm@example.com", "mem@example.com"]),
    );
    expect(JSON.stringify(json)).not.toMatch(/passwordHash|scrypt/);
    expect((await call(allRoute, "GET", { token: await signApiToken(member) })).status).toBe(403);
    expect((await call(allRoute, "GET")).status).toBe(401);
    expect((await call(allRoute, "DELETE", { token: await signApiToken(admin) })).status).toBe(405);
  });
});
