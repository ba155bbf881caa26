import { routePath } from "./body-limits";

/** Headers every answer carries, whatever produced it: pages, data, API JSON, feeds, media, errors, redirects. */
export function securityHeaders({ hsts }: { hsts: boolean }): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ];
  // Only when the public address is https: a browser that saw it over plain http would pin nothing useful.
  if (hsts) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

// Pages and API calls whose answer is about the signed-in user.
const USER_SPECIFIC = /^\/(admin|me|dashboard|logout|verify|api\/user)(\/|$)/;

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Whether an answer must stay out of every shared and browser cache: it sets a cookie, it is about the signed-in user,
 * or it was made for a request that carried a session or a token.
 */
export function mustNotBeStored(input: { pathname: string; setsCookie: boolean; signedIn: boolean }) {
  return input.setsCookie || input.signedIn || USER_SPECIFIC.test(routePath(input.pathname));
}
