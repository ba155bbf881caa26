import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";
import { CSRF_FIELD, CSRF_REFUSED_MESSAGE } from "./csrf";
import { getCookieSession } from "./session-storage.server";

// Anti-forgery tokens for page forms (a synchronizer token derived from the session, so nothing is stored). A
// signed-in browser's forms carry an HMAC of its session id: a page of another site cannot read it, so it cannot
// forge a post in that user's name even where SameSite cookies and our Origin check are missing (old browsers,
// proxies that drop headers). Anonymous pages carry the one token of visitors without a session: it binds the form to
// this site's secret but to no person, which is all an anonymous post can have, and it keeps those pages identical
// for everyone, so the page cache can serve them.

const ANONYMOUS = "anonymous";

// A session's token is the same on every page it views: kept per session id (bounded).
const tokensByScope = new Map<string, string>();

function tokenFor(scope: string) {
  let token = tokensByScope.get(scope);
  if (token === undefined) {
    token = createHmac("sha256", env.SESSION_SECRET).update(`csrf:${scope}`).digest("base64url");
    if (tokensByScope.size >= 1_000) tokensByScope.clear();
    tokensByScope.set(scope, token);
  }
  return token;
}

/**
 * The token this browser's forms carry: bound to the session id its cookie holds (valid or not, so a form on a page
 * whose session expired reaches the action, which sends the visitor to sign in), else the anonymous one.
 */
export async function csrfTokenFor(request: Request) {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId === "string" && sessionId) return tokenFor(sessionId);
  return tokenFor(ANONYMOUS);
}

function sameToken(posted: string, expected: string) {
  const a = Buffer.from(posted);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws a 403 (the page's error boundary shows why) unless the form carries this browser's token. */
export async function requireCsrfToken(request: Request, formData: FormData) {
  const posted = formData.get(CSRF_FIELD);
  if (typeof posted === "string" && sameToken(posted, await csrfTokenFor(request))) return;
  throw new Response(CSRF_REFUSED_MESSAGE, { status: 403, statusText: "Forbidden" });
}
