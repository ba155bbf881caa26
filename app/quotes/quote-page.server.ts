// What the customer's page /q/{token} and its PDF show, computed here so the route only draws it: the version the link
// shows (the current one, or while a revision of a signed quote is a draft, what was signed), its lines and totals
// as text, whether it still takes answers, and the deposit.
import { eq } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { getSiteSettings } from "~/content/site-settings.server";
import { formatLongDate } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { renderMarkdown } from "~/utils/markdown.server";
import { amountsDue, bpsToPercentText, formatCents } from "./money";
import { configuredPaymentPort, type PaymentPort } from "~/payments/stripe-port.server";
import { acceptanceOf, publishedDocument, type QuoteDocument } from "./quote-document.server";
import { recordQuoteView } from "./quote-events.server";
import {
  contractingParty,
  ESIGN_CONSENT,
  QUOTE_MESSAGES,
  QUOTE_STATUS_LABELS,
  rocLine,
  signerWithTitle,
  type QuoteEventType,
  type QuoteStatus,
} from "./quote-options";
import {
  loadQuote,
  paidCentsOf,
  quoteIdForToken,
  statusAt,
  type QuoteEventRow,
  type QuoteRecord,
} from "./quote-records.server";
import type { Clock } from "~/utils/result";
import { quoteFigures, type QuoteFigures } from "./quote-view.server";

export type QuotePageView = QuoteFigures & {
  id: string;
  reference: string;
  version: number;
  status: QuoteStatus;
  statusLabel: string;
  company: { name: string; address: string; phone: string; email: string; roc: string };
  customer: QuoteDocument["customer"];
  /** "For Saguaro Vista HOA, attention Dana Whitfield", or "For Dana Whitfield". */
  contractingParty: string;
  issuedOn: string;
  hasOptions: boolean;
  /** The numbers behind the totals, so a script can update them as boxes are ticked (the server decides). */
  pricing: {
    items: { id: string; quantityMilli: number; unitPriceCents: number; optional: boolean }[];
    taxRateBps: number;
    taxClassification: QuoteDocument["taxClassification"];
    deposit: QuoteDocument["deposit"];
    paidCents: number;
  };
  termsHtml: string;
  rocNotice: string;
  expiredMessage: string | null;
  /** Accept, Decline, Request changes and Update total are offered. */
  takesAnswers: boolean;
  consent: { label: string; disclosure: readonly string[] };
  acceptance: { name: string; title: string; signedOn: string; documentSha256: string } | null;
  payments: { text: string }[];
  /** "Deposit due (30%)" for a percent deposit, "Deposit due" for a fixed one. */
  depositLabel: string;
  /**
   * The customer's next step, the status line under the heading: "Signed: next, pay your $5,974.50 deposit" (with
   * Pay deposit), "Deposit paid on …: balance …", "Changes requested: we will send a new version"; null otherwise.
   */
  nextStep: { text: string; pay: boolean } | null;
  /** What the customer asked for in their request for changes, shown back to them while it waits for an answer. */
  changeRequest: { message: string; askedOn: string } | null;
  /** The office's message with its latest sending ("Message to the customer"), or null. */
  officeMessage: string | null;
  /** "Pay deposit" is offered: signed, something due, and Stripe configured. */
  payOnline: boolean;
  paymentInstructions: string;
  pdfFileName: string;
};

type PageOptions = Clock & { port?: PaymentPort | null };

/** The latest timeline line of a type, if any. */
const latestEvent = (quote: QuoteRecord, type: QuoteEventType) =>
  quote.events.findLast((event) => event.type === type);

const detailText = (event: QuoteEventRow | undefined, key: string) => {
  const value = event?.detail?.[key];
  return typeof value === "string" ? value : "";
};

