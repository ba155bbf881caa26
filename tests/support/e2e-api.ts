// Bearer tokens for API tests: signed the way the server signs them (HS256 with the e2e server's secret, issuer
// "contractor-site", sub = user id), for users written straight into the e2e database.
import { SignJWT } from "jose";
import { createTestUser } from "./e2e-auth";
import { e2eSessionSecret } from "./e2e-config";

const key = new TextEncoder().encode(e2eSessionSecret);

/** A token for the user, valid for `ttlSeconds` (negative: already expired). */
export function apiTokenFor(userId: string, ttlSeconds = 60 * 60) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer("contractor-site")
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
}

/** A new user (admin unless told otherwise) with a bearer token and the Authorization header to send it. */
export async function createApiUser(options: Parameters<typeof createTestUser>[0] = { isAdmin: true }) {
  const user = await createTestUser(options);
  const token = await apiTokenFor(user.id);
  return { user, token, headers: { Authorization: `Bearer ${token}` } };
}
