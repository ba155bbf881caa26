import type { IncomingHttpHeaders } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins a browser may post from: the public one, and for a local origin (`npm start`'s default
 * http://localhost:3000, or `npm run dev`) every loopback spelling of it: people open http://127.0.0.1:3000 as often
 * as http://localhost:3000, and only this machine can reach either.
 */
export function allowedPostOrigins(publicOrigin: string): Set<string> {
  const origins = new Set([publicOrigin]);
  const url = new URL(publicOrigin);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : "";
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${port}`);
  }
  return origins;
}

export type OriginVerdict = { allowed: true; origin: string | null } | { allowed: false; reason: string };

/**
 * Whether a request that may change something comes from our own pages. A browser says where a post comes from:
 * `Origin` (every modern browser on a POST) or, failing that, `Sec-Fetch-Site`. A post from any other origin (another
 * site, another port of this host, a sandboxed frame's "null") is refused before any page code runs, sign-in
 * included. A client that sends neither header is not a browser acting for someone else (curl, a mail provider's
 * one-click unsubscribe), so it passes on to the usual guards.
 */
export function checkPostOrigin(
  method: string,
  headers: IncomingHttpHeaders,
  allowed: ReadonlySet<string>,
): OriginVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true, origin: null };
  const origin = headers.origin;
  const site = headers["sec-fetch-site"];
  // A page sent with `Referrer-Policy: no-referrer` (a customer's quote) makes the browser send "Origin: null" with its
  // own forms; Sec-Fetch-Site, which pages cannot set, still says where the form came from. A sandboxed frame's
  // "null" is never same-origin.
  if (origin === "null" && site === "same-origin") return { allowed: true, origin: null };
  if (typeof origin === "string" && origin !== "") {
    return allowed.has(origin.toLowerCase().replace(/\/+$/, ""))
      ? { allowed: true, origin }
      : { allowed: false, reason: `Origin ${origin.slice(0, 100)}` };
  }
  if (site === "cross-site" || site === "same-site") {
    return { allowed: false, reason: `Sec-Fetch-Site ${site}` };
  }
  return { allowed: true, origin: null };
}
