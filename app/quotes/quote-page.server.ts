// What the customer's page /q/{token} and its PDF show, computed here so the route only draws it: the version the link
// shows (the current one, or while a revision of a signed quote is a draft, what was signed), its lines and totals
// as text, whether it still takes answers, and the deposit.
import { eq } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { getSiteSettings, requireSiteSettings } from "~/models/site-settings.server";
import { formatLongDate } from "~/utils/dates";
import { renderMarkdown } from "~/utils/markdown.server";
import { amountsDue, bpsToPercentText, formatCents, milliToQuantityText } from "./money";
import { configuredPaymentPort, type PaymentPort } from "./payment-port.server";
import { quoteDocument, type QuoteDocument } from "./quote-document.server";
import { recordQuoteView } from "./quote-events.server";
import {
  ESIGN_CONSENT,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  rocLine,
  type QuoteStatus,
} from "./quote-options";
import {
  currentAcceptance,
  latestAcceptance,
  loadQuote,
  quoteIdForToken,
  statusAt,
  type QuoteAcceptanceRow,
  type QuoteRecord,
} from "./quote-records.server";
import type { Clock } from "./quote-result";

const signedDocument = (acceptance: QuoteAcceptanceRow) => JSON.parse(acceptance.document) as QuoteDocument;

/**
 * The document a customer's link shows: what was signed, as it was signed, for a signed version (also while its
 * revision is a draft); else the published version as it reads now.
 */
export function publishedDocument(quote: QuoteRecord, now = new Date()): QuoteDocument | undefined {
  const signed = latestAcceptance(quote);
  const published = quote.publishedVersion === quote.version;
  if (signed && (signed.version === quote.version || !published)) return signedDocument(signed);
  return published ? quoteDocument(quote, requireSiteSettings(), now) : undefined;
}

/** The document the office sees: the signed one for a signed version, else the current content. */
export function officeDocument(quote: QuoteRecord, now: Date) {
  const signed = currentAcceptance(quote);
  return signed ? signedDocument(signed) : quoteDocument(quote, requireSiteSettings(), now);
}

/** The signature that goes with a document, if that version was signed. */
export const acceptanceOf = (quote: QuoteRecord, document: QuoteDocument) =>
  quote.acceptances.find((acceptance) => acceptance.version === document.version) ?? null;

export type QuotePageView = {
  id: string;
  reference: string;
  version: number;
  status: QuoteStatus;
  statusLabel: string;
  company: { name: string; address: string; phone: string; email: string; roc: string };
  customer: QuoteDocument["customer"];
  issuedOn: string;
  items: {
    id: string;
    description: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    optional: boolean;
    chosen: boolean;
  }[];
  hasOptions: boolean;
  /** The numbers behind the totals, so a script can update them as boxes are ticked (the server decides). */
  pricing: {
    items: { id: string; quantityMilli: number; unitPriceCents: number; optional: boolean }[];
    taxRateBps: number;
    deposit: QuoteDocument["deposit"];
    paidCents: number;
  };
  taxRate: string;
  subtotal: string;
  tax: string;
  total: string;
  depositDue: string;
  balance: string;
  validUntil: string;
  startDate: string | null;
  completionDate: string | null;
  termsHtml: string;
  rocNotice: string;
  expiredMessage: string | null;
  /** Accept, Decline, Request changes and Update total are offered. */
  takesAnswers: boolean;
  consent: { label: string; disclosure: readonly string[] };
  acceptance: { name: string; signedOn: string; documentSha256: string } | null;
  payments: { text: string }[];
  /** "Pay deposit" is offered: signed, something due, and Stripe configured. */
  payOnline: boolean;
  paymentInstructions: string;
  pdfFileName: string;
};

type PageOptions = Clock & { port?: PaymentPort | null };

