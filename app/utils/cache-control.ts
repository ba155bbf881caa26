// Every Cache-Control value the site sends, by what it is for; the HTTP layer (server/) and the routes share them.

/** Content-hashed files (the build's assets, media variants): never change, kept a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files whose name stays when they change (public/, original media): an hour. */
export const AN_HOUR = "public, max-age=3600";
/** robots.txt, the favicon redirect: a day. */
export const A_DAY = "public, max-age=86400";
/** Public API reads: a minute, as the pages they feed. */
export const A_MINUTE = "public, max-age=60";
/** The API's OpenAPI document: five minutes. */
export const FIVE_MINUTES = "public, max-age=300";
/**
 * Anonymous pages: a CDN or proxy in front (nginx in deploy/ is one) may keep them a minute, serve them stale while it
 * refreshes them, and for a day while the app cannot answer (decision 034).
 */
export const SHARED_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400";
/** Anything about a signed-in user, or that sets a cookie: no cache keeps it. */
export const PRIVATE_NO_STORE = "private, no-store";
