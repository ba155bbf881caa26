// Whose pending photos are whose. A pending upload's id travels in the form as a hidden field, so on its own it would
// be a bearer token: anyone who learnt one could attach (or remove) another visitor's photo. Each browser that sends
// photos gets a random owner id in a cookie signed with SESSION_SECRET, every pending photo records its owner, and a
// request only ever sees its own owner's photos. The cookie is not the session's, so the page cache still serves the
// visitor (decision 012), and it outlives a pending upload by nothing.
import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { env, isProduction, servesHttps } from "~/env.server";
import { PENDING_UPLOAD_MAX_AGE_MS } from "./photo-limits.server";

const photoOwnerCookie = createCookie("__photos", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: isProduction || servesHttps,
  maxAge: PENDING_UPLOAD_MAX_AGE_MS / 1000,
  secrets: [env.SESSION_SECRET],
});

const OWNER_ID = /^[0-9a-f]{32}$/;

/** The owner id this browser's signed cookie carries, or null (no cookie, or one not signed by us). */
export async function photoOwnerOf(request: Request): Promise<string | null> {
  const value: unknown = await photoOwnerCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && OWNER_ID.test(value) ? value : null;
}

/** This browser's owner id, made (with the Set-Cookie header that gives it to the browser) when it has none. */
export async function claimPhotoOwner(request: Request): Promise<{ owner: string; setCookie?: string }> {
  const owner = await photoOwnerOf(request);
  if (owner) return { owner };
  const made = randomBytes(16).toString("hex");
  return { owner: made, setCookie: await photoOwnerCookie.serialize(made) };
}
