// The customer's private link, {PUBLIC_URL}/q/{token}: 32 random bytes (256 bits) as base64url. Only the token's
// SHA-256 is stored, so the database alone opens no quote; the server cannot rebuild a link it sent, so every sending
// mails a fresh one and the earlier ones keep working (decision 027).
import type { Transaction } from "~/db/client.server";
import { quoteLinks } from "~/db/schema";
import { hashLinkToken, newLinkToken } from "~/security/private-links.server";
import { publicUrl } from "~/http/public-url.server";

export { hashLinkToken };

/** The customer's page for a token. */
export const quotePageUrl = (token: string) => publicUrl(`/q/${token}`);

/** Makes a new link to a quote inside the caller's transaction and answers its token (never stored). */
export function addQuoteLink(tx: Transaction, quoteId: string, now: Date) {
  const token = newLinkToken();
  tx.insert(quoteLinks)
    .values({ tokenHash: hashLinkToken(token), quoteId, createdAt: now })
    .run();
  return token;
}
