// A quote's PDFs as the site hands them out, every one drawn in the PDF worker (app/pdf/). The customer's link and
// the office's button show the version the page shows; a signed version is immutable, so its copy is kept: its data
// is stored in the signing transaction, its bytes drawn once, as soon as it is signed, and served from then on. The
// mails that carry a quote (its sending, the signed copy and the office's notice) are queued with a kept copy that
// the outbox reads when it sends: a drawing that fails delays the attachment and loses nothing.
import { writeTransaction, type Transaction } from "~/db/client.server";
import type { EmailAttachment } from "~/mail/outbox.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { keepPdfFile, keptPdfBytes, type KeptPdf } from "~/pdf/pdf-files.server";
import { renderPdf } from "~/pdf/pdf-renderer.server";
import { publicOrigin } from "~/http/public-url.server";
import { acceptanceOf, officeDocument, publishedDocument, type QuoteDocument } from "./quote-document.server";
import type { PdfAcceptance, QuotePdfInput } from "./quote-pdf.server";
import {
  loadQuote,
  quoteIdForToken,
  type QuoteAcceptanceRow,
  type QuoteRecord,
} from "./quote-records.server";
import type { Clock } from "~/utils/result";
import { signatureOf } from "./quote-view.server";

export type QuotePdf = { fileName: string; bytes: Buffer };

const fileNameOf = (document: QuoteDocument) => `${document.reference}.pdf`;

// Plain JSON for the worker and the kept copy: the time as ISO text.
const pdfAcceptance = (acceptance: QuoteAcceptanceRow): PdfAcceptance => ({
  ...signatureOf(acceptance),
  acceptedAt: acceptance.acceptedAt.toISOString(),
});

/** What the quote layout draws for a document of a quote: with its signature when that version was signed. */
function pdfInput(quote: QuoteRecord, document: QuoteDocument): QuotePdfInput {
  const acceptance = acceptanceOf(quote, document);
  return {
    document,
    acceptance: acceptance && pdfAcceptance(acceptance),
    payments: quote.payments.map((payment) => ({
      amountCents: payment.amountCents,
      paidAt: payment.paidAt.toISOString(),
      method: payment.method,
    })),
    paymentInstructions: getSiteSettings()?.paymentInstructions ?? "",
    origin: publicOrigin,
  };
}

const signedKey = (acceptance: Pick<QuoteAcceptanceRow, "id">) => `quote-acceptance:${acceptance.id}`;

/**
 * Keeps the signed copy of a version, inside the signing transaction (`quote` as it reads once signed): the document
 * as signed, the signature, and the payments and instructions as they stood.
 */
export function keepSignedQuotePdf(
  tx: Transaction,
  quote: QuoteRecord,
  acceptance: QuoteAcceptanceRow,
): KeptPdf {
  const document = JSON.parse(acceptance.document) as QuoteDocument;
  return keepPdfFile(tx, {
    key: signedKey(acceptance),
    kind: "quote",
    fileName: fileNameOf(document),
    data: pdfInput(quote, document),
  });
}

/** Keeps the quote as it goes out to the customer, inside the sending transaction, for the mail to carry. */
export function keepSentQuotePdf(tx: Transaction, quote: QuoteRecord, document: QuoteDocument, now: Date) {
  return keepPdfFile(tx, {
    key: `quote-sent:${quote.id}:v${quote.version}:${now.getTime()}`,
    kind: "quote",
    fileName: fileNameOf(document),
    data: pdfInput(quote, document),
  });
}

/** A kept PDF as a mail's attachment: the outbox draws it, if it is not yet, when it sends. */
export const pdfAttachment = (file: KeptPdf): EmailAttachment => ({
  filename: file.fileName,
  contentType: "application/pdf",
  pdfFile: file.key,
});

/**
 * The PDF of a document of a quote: a signed version's kept copy (kept now if it was signed before copies were
 * kept), else drawn from the document as it reads. Rejects with the renderer's PdfRenderError.
 */
async function pdfOf(quote: QuoteRecord, document: QuoteDocument): Promise<QuotePdf> {
  const acceptance = acceptanceOf(quote, document);
  if (!acceptance)
    return { fileName: fileNameOf(document), bytes: await renderPdf("quote", pdfInput(quote, document)) };
  const kept =
    (await keptPdfBytes(signedKey(acceptance))) ??
    (await keptPdfBytes(writeTransaction((tx) => keepSignedQuotePdf(tx, quote, acceptance)).key));
  return kept!;
}

// The answers under way, by token: a link asked for many times at once is read and drawn once for all of them.
const answering = new Map<string, Promise<QuotePdf | undefined>>();

/**
 * /q/{token}/pdf: what the customer's page shows, as a PDF; undefined for an unknown token. One at a time per
 * token: a request that comes while another is under way shares its answer.
 */
export function quotePdfForToken(token: string, { now = new Date() }: Clock = {}) {
  const running = answering.get(token);
  if (running) return running;
  const answer = (async () => {
    const id = quoteIdForToken(token);
    const quote = id ? loadQuote(id) : undefined;
    const document = quote ? publishedDocument(quote, now) : undefined;
    return quote && document ? pdfOf(quote, document) : undefined;
  })().finally(() => answering.delete(token));
  answering.set(token, answer);
  return answer;
}

/** /admin/quotes/{id}/pdf: the current version as the office edits it (its signed copy once signed). */
export async function quotePdfForOffice(id: string, { now = new Date() }: Clock = {}) {
  const quote = loadQuote(id);
  return quote ? pdfOf(quote, officeDocument(quote, now)) : undefined;
}
