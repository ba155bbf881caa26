import { describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { eq } from "drizzle-orm";
import {
  createSession,
  getActiveSession,
  pruneSessions,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from "~/accounts/session-store.server";
import { createUser } from "~/accounts/user.server";
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
    password: "guarded-password-1",
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

  test("a return path outside ASCII is percent-encoded, so the redirect header can hold it", () => {
    expect(safeRedirectPath("/blog?q=café")).toBe("/blog?q=caf%C3%A9");
    expect(safeRedirectPath("/Ā ¿")).toBe("/%C4%80%20%C2%BF");
    expect(safeRedirectPath("/blog?q=caf%C3%A9")).toBe("/blog?q=caf%C3%A9");
    // Found by wapiti: a character above U+00FF in the newsletter form's redirectTo made the redirect throw (a 500).
    expect(() => new Headers({ Location: safeRedirectPath("/Ā") })).not.toThrow();
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
    const user = await createUser({ name: "S", email: "s@example.com", password: "guarded-password-1" });
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
    const user = await createUser({ name: "R", email: "r@example.com", password: "guarded-password-1" });
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

describe("guards: no session to /login, unverified to /verify, non-admin off admin pages", () => {
  test("no session goes to /login, remembering where it was going", async () => {
    const request = new Request(url("/admin/messages?page=2"));
    expect(await thrownRedirect(requireUser(request))).toBe(
      "/login?redirectTo=%2Fadmin%2Fmessages%3Fpage%3D2",
    );
    expect(await thrownRedirect(requireAdmin(request))).toMatch(/^\/login\?/);
  });

  test("a navigation in the browser (a data request) remembers its page, not the data address", async () => {
    const request = new Request(url("/admin/messages.data?page=2&_routes=routes%2Fadmin.messages._index"));
    expect(await thrownRedirect(requireUser(request))).toBe(
      "/login?redirectTo=%2Fadmin%2Fmessages%3Fpage%3D2",
    );
    const unverified = await signedInRequest({ isVerified: false }, "/admin/messages.data?_routes=x");
    expect(await thrownRedirect(requireVerifiedUser(unverified.request))).toBe(
      "/verify?redirectTo=%2Fadmin%2Fmessages",
    );
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

describe("session lifetime", () => {
  const HOUR = 60 * 60_000;
  const lastSeenOf = (id: string) =>
    db.select().from(sessions).where(eq(sessions.id, id)).get()?.lastSeenAt?.getTime();

  test("a session ends after 12 hours without use; use keeps it going, written at most every few minutes", async () => {
    const user = await createUser({ name: "I", email: "idle@example.com", password: "idle-password-1" });
    const start = Date.now();
    const idle = createSession(user.id, SESSION_TTL_MS, start);
    const used = createSession(user.id, SESSION_TTL_MS, start);
    expect(SESSION_IDLE_MS).toBe(12 * HOUR);

    // A page view a minute later reads the session without writing.
    expect(getActiveSession(used.id, start + 60_000)).toBeDefined();
    expect(lastSeenOf(used.id)).toBe(start);
    expect(SESSION_TOUCH_INTERVAL_MS).toBeLessThanOrEqual(5 * 60_000);
    // Past the touch interval it records the use.
    expect(getActiveSession(used.id, start + 11 * HOUR)).toBeDefined();
    expect(lastSeenOf(used.id)).toBe(start + 11 * HOUR);

    expect(getActiveSession(idle.id, start + 12 * HOUR + 1000)).toBeUndefined();
    expect(getActiveSession(used.id, start + 22 * HOUR)).toBeDefined();
    expect(getActiveSession(used.id, start + 34 * HOUR + 1000)).toBeUndefined();
  });

  test("a session ends 30 days after sign-in however often it is used; rows from before lastSeenAt count from creation", async () => {
    const user = await createUser({ name: "A", email: "absolute@example.com", password: "absolute-pass-1" });
    const start = Date.now();
    const session = createSession(user.id, SESSION_TTL_MS, start);
    for (let t = start; t < start + SESSION_TTL_MS; t += 10 * HOUR) {
      expect(getActiveSession(session.id, t)).toBeDefined();
    }
    expect(getActiveSession(session.id, start + SESSION_TTL_MS)).toBeUndefined();

    const legacy = createSession(user.id, SESSION_TTL_MS, start);
    db.update(sessions).set({ lastSeenAt: null }).where(eq(sessions.id, legacy.id)).run();
    expect(getActiveSession(legacy.id, start + 11 * HOUR)).toBeDefined();
    expect(lastSeenOf(legacy.id)).toBe(start + 11 * HOUR);
  });

  test("pruning deletes expired and idle sessions only", async () => {
    const user = await createUser({
      name: "P",
      email: "prune-sessions@example.com",
      password: "prune-pass-12",
    });
    const now = Date.now();
    const fresh = createSession(user.id, SESSION_TTL_MS, now);
    const idle = createSession(user.id, SESSION_TTL_MS, now - 13 * HOUR);
    const expired = createSession(user.id, 60_000, now - 2 * 60_000);
    expect(pruneSessions(now)).toBeGreaterThanOrEqual(2);
    expect(getActiveSession(fresh.id, now)).toBeDefined();
    for (const gone of [idle, expired]) {
      expect(db.select().from(sessions).where(eq(sessions.id, gone.id)).get()).toBeUndefined();
    }
  });

  test("an idle session's cookie no longer signs anyone in", async () => {
    const user = await createUser({
      name: "C",
      email: "idle-cookie@example.com",
      password: "idle-cookie-pw1",
    });
    const response = await signInAndRedirect(new Request(url("/login")), user.id, "/");
    const request = () => new Request(url("/"), { headers: { Cookie: cookieFrom(response) } });
    const { sessionId } = await getSessionUser(request());
    db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, sessionId!))
      .run();
    expect((await getSessionUser(request())).user).toBeNull();
    expect(await thrownRedirect(requireUser(request()))).toMatch(/^\/login/);
  });
});
