import { errors, jwtVerify, SignJWT } from "jose";
import { env } from "~/env.server";
import { getUserById, type UserRow } from "~/accounts/user.server";
import { apiError } from "./http.server";

export const API_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const key = new TextEncoder().encode(env.SESSION_SECRET);
const ISSUER = "contractor-site";
// Cookies are signed with the same secret: the audience keeps any other JWT we might sign from passing as an API token.
export const API_AUDIENCE = "contractor-site/api";

export type ApiTokenClaims = { userId: string; version: number };

const INVALID_TOKEN = "Your token is invalid or has expired. Sign in again.";
const REVOKED_TOKEN =
  "Your token is no longer valid: the password was changed or reset, or the account was signed out everywhere. Sign in again.";

/**
 * A signed HS256 JWT for the user, valid for a week by default. It carries the user's token version (`ver`): raising
 * the version (password change or reset, sign out everywhere, demotion) revokes every token issued before.
 */
export function signApiToken(user: Pick<UserRow, "id" | "tokenVersion">, ttlSeconds = API_TOKEN_TTL_SECONDS) {
  return new SignJWT({ ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** The user id and token version of a valid token, or null for an expired, tampered or malformed one. */
export async function verifyApiToken(token: string): Promise<ApiTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: API_AUDIENCE,
    });
    if (typeof payload.sub !== "string" || !Number.isInteger(payload.ver)) return null;
    return { userId: payload.sub, version: payload.ver as number };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request) {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The user a token stands for while it is valid and not revoked; throws the API's 401 otherwise. */
export async function userForApiToken(token: string): Promise<UserRow> {
  const claims = await verifyApiToken(token);
  const user = claims ? getUserById(claims.userId) : undefined;
  if (!claims || !user) throw apiError(401, INVALID_TOKEN);
  if (user.tokenVersion !== claims.version) throw apiError(401, REVOKED_TOKEN);
  return user;
}

/** Bearer flavour of requireUser: throws a 401 JSON answer without a valid, unrevoked token for an existing user. */
export async function requireApiUser(request: Request): Promise<UserRow> {
  const token = bearerToken(request);
  if (!token) throw apiError(401, "Sign in first: send Authorization: Bearer <token>.");
  return userForApiToken(token);
}

/** Bearer flavour of requireAdmin: 401 without a valid token, 403 for a non-admin. */
export async function requireApiAdmin(request: Request): Promise<UserRow> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) throw apiError(403, "Only administrators may do that.");
  return user;
}

/** For endpoints that are public but show more to a signed-in caller: no token is fine, a bad one is still a 401. */
export async function optionalApiUser(request: Request): Promise<UserRow | null> {
  return request.headers.has("Authorization") ? requireApiUser(request) : null;
}
