/**
 * The client's address as the reverse proxy in front of remix-serve reports it (remix-serve itself passes none).
 * Deployments must run behind a proxy that sets X-Forwarded-For; without one every client counts as "local".
 */
export function clientIp(request: Request) {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("X-Real-IP")?.trim() || "local";
}
