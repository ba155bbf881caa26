// The customer's private link to an invoice, {PUBLIC_URL}/i/{token}: made as a quote's is (32 random bytes, only the
// SHA-256 kept), so every sending mails a fresh one and the earlier ones keep working.
import { randomBytes } from "node:crypto";
import type { Transaction } from "~/db/client.server";
import { invoiceLinks } from "~/db/schema";
import { publicUrl } from "~/http/public-url.server";
import { hashLinkToken } from "~/quotes/quote-links.server";

export const invoicePageUrl = (token: string) => publicUrl(`/i/${token}`);

/** Makes a new link to an invoice inside the caller's transaction and answers its token (never stored). */
export function addInvoiceLink(tx: Transaction, invoiceId: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  tx.insert(invoiceLinks)
    .values({ tokenHash: hashLinkToken(token), invoiceId, createdAt: now })
    .run();
  return token;
}
