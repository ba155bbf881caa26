import { createCookieSessionStorage, createSession, type Session } from "react-router";
import { env, isProduction, servesHttps } from "~/env.server";
import type { Alert } from "~/utils/alert";
import { SESSION_COOKIE } from "./session-cookie";

type SessionData = { sessionId: string };
type FlashData = { alert: Alert };

/** The app's own cookie: the id of a row in `sessions`, plus one-shot alerts (flash) shown after a redirect. */
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isProduction || servesHttps,
    secrets: [env.SESSION_SECRET],
  },
});

// A signed-in browser sends the same Cookie header with every page, and a page reads its session several times (the
// user, the pending alert, the form token): the payload of a header whose signature checked out is kept, so each read
// is a fresh Session made from it instead of another HMAC check and JSON parse. Bounded; a changed cookie is a new key.
const verifiedPayloads = new Map<string, CookieSession["data"]>();
const MAX_VERIFIED_PAYLOADS = 1_000;

type CookieSession = Session<SessionData, FlashData>;

/** This request's cookie session: a new Session object per call (callers may change theirs before committing it). */
export const getCookieSession = (request: Request) => cookieSessionOf(request.headers.get("Cookie"));

/** The cookie session a Cookie header carries. */
async function cookieSessionOf(header: string | null | undefined) {
  const kept = header ? verifiedPayloads.get(header) : undefined;
  // A session copies the payload into a map of its own (the values are only read), and the payload holds flash values
  // under their own keys, so a session made from it reads them as flash again.
  if (kept) return createSession(kept) as unknown as CookieSession;
  const session = await sessionStorage.getSession(header);
  if (header) {
    if (verifiedPayloads.size >= MAX_VERIFIED_PAYLOADS) verifiedPayloads.clear();
    verifiedPayloads.set(header, session.data);
  }
  return session;
}
