import { SignJWT } from "jose";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createSession, endUserAccess, getActiveSession } from "~/accounts/session-store.server";
import { setUserAdmin } from "~/accounts/user-admin.server";
import { createUser, deleteUser, getUserById, setUserPassword } from "~/accounts/user.server";
import {
  API_AUDIENCE,
  API_TOKEN_TTL_SECONDS,
  requireApiAdmin,
  requireApiUser,
  signApiToken,
  verifyApiToken,
} from "./token.server";

const request = (token?: string) =>
  new Request("http://localhost/api/user", token ? { headers: { Authorization: `Bearer ${token}` } } : {});

async function statusAndBody(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: await response.json() };
}

afterEach(() => vi.useRealTimers());

describe("API tokens", () => {
  test("an HS256 JWT for the API audience with the user id and token version that expires after a week", async () => {
    const token = await signApiToken({ id: "user-1", tokenVersion: 3 });
    const [header, payload] = token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(header).toMatchObject({ alg: "HS256", typ: "JWT" });
    expect(payload).toMatchObject({ sub: "user-1", iss: "contractor-site", aud: API_AUDIENCE, ver: 3 });
    expect(payload.exp - payload.iat).toBe(API_TOKEN_TTL_SECONDS);
    expect(API_TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(await verifyApiToken(token)).toEqual({ userId: "user-1", version: 3 });
  });

  test("an expired token is refused", async () => {
    const token = await signApiToken({ id: "user-1", tokenVersion: 0 }, 60);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyApiToken(token)).toBeNull();
  });

  test("a tampered payload, a foreign key, another audience, no version, alg none and junk are refused", async () => {
    const token = await signApiToken({ id: "user-1", tokenVersion: 0 });
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "admin", iss: "contractor-site", exp: 9999999999 }),
    ).toString("base64url");
    expect(await verifyApiToken(`${header}.${forged}.${signature}`)).toBeNull();

    const otherKey = new TextEncoder().encode("another-secret-that-is-long-enough");
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("user-1")
      .setIssuer("contractor-site")
      .setExpirationTime("1h")
      .sign(otherKey);
    expect(await verifyApiToken(foreign)).toBeNull();

    const secret = new TextEncoder().encode("test-session-secret-0123456789abcdef");
    const signed = (claims: Record<string, unknown>, audience?: string) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("user-1")
        .setIssuer("contractor-site")
        .setExpirationTime("1h");
      return (audience ? jwt.setAudience(audience) : jwt).sign(secret);
    };
    expect(await verifyApiToken(await signed({ ver: 0 }, API_AUDIENCE))).toEqual({
      userId: "user-1",
      version: 0,
    });
    // Tokens of before revocation (no audience, no version) and tokens for another audience are refused.
    expect(await verifyApiToken(await signed({}))).toBeNull();
    expect(await verifyApiToken(await signed({ ver: 0 }))).toBeNull();
    expect(await verifyApiToken(await signed({ ver: 0 }, "somewhere-else"))).toBeNull();
    expect(await verifyApiToken(await signed({}, API_AUDIENCE))).toBeNull();
    expect(await verifyApiToken(await signed({ ver: "0" }, API_AUDIENCE))).toBeNull();

    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${forged}.`;
    expect(await verifyApiToken(none)).toBeNull();
    expect(await verifyApiToken("not-a-token")).toBeNull();
    expect(await verifyApiToken("")).toBeNull();
  });

  test("requireApiUser answers 401 JSON without a token, with a bad one and for a deleted user", async () => {
    expect(await statusAndBody(requireApiUser(request()))).toMatchObject({
      status: 401,
      body: { success: false },
    });
    expect(await statusAndBody(requireApiUser(request("junk")))).toMatchObject({ status: 401 });

    const user = await createUser({ name: "Gone", email: "gone@example.com", password: "gone-password-1" });
    const token = await signApiToken(user);
    expect((await requireApiUser(request(token))).id).toBe(user.id);
    deleteUser(user.id);
    const answer = await statusAndBody(requireApiUser(request(token)));
    expect(answer).toEqual({
      status: 401,
      body: { success: false, error: expect.stringMatching(/invalid or has expired/) },
    });
  });

  test("requireApiAdmin answers 403 for a signed-in non-admin", async () => {
    const user = await createUser({
      name: "Plain",
      email: "plain@example.com",
      password: "plain-password-1",
    });
    const admin = await createUser({
      name: "Boss",
      email: "boss@example.com",
      password: "plain-password-1",
      isAdmin: true,
    });
    expect(await statusAndBody(requireApiAdmin(request(await signApiToken(user))))).toMatchObject({
      status: 403,
    });
    expect((await requireApiAdmin(request(await signApiToken(admin)))).id).toBe(admin.id);
  });
});

describe("revocation", () => {
  const statusOf = async (token: string) =>
    requireApiUser(request(token)).then(
      () => 200,
      (error: Response) => error.status,
    );

  test("a password change or reset, sign out everywhere, demotion and deletion end every earlier token", async () => {
    const admin = await createUser({
      name: "Chief",
      email: "chief@example.com",
      password: "chief-password-1",
      isAdmin: true,
      isVerified: true,
    });
    const user = await createUser({
      name: "Rev",
      email: "rev@example.com",
      password: "rev-password-12",
      isAdmin: true,
      isVerified: true,
    });
    const current = () => getUserById(user.id)!;

    // Password change: earlier tokens and other sessions end; the session that made it stays; new tokens work.
    const first = await signApiToken(current());
    const keep = createSession(user.id);
    const other = createSession(user.id);
    expect(await statusOf(first)).toBe(200);
    setUserPassword(user.id, "new-hash", { keepSessionId: keep.id });
    const revoked = await statusOf(first);
    expect(revoked).toBe(401);
    const body = await statusAndBody(requireApiUser(request(first)));
    expect(body.body.error).toMatch(/no longer valid/);
    expect(getActiveSession(keep.id)).toBeDefined();
    expect(getActiveSession(other.id)).toBeUndefined();

    // Sign out everywhere: every session, this one too.
    const second = await signApiToken(current());
    expect(await statusOf(second)).toBe(200);
    endUserAccess(user.id);
    expect(await statusOf(second)).toBe(401);
    expect(getActiveSession(keep.id)).toBeUndefined();

    // Demotion (admin → not admin): the admin's tokens and sessions end at once.
    const third = await signApiToken(current());
    const adminSession = createSession(user.id);
    expect((await requireApiAdmin(request(third))).id).toBe(user.id);
    expect(setUserAdmin(admin.id, user.id, false)).toMatchObject({ ok: true });
    expect(await statusOf(third)).toBe(401);
    expect(getActiveSession(adminSession.id)).toBeUndefined();
    // Granting rights revokes nothing.
    const fourth = await signApiToken(current());
    expect(setUserAdmin(admin.id, user.id, true)).toMatchObject({ ok: true });
    expect(await statusOf(fourth)).toBe(200);

    // Deletion.
    deleteUser(user.id);
    expect(await statusOf(fourth)).toBe(401);
  });
});
