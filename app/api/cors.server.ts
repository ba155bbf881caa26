import type http from "node:http";
import { env } from "~/env.server";

// CORS is off unless API_CORS_ORIGINS names origins (comma-separated, e.g. "https://app.example.com").
const corsOrigins = new Set(
  (env.API_CORS_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean),
);

const ALLOWED_HEADERS = "Authorization, Content-Type, If-None-Match";
const EXPOSED_HEADERS = "ETag, Retry-After";
const PREFLIGHT_MAX_AGE = "600";

/** The CORS headers for an allowed Origin, or none. */
function corsHeadersFor(origin: string | null | undefined): Record<string, string> {
  if (!origin || !corsOrigins.has(origin)) return {};
  return { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": EXPOSED_HEADERS };
}

/** Adds the CORS headers of the request's Origin to an API answer (Vary: Origin either way, for shared caches). */
export function withCors(request: Request, response: Response) {
  const headers = corsHeadersFor(request.headers.get("Origin"));
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  if (corsOrigins.size > 0) response.headers.append("Vary", "Origin");
  return response;
}

/**
 * Answers an OPTIONS request to /api (the HTTP server calls it before React Router, whose router refuses OPTIONS): a preflight from an allowed origin gets 204 with the allowed methods and
 * headers; anything else gets 204 with no CORS headers, which browsers read as "not allowed".
 */
export function answerApiOptions(req: http.IncomingMessage, res: http.ServerResponse) {
  const origin = req.headers.origin;
  const headers: Record<string, string> = {
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Cache-Control": "no-store",
    ...corsHeadersFor(origin),
  };
  if (headers["Access-Control-Allow-Origin"]) {
    headers["Access-Control-Allow-Methods"] = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
    headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS;
    headers["Access-Control-Max-Age"] = PREFLIGHT_MAX_AGE;
  }
  if (corsOrigins.size > 0) headers.Vary = "Origin";
  res.writeHead(204, headers);
  res.end();
}
