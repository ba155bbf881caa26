import { describe, expect, test } from "vitest";
import { getActiveSession } from "~/models/session.server";
import { createUser } from "~/models/user.server";
import {
  getSessionUser,
  landingPathFor,
  requireAdmin,
  requireAnonymous,
  requireUser,
  requireVerifiedUser,
  safeRedirectPath,
  signInAndRedirect,
  signOutAndRedirect,
} from "./session.server";

const url = (path: string) => `http://site.test${path}`;

/** The cookie a response sets, as the browser would send it back. */
const cookieFrom = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

async function thrownRedirect(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get("Location");
}

async function signedInRequest(options: { isAdmin?: boolean; isVerified?: boolean }, path: string) {
  const user = await createUser({
    name: "Guarded",
    email: `guard-${Math.random().toString(36).slice(2)}@example.com`,
    password: "password-123",
    ...options,
  });
  const response = await signInAndRedirect(new Request(url("/login")), user.id, "/");
  return { user, request: new Request(url(path), { headers: { Cookie: cookieFrom(response) } }) };
}

describe("redirect targets", () => {
  test("only same-site paths are followed", () => {
    expect(safeRedirectPath("/admin/messages?page=2")).toBe("/admin/messages?page=2");
    for (const bad of [
      "https://evil.test",
      "//evil.test",
      "/\\evil.test",
      "/\t/evil.test",
      "evil",
      "",
      null,
    ]) {
      expect(safeRedirectPath(bad)).toBe("/admin/dashboard");
    }
    expect(safeRedirectPath("//evil.test", "")).toBe("");
  });

  test("the landing page applies the guards up front", () => {
    const admin = { isAdmin: true, isVerified: true };
    const member = { isAdmin: false, isVerified: true };
    const unverified = { isAdmin: false, isVerified: false };
    expect(landingPathFor(admin, null)).toBe("/admin/dashboard");
    expect(landingPathFor(admin, "/admin/messages")).toBe("/admin/messages");
    expect(landingPathFor(member, null)).toBe("/");
    expect(landingPathFor(member, "/admin/users")).toBe("/");
    expect(landingPathFor(member, "/blog")).toBe("/blog");
    expect(landingPathFor(member, "/administrators-guide")).toBe("/administrators-guide");
    expect(landingPathFor(unverified, null)).toBe("/verify");
    expect(landingPathFor(unverified, "/blog")).toBe("/verify?redirectTo=%2Fblog");
    expect(landingPathFor({ isAdmin: true, isVerified: false }, null)).toBe("/admin/dashboard");
  });
});

describe("sessions", () => {
  test("sign-in sets an httpOnly, SameSite=Lax cookie naming a new session row, with the alert flashed", async () => {
    const user = await createUser({ name: "S", email: "s@example.com", password: "password-123" });
    const response = await signInAndRedirect(new Request(url("/login")), user.id, "/", {
      alert: { kind: "success", message: "Signed in successfully" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Expires=/i);
    const { user: signedIn, sessionId } = await getSessionUser(
      new Request(url("/"), { headers: { Cookie: cookieFrom(response) } }),
    );
    expect(signedIn?.id).toBe(user.id);
    expect(signedIn && "passwordHash" in signedIn).toBe(false);
    expect(getActiveSession(sessionId!)).toBeDefined();
  });

  test("signing in again rotates the session id and ends the old one; signing out destroys it", async () => {
    const user = await createUser({ name: "R", email: "r@example.com", password: "password-123" });
    const first = await signInAndRedirect(new Request(url("/login")), user.id, "/");
    const firstCookie = cookieFrom(first);
    const { sessionId: firstId } = await getSessionUser(
      new Request(url("/"), { headers: { Cookie: firstCookie } }),
    );

    const second = await signInAndRedirect(
      new Request(url("/login"), { headers: { Cookie: firstCookie } }),
      user.id,
      "/",
    );
    const { sessionId: secondId } = await getSessionUser(
      new Request(url("/"), { headers: { Cookie: cookieFrom(second) } }),
    );
    expect(secondId).toBeTruthy();
    expect(secondId).not.toBe(firstId);
    expect(getActiveSession(firstId!)).toBeUndefined();
    // The old cookie is worthless now.
    expect(
      (await getSessionUser(new Request(url("/"), { headers: { Cookie: firstCookie } }))).user,
    ).toBeNull();

    const out = await signOutAndRedirect(
      new Request(url("/logout"), { headers: { Cookie: cookieFrom(second) } }),
    );
    expect(out.headers.get("Location")).toBe("/");
    expect(out.headers.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(getActiveSession(secondId!)).toBeUndefined();
  });
});

describe("guards (SPEC §4)", () => {
  test("no session goes to /login, remembering where it was going", async () => {
    const request = new Request(url("/admin/messages?page=2"));
    expect(await thrownRedirect(requireUser(request))).toBe(
      "/login?redirectTo=%2Fadmin%2Fmessages%3Fpage%3D2",
    );
    expect(await thrownRedirect(requireAdmin(request))).toMatch(/^\/login\?/);
  });

  test("an unverified non-admin goes to /verify; a non-admin on an admin page goes to /", async () => {
    const unverified = await signedInRequest({ isVerified: false }, "/admin/messages");
    expect(await thrownRedirect(requireVerifiedUser(unverified.request))).toBe(
      "/verify?redirectTo=%2Fadmin%2Fmessages",
    );
    expect(await thrownRedirect(requireAdmin(unverified.request))).toMatch(/^\/verify/);

    const member = await signedInRequest({ isVerified: true }, "/admin/messages");
    expect((await requireVerifiedUser(member.request)).id).toBe(member.user.id);
    expect(await thrownRedirect(requireAdmin(member.request))).toBe("/");

    const admin = await signedInRequest({ isAdmin: true, isVerified: true }, "/admin/messages");
    expect((await requireAdmin(admin.request)).id).toBe(admin.user.id);
  });

  test("sign-in pages send a signed-in user on to where they would land", async () => {
    const member = await signedInRequest({ isVerified: true }, "/login");
    expect(await thrownRedirect(requireAnonymous(member.request))).toBe("/");
    const admin = await signedInRequest(
      { isAdmin: true, isVerified: true },
      "/login?redirectTo=/admin/users",
    );
    expect(await thrownRedirect(requireAnonymous(admin.request))).toBe("/admin/users");
    await expect(requireAnonymous(new Request(url("/login")))).resolves.toBeUndefined();
  });
});
