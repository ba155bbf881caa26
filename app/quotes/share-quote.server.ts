// "Share this quote" on /q/{token}: the customer mails the quote to someone else who must see it (an HOA's board, a
// company's manager). The mail carries a link of its own, so the office's timeline tells who opened it through whom
// apart from the customer's; each share is a timeline line and an audit row, and a quote is shared a bounded number
// of times (QUOTE_LIMITS.shares) on top of the page's own rate limit.
import { deliverQueued } from "~/mail/send-email.server";
import { logEvent } from "~/logs/audit.server";
import { refuse, type Result } from "~/utils/result";
import { answerInTransaction, logContext, type CustomerContext } from "./customer-answers.server";
import { addQuoteEvent } from "./quote-events.server";
import { addQuoteLink, quotePageUrl } from "./quote-links.server";
import { quoteSharedMail } from "./quote-mails";
import { mailFacts, queueQuoteMails } from "./quote-mailer.server";
import { QUOTE_LIMITS, QUOTE_MESSAGES } from "./quote-options";

/** Mails the quote of `token` to `email` with a fresh private link, unless the quote was shared enough times. */
export async function shareQuote(
  token: string,
  values: { email: string },
  context: CustomerContext,
): Promise<Result<{ email: string }>> {
  const now = context.now ?? new Date();
  const result = answerInTransaction(token, (tx, quote) => {
    const shares = quote.events.filter((event) => event.type === "shared").length;
    if (shares >= QUOTE_LIMITS.shares) return refuse(409, QUOTE_MESSAGES.tooManyShares(QUOTE_LIMITS.shares));
    const link = quotePageUrl(addQuoteLink(tx, quote.id, now));
    addQuoteEvent(tx, quote, "shared", now, { to: values.email });
    // The link opens the quote: the mail keeps only its envelope once delivered, like the customer's own.
    const mails = queueQuoteMails([
      { to: values.email, ...quoteSharedMail(mailFacts(quote), link), sensitive: true },
    ]);
    return { ok: true as const, quote, mails };
  });
  if (!result.ok) return result;
  deliverQueued(result.mails);
  logEvent(logContext(context, result.quote.id), {
    event: "quote.share",
    message: `Quote ${result.quote.reference} shared by the customer with ${values.email}`,
    detail: { quoteId: result.quote.id, to: values.email },
  });
  return { ok: true, email: values.email };
}
