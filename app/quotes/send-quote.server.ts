// "Send to customer": the quote's current version goes out with a fresh private link, and a linked estimate request
// moves to "Estimate sent". The customer's mail names the total, the last day and the link, and carries the quote as
// a PDF; it is queued in the sending's transaction.
import { eq } from "drizzle-orm";
import { quotes } from "~/db/schema";
import { deliverQueued } from "~/mail/send-email.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { advanceEstimateStatus } from "~/estimates/estimate.server";
import { arizonaDay } from "~/utils/dates";
import { quoteSentMail } from "./quote-mails";
import { mailFacts, queueQuoteMails, toCustomer } from "./quote-mailer.server";
import { addQuoteEvent } from "./quote-events.server";
import { addQuoteLink, quotePageUrl } from "./quote-links.server";
import { quoteDocument } from "./quote-document.server";
import { QUOTE_MESSAGES } from "./quote-options";
import { keepSentQuotePdf, pdfAttachment } from "./quote-pdf-file.server";
import { loadQuote, type QuoteRecord } from "./quote-records.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { writeQuote } from "./quote-write.server";

/** Why a quote with this "Valid until" cannot be sent at `now`, or null: its day must lie in the future. */
export const validUntilRefusal = (validUntil: string, now: Date) =>
  validUntil <= arizonaDay(now) ? refuseField(400, "validUntil", QUOTE_MESSAGES.validUntilFuture) : null;

/**
 * Sends (or sends again) a quote that is not accepted. Its "Valid until" must lie in the future. An optional "Message
 * to the customer" (already bounded by sendFormSchema) goes in the mail and stays on the customer's page with the
 * sending's timeline line. Answers the quote and the link mailed (for the office's own preview; it is not stored).
 */
export async function sendQuote(
  id: string,
  by: EditContext,
  { now = new Date(), message = "" }: Clock & { message?: string } = {},
): Promise<Result<{ quote: QuoteRecord; link: string }>> {
  const result = writeQuote(id, (tx, current) => {
    if (current.status === "accepted") return refuse(409, QUOTE_MESSAGES.locked);
    const pastDay = validUntilRefusal(current.validUntil, now);
    if (pastDay) return pastDay;
    const newVersion = current.publishedVersion !== current.version;
    tx.update(quotes)
      .set({
        status: "sent",
        publishedVersion: current.version,
        issuedAt: newVersion || !current.issuedAt ? now : current.issuedAt,
        firstSentAt: current.firstSentAt ?? now,
        lastSentAt: now,
        followUpRemindedAt: null,
        expiryRemindedAt: null,
        updatedAt: now,
      })
      .where(eq(quotes.id, id))
      .run();
    const token = addQuoteLink(tx, id, now);
    addQuoteEvent(tx, current, "sent", now, { to: current.email, ...(message ? { message } : {}) });
    const estimate = current.estimateId
      ? advanceEstimateStatus(tx, current.estimateId, "estimate_sent")
      : undefined;
    // The quote as it goes out travels with the mail, drawn by the outbox when it sends.
    const sent = loadQuote(id, tx)!;
    const link = quotePageUrl(token);
    const copy = keepSentQuotePdf(tx, sent, quoteDocument(sent, requireSiteSettings(), now), now);
    const mails = queueQuoteMails([
      toCustomer(sent, quoteSentMail(mailFacts(sent), link, message), { attachments: [pdfAttachment(copy)] }),
    ]);
    return { link, estimate, mails };
  });
  if (!result.ok) return result;
  const { quote, link, estimate, mails } = result;
  deliverQueued(mails);
  audit(by, {
    event: "quote.send",
    message: `Quote ${quote.reference} (version ${quote.version}) sent to ${quote.email}${message ? " with a message" : ""}`,
    detail: { quoteId: id, version: quote.version, estimate, ...(message ? { message } : {}) },
  });
  return { ok: true, quote, link };
}