/** The status line under the heading: what the customer does next, or what they wait for. */
function nextStepOf(
  status: QuoteStatus,
  signed: boolean,
  due: { depositDueCents: number; balanceCents: number },
  lastPayment: Date | null,
): QuotePageView["nextStep"] {
  if (signed && due.depositDueCents > 0) {
    return { text: `Signed: next, pay your ${formatCents(due.depositDueCents)} deposit`, pay: true };
  }
  if (signed && lastPayment) {
    return {
      text: `Deposit paid on ${formatLongDate(lastPayment)}: balance ${formatCents(due.balanceCents)}`,
      pay: false,
    };
  }
  if (status === "changes_requested") return { text: QUOTE_MESSAGES.changesPending, pay: false };
  return null;
}

function pageView(
  quote: QuoteRecord,
  document: QuoteDocument,
  now: Date,
  onlinePayment: boolean,
): QuotePageView {
  const status = statusAt(quote, now);
  const acceptance = acceptanceOf(quote, document);
  const paidCents = paidCentsOf(quote);
  const settings = getSiteSettings();
  const current = document.version === quote.version;
  const takesAnswers = current && (status === "sent" || status === "changes_requested");
  const due = amountsDue(document, paidCents);
  const shownStatus = current ? status : "accepted";
  const asked = shownStatus === "changes_requested" ? latestEvent(quote, "changes_requested") : undefined;
  const deposit = document.deposit;
  return {
    id: quote.id,
    reference: document.reference,
    version: document.version,
    // While a revision is a draft, the customer still sees the signed version as accepted.
    status: shownStatus,
    // Once the deposit is in, the status says so rather than "Accepted".
    statusLabel:
      acceptance && paidCents > 0 && due.depositDueCents === 0
        ? QUOTE_MESSAGES.depositPaidStatus
        : QUOTE_STATUS_LABELS[shownStatus],
    company: {
      name: document.company.name,
      address: document.company.address,
      phone: formatPhone(document.company.phone),
      email: document.company.email,
      roc: rocLine(document.company.rocLicenseNumber),
    },
    customer: { ...document.customer, phone: formatPhone(document.customer.phone) },
    contractingParty: contractingParty(document.customer),
    issuedOn: formatLongDate(document.issuedOn),
    ...quoteFigures(document, paidCents),
    hasOptions: document.items.some((item) => item.optional),
    pricing: {
      items: document.items.map(({ id, quantityMilli, unitPriceCents, optional }) => ({
        id,
        quantityMilli,
        unitPriceCents,
        optional,
      })),
      taxRateBps: document.taxRateBps,
      taxClassification: document.taxClassification,
      deposit: document.deposit,
      paidCents,
    },
    termsHtml: renderMarkdown(document.terms),
    rocNotice: document.rocNotice,
    expiredMessage: status === "expired" ? QUOTE_MESSAGES.expired(formatLongDate(document.validUntil)) : null,
    takesAnswers,
    consent: { label: ESIGN_CONSENT.label, disclosure: ESIGN_CONSENT.disclosure },
    acceptance: acceptance
      ? {
          name: acceptance.name,
          title: acceptance.title,
          signedOn: `Signed by ${signerWithTitle(acceptance)}${acceptance.title ? "," : ""} on ${formatLongDate(acceptance.acceptedAt)}`,
          documentSha256: acceptance.documentSha256,
        }
      : null,
    payments: quote.payments.map((payment) => ({
      text: `Deposit paid: ${formatCents(payment.amountCents)} on ${formatLongDate(payment.paidAt)}`,
    })),
    depositLabel:
      deposit.type === "percent" ? `Deposit due (${bpsToPercentText(deposit.value)}%)` : "Deposit due",
    nextStep: nextStepOf(shownStatus, Boolean(acceptance), due, quote.payments.at(-1)?.paidAt ?? null),
    changeRequest: asked
      ? { message: detailText(asked, "message"), askedOn: formatLongDate(asked.at) }
      : null,
    officeMessage: detailText(latestEvent(quote, "sent"), "message") || null,
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
