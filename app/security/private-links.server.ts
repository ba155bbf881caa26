// The private links the site mails or shows (a customer's quote /q/{token}, a crew's calendar /calendar/{token}.ics):
// a 256-bit token in base64url, of which only the SHA-256 is stored, so the database alone opens nothing.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { env } from "~/env.server";

const TOKEN_BYTES = 32;

/** The SHA-256 (hex) a link's token is stored and looked up as. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token: 32 bytes (256 bits), base64url. */
export const newLinkToken = () => randomBytes(TOKEN_BYTES).toString("base64url");

/** A token longer than any the site makes is not looked up. */
export const plausibleLinkToken = (token: string) => token.length > 0 && token.length <= 200;

/**
 * A token that a page may show again: derived from a random seed (stored) with SESSION_SECRET (never stored), so the
 * server can rebuild it while the database alone cannot. HMAC-SHA-256 gives 256 bits; `purpose` keeps tokens of
 * different kinds apart.
 */
export const derivedLinkToken = (purpose: string, seed: string) =>
  createHmac("sha256", env.SESSION_SECRET).update(`${purpose}:${seed}`).digest("base64url");
