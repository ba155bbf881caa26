import { redirect } from "@remix-run/node";
import { createSession, deleteSession, getActiveSession } from "~/models/session.server";
import { getUserById, type UserRow } from "~/models/user.server";
import { getCookieSession, sessionStorage } from "./session-storage.server";

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

/** Starts a fresh session (a new id, so a fixated cookie is useless) and redirects with it set. */
export async function signInAndRedirect(
  request: Request,
  userId: string,
  to: string,
  init: ResponseInit = {},
) {
  const session = await getCookieSession(request);
  const previous = session.get("sessionId");
  if (previous) deleteSession(previous);
  const row = createSession(userId);
  session.set("sessionId", row.id);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session, { expires: row.expiresAt }));
  return redirect(to, { ...init, headers });
}

export async function signOutAndRedirect(request: Request, to = "/") {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (sessionId) deleteSession(sessionId);
  return redirect(to, { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}

/** A same-site path to return to after sign-in; anything else (other hosts, `//evil`) falls back. */
export function safeRedirectPath(
  to: FormDataEntryValue | string | null | undefined,
  fallback = "/admin/dashboard",
) {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\"))
    return fallback;
  return to;
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  return redirect(`/login?${new URLSearchParams({ redirectTo })}`);
}

/** Guards of SPEC §4, thrown as redirects: no session goes to /login (and comes back after). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** A signed-in user who is verified; an unverified non-admin goes to /verify. */
export async function requireVerifiedUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!user.isVerified && !user.isAdmin) throw redirect("/verify");
  return user;
}

/** An admin; others are sent on by the guards above, and a verified non-admin goes to /. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireVerifiedUser(request);
  if (!user.isAdmin) throw redirect("/");
  return user;
}

/** Pages for signed-out visitors only (login, signup): a signed-in user goes to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getUser(request)) throw redirect("/admin/dashboard");
}
