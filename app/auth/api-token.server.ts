import { errors, jwtVerify, SignJWT } from "jose";
import { apiError } from "~/api/http.server";
import { env } from "~/env.server";
import { getUserById, type UserRow } from "~/models/user.server";

export const API_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const key = new TextEncoder().encode(env.SESSION_SECRET);
const ISSUER = "contractor-site";

/** A signed HS256 JWT carrying the user id, valid for a week by default. */
export function signApiToken(user: Pick<UserRow, "id">, ttlSeconds = API_TOKEN_TTL_SECONDS) {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

/** The user id in a valid token, or null for an expired, tampered or malformed one. */
export async function verifyApiToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER });
    return typeof payload.sub === "string" ? payload.sub : null;
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

/** Bearer flavour of requireUser: throws a 401 JSON answer without a valid token for an existing user. */
export async function requireApiUser(request: Request): Promise<UserRow> {
  const token = bearerToken(request);
  if (!token) throw apiError(401, "Sign in first: send Authorization: Bearer <token>.");
  const userId = await verifyApiToken(token);
  const user = userId ? getUserById(userId) : undefined;
  if (!user) throw apiError(401, "Your token is invalid or has expired. Sign in again.");
  return user;
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
