import { env, type Env } from "~/env.server";

/**
 * React Router sees a Fetch Request, which has no socket, so the HTTP server (server/site-server.ts) stamps the socket address
 * on every request under this header, overwriting whatever a client sent under the same name.
 */
export const PEER_ADDRESS_HEADER = "x-site-peer-address";

const MAX_ADDRESS_LENGTH = 64;

/** "::ffff:10.0.0.1" -> "10.0.0.1", "[::1]" -> "::1". */
function normalizeAddress(address: string) {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  return trimmed.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1").toLowerCase();
}

/** Loopback, private (RFC 1918, unique-local) and link-local addresses: where a reverse proxy of ours would sit. */
export function isPrivateAddress(address: string) {
  const ip = normalizeAddress(address);
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  return ip === "::1" || /^f[cd][0-9a-f]{0,2}:/.test(ip) || /^fe[89ab][0-9a-f]?:/.test(ip);
}

/**
 * The client's address, for per-IP rate limits and the logs. Whether X-Forwarded-For (else X-Real-IP) is believed
 * depends on TRUST_PROXY:
 * - "private" (default): only when the request came from a loopback or private address (a reverse proxy on the same
 *   host or network); the client is then the right-most forwarded address that is not itself private, so values a
 *   client put in front of the proxy's own entry are ignored. A request from a public address is taken as it is.
 * - "always": the left-most forwarded address, whoever sent it (only behind a proxy that replaces the header).
 * - "never": the socket address; the headers are ignored.
 * Without a stamped socket address (a request not made through the HTTP server, e.g. in tests) the headers are used.
 */
export function clientIp(
  request: { headers: Pick<Headers, "get"> },
  trust: Env["TRUST_PROXY"] = env.TRUST_PROXY,
) {
  const peer = normalizeAddress(request.headers.get(PEER_ADDRESS_HEADER) ?? "") || null;
  const answer = (address: string) => address.slice(0, MAX_ADDRESS_LENGTH);
  if (trust === "never") return answer(peer ?? "local");
  if (trust === "private" && peer && !isPrivateAddress(peer)) return answer(peer);

  const hops = (request.headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map(normalizeAddress)
    .filter(Boolean);
  if (hops.length > 0) {
    if (trust === "always") return answer(hops[0]);
    const client = [...hops].reverse().find((hop) => !isPrivateAddress(hop));
    return answer(client ?? hops[0]);
  }
  const realIp = normalizeAddress(request.headers.get("X-Real-IP") ?? "");
  return answer(realIp || peer || "local");
}
