// The customer's answers on /q/{token}: add optional items, accept and sign, decline, request changes. Each is one
// transaction with its timeline line and its mails, queued in it, so a stored answer never lacks its mail. An answer always names the version the customer saw (accept
// and options), so a quote revised in the meantime is never signed unseen (decision 027).
import { eq } from "drizzle-orm";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { deliverQueued } from "~/mail/send-email.server";
import { quoteAcceptances, quoteChosenItems, quotes } from "~/db/schema";
import { logEvent } from "~/logs/audit.server";
import { drawKeptPdfSoon } from "~/pdf/pdf-files.server";
import { advanceEstimateStatus } from "~/estimates/estimate.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { formatLongDate } from "~/utils/dates";
import { createId } from "~/utils/id.server";
import { publicOrigin } from "~/http/public-url.server";
import { documentSha256, quoteDocument } from "./quote-document.server";
import { addQuoteEvent } from "./quote-events.server";
import { quotePageUrl } from "./quote-links.server";
import {
  changesReceivedMail,
  changesRequestedOfficeMail,
  quoteAcceptedOfficeMail,
  quoteDeclinedOfficeMail,
  signedQuoteMail,
} from "./quote-mails";
import { mailFacts, queueQuoteMails, toCustomer, toOffice } from "./quote-mailer.server";
import { consentText, ESIGN_CONSENT, QUOTE_MESSAGES, QUOTE_STATUS_LABELS } from "./quote-options";
import { keepSignedQuotePdf, pdfAttachment } from "./quote-pdf-file.server";
import {
  isPastValidUntil,
  loadQuote,
  quoteIdForToken,
  statusAt,
  totalsOf,
  type QuoteAcceptanceRow,
  type QuoteRecord,
} from "./quote-records.server";
import { refuse, refuseField, type Refusal, type Result } from "~/utils/result";
import type { AcceptFormValues } from "./quote-schema";

/** Who answers: the customer's browser, as the evidence records it. */
export type CustomerContext = { ip: string; userAgent: string; now?: Date };

export const logContext = (context: CustomerContext, quoteId: string) => ({
  actor: null,
  ip: context.ip,
  path: `/q/…/${quoteId}`,
});

/** The quote of a token inside a transaction, or the 404. */
function quoteOfToken(tx: Transaction, token: string): QuoteRecord | Refusal {
  const id = quoteIdForToken(token, tx);
  const quote = id ? loadQuote(id, tx) : undefined;
  return quote ?? refuse(404, QUOTE_MESSAGES.notFound);
}

/** Runs an answer in one write transaction on the quote of a token; an unknown token is the 404. */
export function answerInTransaction<T>(
  token: string,
  work: (tx: Transaction, quote: QuoteRecord) => T,
): T | Refusal {
  return writeTransaction((tx) => {
    const quote = quoteOfToken(tx, token);
    return "ok" in quote ? quote : work(tx, quote);
  });
}

/**
 * Whether the quote takes an answer on `version` now: the version the customer saw is the current, published one;
 * the quote is waiting for an answer; its last day has not ended.
 */
function openFor(quote: QuoteRecord, version: number | null, now: Date): Refusal | null {
  if (version !== null && (version !== quote.version || quote.publishedVersion !== quote.version)) {
    return refuse(409, QUOTE_MESSAGES.versionChanged);
  }
  if (quote.status !== "sent" && quote.status !== "changes_requested") {
    const status = statusAt(quote, now);
    return refuse(409, QUOTE_MESSAGES.closed(QUOTE_STATUS_LABELS[status]));
  }
  if (isPastValidUntil(quote.validUntil, now)) {
    return refuse(409, QUOTE_MESSAGES.expired(formatLongDate(quote.validUntil)));
  }
  return null;
}

/**
 * Stores which optional items the customer adds, inside the caller's transaction: the quote as it now reads, or the
 * refusal of an id that is not one of its optional items.
 */
