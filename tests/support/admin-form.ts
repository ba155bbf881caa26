// Back-office page actions called directly, as the signed-in admin's browser would post to them.
import { CSRF_FIELD } from "~/security/csrf";
import { csrfTokenFor } from "~/security/csrf.server";
import { sessionStorage } from "~/security/session-storage.server";
import { createSession } from "~/accounts/session-store.server";
import { createUser } from "~/accounts/user.server";

/** The Cookie header of a fresh signed-in session for this user. */
export async function sessionCookieOf(userId: string) {
  const session = await sessionStorage.getSession();
  session.set("sessionId", createSession(userId).id);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

/** A verified admin made for the test, signed in: who (as audit rows name them) and the session's Cookie header. */
export async function signedInAdmin(account: { name: string; email: string; password: string }) {
  const user = await createUser({ ...account, isAdmin: true, isVerified: true });
  return { actor: { id: user.id, email: user.email }, cookie: await sessionCookieOf(user.id) };
}

type PageAction = (args: {
  request: Request;
  params: Record<string, string>;
  context: object;
}) => Promise<unknown>;

/**
 * Posts a form to a page's action with the session's anti-forgery token: the action's answer, or the Response it
 * threw (a redirect, a refusal).
 */
export async function postPageForm(
  cookie: string,
  page: { action: (args: never) => unknown },
  path: string,
  fields: Record<string, string> = {},
  params: Record<string, string> = {},
) {
  const headers = { Cookie: cookie, "X-Forwarded-For": "203.0.113.9" };
  const form = new FormData();
  form.set(CSRF_FIELD, await csrfTokenFor(new Request("http://site.test/", { headers })));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`http://site.test${path}`, { method: "POST", headers, body: form });
  try {
    return await (page.action as PageAction)({ request, params, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The alert a redirect flashes for the next page. */
export async function flashedAlert(response: Response) {
  const session = await sessionStorage.getSession(response.headers.get("Set-Cookie")?.split(";")[0]);
  return session.get("alert");
}
