import { SignJWT } from "jose";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createUser, deleteUser } from "~/models/user.server";
import {
  API_TOKEN_TTL_SECONDS,
  requireApiAdmin,
  requireApiUser,
  signApiToken,
  verifyApiToken,
} from "./api-token.server";

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
  test("an HS256 JWT with the user id as subject that expires after a week by default", async () => {
    const token = await signApiToken({ id: "user-1" });
    const [header, payload] = token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(header).toMatchObject({ alg: "HS256", typ: "JWT" });
    expect(payload.sub).toBe("user-1");
    expect(payload.exp - payload.iat).toBe(API_TOKEN_TTL_SECONDS);
    expect(API_TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(await verifyApiToken(token)).toBe("user-1");
  });

  test("an expired token is refused", async () => {
    const token = await signApiToken({ id: "user-1" }, 60);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyApiToken(token)).toBeNull();
  });

  test("a tampered payload, a foreign key, alg none and junk are refused", async () => {
    const token = await signApiToken({ id: "user-1" });
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

    const user = await createUser({ name: "Gone", email: "gone@example.com", password: "password-123" });
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
    const user = await createUser({ name: "Plain", email: "plain@example.com", password: "password-123" });
    const admin = await createUser({
      name: "Boss",
      email: "boss@example.com",
      password: "password-123",
      isAdmin: true,
    });
    expect(await statusAndBody(requireApiAdmin(request(await signApiToken(user))))).toMatchObject({
      status: 403,
    });
    expect((await requireApiAdmin(request(await signApiToken(admin)))).id).toBe(admin.id);
  });
});
