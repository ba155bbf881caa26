import { redirect } from "react-router";
import { createSession, deleteSession, getActiveSession } from "~/accounts/session-store.server";
import { getUserById, type UserRow } from "~/accounts/user.server";
import type { Alert } from "~/utils/alert";
import { getCookieSession, sessionStorage } from "~/security/session-storage.server";
import { pageUrlOf } from "~/utils/page-url";

export type SessionUser = Omit<UserRow, "passwordHash">;

function withoutSecrets(user: UserRow): SessionUser {
  const { passwordHash: _passwordHash, ...rest } = user;
  return rest;
}

/** The signed-in user and the id of their session row, or nulls. */
export async function getSessionUser(request: Request) {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (!sessionId) return { user: null, sessionId: null };
  const row = getActiveSession(sessionId);
  const user = row ? getUserById(row.userId) : undefined;
  return user ? { user: withoutSecrets(user), sessionId } : { user: null, sessionId: null };
}

export async function getUser(request: Request) {
  return (await getSessionUser(request)).user;
}

/**
 * Starts a fresh session (a new id, so a fixated cookie is useless) and redirects with it set; an optional alert is
 * shown on the next page.
 */
export async function signInAndRedirect(
  request: Request,
  userId: string,
  to: string,
  init: ResponseInit & { alert?: Alert } = {},
) {
  const { alert, ...responseInit } = init;
  const session = await getCookieSession(request);
  const previous = session.get("sessionId");
  if (previous) deleteSession(previous);
  const row = createSession(userId);
  session.set("sessionId", row.id);
  if (alert) session.flash("alert", alert);
  const headers = new Headers(responseInit.headers);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session, { expires: row.expiresAt }));
  return redirect(to, { ...responseInit, headers });
}

/** Ends this browser's session and redirects; an optional alert is shown on the next page. */
export async function signOutAndRedirect(request: Request, to = "/", alert?: Alert) {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (sessionId) deleteSession(sessionId);
  if (!alert)
    return redirect(to, { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
  session.unset("sessionId");
  session.flash("alert", alert);
  return redirect(to, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

const DEFAULT_LANDING_PATH = "/admin/dashboard";

/** A same-site path to return to after sign-in; anything else (other hosts, `//evil`, `/\\evil`) falls back. */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = DEFAULT_LANDING_PATH,
) {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return fallback;
  // Browsers drop tabs and newlines from URLs and read a backslash as "/", so such paths could still leave the site.
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  // A Location header holds bytes, not text: a raw "é" arrives garbled and a character above U+00FF makes the
  // redirect throw (a 500), so anything outside printable ASCII is sent percent-encoded, as a browser would.
  return to.replace(/[^\u0021-\u007e]+/g, (run) =>
    Array.from(
      new TextEncoder().encode(run),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    ).join(""),
  );
}

const isAdminPath = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);

/**
 * Where a user lands after sign-in, sign-up or verification: the requested page (default /admin/dashboard), with the
 * guards below applied up front so no chain of redirects is needed: an unverified non-admin goes to /verify
 * (keeping the target for later), a non-admin asking for an admin page goes to /.
 */
export function landingPathFor(
  user: Pick<SessionUser, "isAdmin" | "isVerified">,
  redirectTo?: FormDataEntryValue | string | null,
) {
  const target = safeRedirectPath(redirectTo);
  if (!user.isAdmin && !user.isVerified) return verifyPath(target);
  if (!user.isAdmin && isAdminPath(target)) return "/";
  return target;
}

function verifyPath(redirectTo: string) {
  return redirectTo === DEFAULT_LANDING_PATH || redirectTo.startsWith("/verify")
    ? "/verify"
    : `/verify?${new URLSearchParams({ redirectTo })}`;
}

function loginRedirect(request: Request) {
  const url = pageUrlOf(request);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}

/** The first guard, thrown as a redirect: no session goes to /login (and comes back after). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** A signed-in user who is verified; an unverified non-admin goes to /verify. */
export async function requireVerifiedUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isVerified && !user.isAdmin) {
    const url = pageUrlOf(request);
    throw redirect(verifyPath(`${url.pathname}${url.search}`));
  }
  return user;
}

/** An admin; others are sent on by the guards above, and a verified non-admin goes to /. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireVerifiedUser(request);
  if (!user.isAdmin) throw redirect("/");
  return user;
}

/** Pages for signed-out visitors only (login, signup): a signed-in user goes where they would land after sign-in. */
export async function requireAnonymous(request: Request) {
  const user = await getUser(request);
  if (user) throw redirect(landingPathFor(user, new URL(request.url).searchParams.get("redirectTo")));
}
