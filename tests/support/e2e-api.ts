// Bearer tokens for API tests: signed the way the server signs them (HS256 with the e2e server's secret, issuer
// "contractor-site", audience "contractor-site/api", sub = user id, ver = the user's token version), for users
// written straight into the e2e database.
import { SignJWT } from "jose";
import { createTestUser } from "./e2e-auth";
import { e2eSessionSecret } from "./e2e-config";

const key = new TextEncoder().encode(e2eSessionSecret);

/** A token for the user, valid for `ttlSeconds` (negative: already expired); new users have token version 0. */
export function apiTokenFor(userId: string, ttlSeconds = 60 * 60, tokenVersion = 0) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer("contractor-site")
    .setAudience("contractor-site/api")
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
