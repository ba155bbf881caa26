import { createCookieSessionStorage } from "@remix-run/node";
import { env, isProduction, servesHttps } from "~/env.server";

export type Alert = { kind: "success" | "error" | "info" | "warning"; message: string };

type SessionData = { sessionId: string };
type FlashData = { alert: Alert };

/** The app's own cookie: the id of a row in `sessions`, plus one-shot alerts (flash) shown after a redirect. */
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isProduction || servesHttps,
    secrets: [env.SESSION_SECRET],
  },
});

export const getCookieSession = (request: Request) =>
  sessionStorage.getSession(request.headers.get("Cookie"));