function storeChoice(
  tx: Transaction,
  quote: QuoteRecord,
  option: string[],
  now: Date,
): QuoteRecord | Refusal {
  const optional = new Set(quote.items.filter((item) => item.optional).map((item) => item.id));
  const chosen = [...new Set(option)];
  if (chosen.some((id) => !optional.has(id))) return refuseField(400, "option", QUOTE_MESSAGES.notOptional);
  const before = [...quote.chosenItemIds].sort().join(",");
  if (before === [...chosen].sort().join(",")) return quote;
  tx.delete(quoteChosenItems).where(eq(quoteChosenItems.quoteId, quote.id)).run();
  for (const itemId of chosen) tx.insert(quoteChosenItems).values({ quoteId: quote.id, itemId }).run();
  addQuoteEvent(tx, quote, "options_changed", now, { chosen });
  return loadQuote(quote.id, tx)!;
}

/** "Update total": sets which optional items the customer adds; the server computes the totals. */
export function chooseOptionalItems(
  token: string,
  choice: { version: number; option: string[] },
  context: CustomerContext,
): Result<{ quote: QuoteRecord }> {
  const now = context.now ?? new Date();
  return answerInTransaction(token, (tx, quote) => {
    const closed = openFor(quote, choice.version, now);
    if (closed) return closed;
    const stored = storeChoice(tx, quote, choice.option, now);
    return "ok" in stored ? stored : { ok: true as const, quote: stored };
  });
}

export type AcceptOutcome = { quote: QuoteRecord; acceptance: QuoteAcceptanceRow; alreadySigned: boolean };

/**
 * "Accept and sign" (values checked by acceptFormSchema: the consent, then the typed full name, and the optional items
 * ticked when the form names them). Stores the evidence:
 * the version, the name, a drawn signature if any, the consent and its version, the time (UTC), the address and
 * browser, and the SHA-256 of the document the customer saw. A second post of the same version finds the first
 * signature and signs nothing more. The same transaction keeps the signed copy (its PDF's data) and queues the
 * customer's copy and the office's notice with it, and a linked estimate request is won; the copy is drawn as soon
 * as the transaction commits, and the outbox sends each mail once its attachment is drawn.
 */
export async function acceptQuote(
  token: string,
  values: AcceptFormValues,
  context: CustomerContext,
): Promise<Result<AcceptOutcome>> {
  const now = context.now ?? new Date();
  const result = answerInTransaction(token, (tx, quote) => {
    const signed = quote.acceptances.find((acceptance) => acceptance.version === values.version);
    if (signed && quote.version === values.version) {
      return {
        ok: true as const,
        quote,
        acceptance: signed,
        alreadySigned: true,
        estimate: undefined,
        mails: [],
        copy: "",
      };
    }
    const closed = openFor(quote, values.version, now);
    if (closed) return closed;
    // The options ticked on the page the customer signs from (with JavaScript they need no "Update total" first).
    const chosen = values.option ? storeChoice(tx, quote, values.option, now) : quote;
    if ("ok" in chosen) return chosen;
    const document = quoteDocument(chosen, requireSiteSettings(), now);
    const acceptance = tx
      .insert(quoteAcceptances)
      .values({
        id: createId(),
        quoteId: quote.id,
        version: quote.version,
        name: values.name,
        title: values.title,
        signatureSvg: values.signature,
        consentText: consentText(),
        consentVersion: ESIGN_CONSENT.version,
        acceptedAt: now,
        ip: context.ip.slice(0, 64),
        userAgent: context.userAgent.slice(0, 500),
        document: JSON.stringify(document),
        documentSha256: documentSha256(document),
      })
      .returning()
      .get();
    tx.update(quotes).set({ status: "accepted", updatedAt: now }).where(eq(quotes.id, quote.id)).run();
    addQuoteEvent(tx, quote, "accepted", now, { name: values.name });
    const estimate = quote.estimateId ? advanceEstimateStatus(tx, quote.estimateId, "won") : undefined;
    const signedQuote = loadQuote(quote.id, tx)!;
    // The customer's signed copy and the office's notice carry the copy kept here; the outbox draws it if need be.
    const copy = keepSignedQuotePdf(tx, signedQuote, acceptance);
    const facts = mailFacts(signedQuote);
    const mails = queueQuoteMails([
      toCustomer(
        signedQuote,
        signedQuoteMail(
          facts,
          {
            name: acceptance.name,
            title: acceptance.title,
            acceptedAt: acceptance.acceptedAt,
            depositDueCents: totalsOf(signedQuote).depositDueCents,
          },
          quotePageUrl(token),
        ),
        { attachments: [pdfAttachment(copy)] },
      ),
      ...toOffice(quoteAcceptedOfficeMail(facts, acceptance, publicOrigin), {
        attachments: [pdfAttachment(copy)],
      }),
    ]);
    return {
      ok: true as const,
      quote: signedQuote,
      acceptance,
      alreadySigned: false,
      estimate,
      mails,
      copy: copy.key,
    };
  });
  if (!result.ok) return result;
  const { quote, acceptance, alreadySigned, estimate } = result;
  if (alreadySigned) return { ok: true, quote, acceptance, alreadySigned };

  // Signed, so immutable: its copy is drawn once, now, and the mails go as soon as it is.
  drawKeptPdfSoon(result.copy);
  deliverQueued(result.mails);
  logEvent(logContext(context, quote.id), {
    event: "quote.accept",
    message: `Quote ${quote.reference} (version ${acceptance.version}) accepted by ${acceptance.name}`,
    detail: {
      quoteId: quote.id,
      version: acceptance.version,
      documentSha256: acceptance.documentSha256,
      estimate,
    },
  });
  return { ok: true, quote, acceptance, alreadySigned };
}

