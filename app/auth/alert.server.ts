import { redirect } from "react-router";
import type { Alert } from "~/utils/alert";
import { getCookieSession, sessionStorage } from "~/security/session-storage.server";

/** Redirects and shows an alert on the next page, rendered by the server so it works without JavaScript. */
export async function redirectWithAlert(request: Request, to: string, alert: Alert, init: ResponseInit = {}) {
  const session = await getCookieSession(request);
  session.flash("alert", alert);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return redirect(to, { ...init, headers });
}

/**
 * Reads (and so clears) the pending alert; the caller must send the returned Set-Cookie header. A cookie left with
 * nothing in it is removed, so the visitor is anonymous again and gets the cached pages.
 */
export async function takeAlert(request: Request) {
  const session = await getCookieSession(request);
  const alert = session.get("alert") ?? null;
  if (!alert) return { alert, setCookie: null };
  const empty = !session.has("sessionId");
  const setCookie = empty
    ? await sessionStorage.destroySession(session)
    : await sessionStorage.commitSession(session);
  return { alert, setCookie };
}
