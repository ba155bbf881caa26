// The limits of the HTTP server itself (server/index.ts), before any route is chosen.

/** The request line and headers together; past it Node answers 431 and closes the connection. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Longer than a proxy's idle keep-alive (nginx: 60 s), so the proxy, not the app, closes idle connections. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** A client that has not sent its whole request head by then is cut off (slow-header connections). */
export const HEADERS_TIMEOUT_MS = 66_000;
/**
 * An answer the client stops taking (its socket's buffers full, nothing read) is cut off after this long without
 * progress. nginx in front reads every answer at once, so only a client that reached the app directly is ever this
 * slow; without the bound, 400 such readers kept their pages' buffers (65 MB) for as long as they liked.
 */
export const SEND_TIMEOUT_MS = 15_000;