/** "Decline", with an optional reason: the office is told and a linked estimate request is lost. */
export async function declineQuote(
  token: string,
  values: { reason: string },
  context: CustomerContext,
): Promise<Result<{ quote: QuoteRecord }>> {
  const now = context.now ?? new Date();
  const result = answerInTransaction(token, (tx, quote) => {
    if (quote.status === "declined") {
      return { ok: true as const, quote, repeated: true, estimate: undefined, mails: [] };
    }
    if (quote.status === "accepted" || quote.status === "draft") {
      return refuse(409, QUOTE_MESSAGES.closed(QUOTE_STATUS_LABELS[quote.status]));
    }
    tx.update(quotes).set({ status: "declined", updatedAt: now }).where(eq(quotes.id, quote.id)).run();
    addQuoteEvent(tx, quote, "declined", now, values.reason ? { reason: values.reason } : undefined);
    const estimate = quote.estimateId ? advanceEstimateStatus(tx, quote.estimateId, "lost") : undefined;
    const declined = loadQuote(quote.id, tx)!;
    const mails = queueQuoteMails(
      toOffice(quoteDeclinedOfficeMail(mailFacts(declined), values.reason, publicOrigin)),
    );
    return { ok: true as const, quote: declined, repeated: false, estimate, mails };
  });
  if (!result.ok) return result;
  if (!result.repeated) {
    deliverQueued(result.mails);
    logEvent(logContext(context, result.quote.id), {
      event: "quote.decline",
      message: `Quote ${result.quote.reference} declined`,
      detail: { quoteId: result.quote.id, estimate: result.estimate },
    });
  }
  return { ok: true, quote: result.quote };
}

/**
 * "Request changes" ("Send request"): the message goes to the office, and a copy to the customer; the quote waits for
 * a new version.
 */
export async function requestQuoteChanges(
  token: string,
  values: { message: string },
  context: CustomerContext,
): Promise<Result<{ quote: QuoteRecord }>> {
  const now = context.now ?? new Date();
  const result = answerInTransaction(token, (tx, quote) => {
    // An expired quote may still be asked about: that is how a customer gets a new one.
    if (!["sent", "changes_requested", "expired"].includes(quote.status)) {
      return refuse(409, QUOTE_MESSAGES.closed(QUOTE_STATUS_LABELS[quote.status]));
    }
    tx.update(quotes)
      .set({ status: "changes_requested", updatedAt: now })
      .where(eq(quotes.id, quote.id))
      .run();
    addQuoteEvent(tx, quote, "changes_requested", now, { message: values.message });
    const asked = loadQuote(quote.id, tx)!;
    const facts = mailFacts(asked);
    const mails = queueQuoteMails([
      ...toOffice(changesRequestedOfficeMail(facts, values.message, publicOrigin)),
      toCustomer(asked, changesReceivedMail(facts, values.message, quotePageUrl(token))),
    ]);
    return { ok: true as const, quote: asked, mails };
  });
  if (!result.ok) return result;
  deliverQueued(result.mails);
  logEvent(logContext(context, result.quote.id), {
    event: "quote.changes-requested",
    message: `Changes requested on quote ${result.quote.reference}`,
    detail: { quoteId: result.quote.id },
  });
  return { ok: true, quote: result.quote };
}