function pageView(
  quote: QuoteRecord,
  document: QuoteDocument,
  now: Date,
  onlinePayment: boolean,
): QuotePageView {
  const status = statusAt(quote, now);
  const acceptance = acceptanceOf(quote, document);
  const paidCents = quote.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const due = amountsDue(document, paidCents);
  const settings = getSiteSettings();
  const current = document.version === quote.version;
  const takesAnswers = current && (status === "sent" || status === "changes_requested");
  return {
    id: quote.id,
    reference: document.reference,
    version: document.version,
    // While a revision is a draft, the customer still sees the signed version as accepted.
    status: current ? status : "accepted",
    statusLabel: QUOTE_STATUS_LABELS[current ? status : "accepted"],
    company: {
      name: document.company.name,
      address: document.company.address,
      phone: document.company.phone,
      email: document.company.email,
      roc: rocLine(document.company.rocLicenseNumber),
    },
    customer: document.customer,
    issuedOn: formatLongDate(document.issuedOn),
    items: document.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: `${milliToQuantityText(item.quantityMilli)}${item.unit ? ` ${item.unit}` : ""}`,
      unitPrice: formatCents(item.unitPriceCents),
      amount: formatCents(item.amountCents),
      optional: item.optional,
      chosen: item.chosen,
    })),
    hasOptions: document.items.some((item) => item.optional),
    pricing: {
      items: document.items.map(({ id, quantityMilli, unitPriceCents, optional }) => ({
        id,
        quantityMilli,
        unitPriceCents,
        optional,
      })),
      taxRateBps: document.taxRateBps,
      deposit: document.deposit,
      paidCents,
    },
    taxRate: `${bpsToPercentText(document.taxRateBps)}%`,
    subtotal: formatCents(document.subtotalCents),
    tax: formatCents(document.taxCents),
    total: formatCents(document.totalCents),
    depositDue: formatCents(due.depositDueCents),
    balance: formatCents(due.balanceCents),
    validUntil: formatLongDate(document.validUntil),
    startDate: document.startDate ? formatLongDate(document.startDate) : null,
    completionDate: document.completionDate ? formatLongDate(document.completionDate) : null,
    termsHtml: renderMarkdown(document.terms),
    rocNotice: document.rocNotice,
    expiredMessage: status === "expired" ? QUOTE_MESSAGES.expired(formatLongDate(document.validUntil)) : null,
    takesAnswers,
    consent: { label: ESIGN_CONSENT.label, disclosure: ESIGN_CONSENT.disclosure },
    acceptance: acceptance
      ? {
          name: acceptance.name,
          signedOn: `Signed by ${acceptance.name} on ${formatLongDate(acceptance.acceptedAt)}`,
          documentSha256: acceptance.documentSha256,
        }
      : null,
    payments: quote.payments.map((payment) => ({
      text: `Deposit paid: ${formatCents(payment.amountCents)} on ${formatLongDate(payment.paidAt)}`,
    })),
    payOnline: Boolean(acceptance) && due.depositDueCents > 0 && onlinePayment,
    paymentInstructions: settings?.paymentInstructions ?? "",
    pdfFileName: `${document.reference}.pdf`,
  };
}

/** The customer's page for a token, or undefined (404) for a token that opens no quote. Records nothing. */
export function quotePageView(
  token: string,
  { now = new Date(), port = configuredPaymentPort() }: PageOptions = {},
): QuotePageView | undefined {
  const id = quoteIdForToken(token, db);
  const quote = id ? loadQuote(id) : undefined;
  const document = quote ? publishedDocument(quote, now) : undefined;
  return quote && document ? pageView(quote, document, now, Boolean(port)) : undefined;
}

/** The customer opens the link: the view is added to the timeline (first and latest), then the page is shown. */
export function viewQuote(token: string, options: PageOptions = {}): QuotePageView | undefined {
  const now = options.now ?? new Date();
  const id = quoteIdForToken(token);
  if (!id) return undefined;
  writeTransaction((tx) => {
    const quote = tx.select().from(quotes).where(eq(quotes.id, id)).get();
    if (quote) recordQuoteView(tx, quote, now);
  });
  return quotePageView(token, { ...options, now });
}
