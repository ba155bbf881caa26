import { PRIVATE_NO_STORE } from "~/utils/cache-control";

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

/**
 * Whether an answer must stay out of every shared and browser cache: it sets a cookie, its address is about the
 * signed-in user (the route policy's `private`), or it was made for a request that carried a session or a token.
 */
export function mustNotBeStored(input: { privateRoute: boolean; setsCookie: boolean; signedIn: boolean }) {
  return input.setsCookie || input.signedIn || input.privateRoute;
}

/** The answer's headers with Cache-Control set to private, no-store. */
export function withNoStore(headers: [string, string][]): [string, string][] {
  return [...headers.filter(([name]) => name !== "cache-control"), ["cache-control", PRIVATE_NO_STORE]];
}
