// What the back office shows of a quote: the detail page (lines and totals as text, the timeline in words, payments,
// the signature's evidence) and the editor's fields as they were typed (dollars and percents). Computed here so the
// routes only draw them.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { estimates } from "~/db/schema";
import { arizonaDay, formatLongDate } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { bpsToPercentText, formatCents, milliToQuantityText } from "./money";
import {
  PAYMENT_METHOD_LABELS,
  QUOTE_STATUS_LABELS,
  type PaymentMethod,
  type QuoteEventType,
} from "./quote-options";
import { officeDocument } from "./quote-document.server";
import { paymentsToReview } from "./quote-payments.server";
import {
  currentAcceptance,
  loadQuote,
  paidCentsOf,
  statusAt,
  type QuoteEventRow,
  type QuoteRecord,
} from "./quote-records.server";
import { dollarsText, EMPTY_LINE, type QuoteFormValues } from "./quote-form-values";
import { customerFields, quoteContent, quoteFigures, signatureOf } from "./quote-view.server";
import { newQuoteDefaults } from "./save-quote.server";

const detailText = (detail: unknown, key: string) => {
  const value = (detail as Record<string, unknown> | null)?.[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

const EVENT_WORDS: Record<QuoteEventType, (event: QuoteEventRow) => string> = {
  created: () => "Created",
  updated: (event) => `Saved as version ${event.version}`,
  sent: (event) => {
    const message = detailText(event.detail, "message");
    const sent = `Sent to ${detailText(event.detail, "to") || "the customer"} (version ${event.version})`;
    return message ? `${sent} with the message: ${message}` : sent;
  },
  viewed: () => "Viewed by the customer (first time)",
  last_viewed: () => "Viewed by the customer (latest)",
  options_changed: () => "Optional items chosen by the customer",
  changes_requested: (event) => `Changes requested: ${detailText(event.detail, "message")}`,
  accepted: (event) =>
    `Accepted and signed by ${detailText(event.detail, "name")} (version ${event.version})`,
  declined: (event) => {
    const reason = detailText(event.detail, "reason");
    return reason ? `Declined: ${reason}` : "Declined";
  },
  revised: (event) => `Revised: version ${event.version} is a draft`,
  expired: () => "Expired",
  payment: (event) => {
    const method = detailText(event.detail, "method") as PaymentMethod;
    const amount = formatCents(Number(detailText(event.detail, "amountCents")) || 0);
    return `Payment of ${amount} (${PAYMENT_METHOD_LABELS[method] ?? method})`;
  },
  reminder: (event) =>
    detailText(event.detail, "kind") === "expiry"
      ? "Reminder sent: the quote expires soon"
      : "Follow-up reminder sent",
  payment_flagged: (event) =>
    `Online payment held for review, not credited (${detailText(event.detail, "sessionId")})`,
  payment_reviewed: (event) => `Online payment marked reviewed (${detailText(event.detail, "sessionId")})`,
  shared: (event) => `Shared by the customer with ${detailText(event.detail, "to")}`,
};

/** The estimate request a quote answers, as a link names it. */
function estimateLink(id: string | null) {
  if (!id) return null;
  const estimate = db
    .select({ id: estimates.id, reference: estimates.reference })
    .from(estimates)
    .where(eq(estimates.id, id))
    .get();
  return estimate ?? null;
}

/** The detail page of a quote, or undefined for an unknown id. */
export function quoteOfficeView(id: string, now = new Date()) {
  const quote = loadQuote(id);
  if (!quote) return undefined;
  const document = officeDocument(quote, now);
  const status = statusAt(quote, now);
  const paidCents = paidCentsOf(quote);
  const acceptance = currentAcceptance(quote);
  const estimate = estimateLink(quote.estimateId);
  return {
    id: quote.id,
    reference: quote.reference,
    version: quote.version,
    status,
    statusLabel: QUOTE_STATUS_LABELS[status],
    /** An accepted quote is locked: "Revise" makes a new draft version. */
    locked: quote.status === "accepted",
    deletable: quote.status === "draft" && quote.publishedVersion === 0,
    /** A saved draft goes out from its page ("Send to customer"), and a quote not signed goes out again. */
    sendable: quote.status !== "accepted",
    /** Payments are recorded once the customer has had the quote. */
    sent: quote.firstSentAt !== null,
    customer: { ...document.customer, phone: formatPhone(document.customer.phone) },
    estimate,
    ...quoteFigures(document, paidCents),
    deposit: formatCents(document.depositCents),
    paid: formatCents(paidCents),
    sentAt: quote.lastSentAt?.toISOString() ?? null,
    timeline: quote.events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      text: EVENT_WORDS[event.type](event),
    })),
    payments: quote.payments.map((payment) => ({
      id: payment.id,
      amount: formatCents(payment.amountCents),
      method: PAYMENT_METHOD_LABELS[payment.method],
      paidOn: formatLongDate(payment.paidAt),
      note: payment.note,
      providerRef: payment.providerRef,
    })),
    /** Paid online sessions not credited, since their amount or currency is not what was asked for. */
    paymentReviews: paymentsToReview(quote.id).map((held) => ({
      sessionId: held.sessionId,
      text: held.text,
    })),
    acceptance: acceptance && {
      ...signatureOf(acceptance),
      acceptedAt: acceptance.acceptedAt.toISOString(),
      consentVersion: acceptance.consentVersion,
    },
    today: arizonaDay(now),
  };
}

export type QuoteOfficeView = NonNullable<ReturnType<typeof quoteOfficeView>>;

/** The editor of a stored quote, or undefined for an unknown id. */
export function quoteEditorView(id: string) {
  const quote = loadQuote(id);
  if (!quote) return undefined;
  return {
    id: quote.id,
    reference: quote.reference,
    locked: quote.status === "accepted",
    published: quote.publishedVersion === quote.version,
    values: quoteFormValues(quote),
    estimate: estimateLink(quote.estimateId),
  };
}

/** The editor of a new quote: empty, or carried over from an estimate request. */
export function newQuoteEditorView(estimateId: string | null, now = new Date()) {
  const values = newQuoteFormValues(estimateId, now);
  return { values, estimate: estimateLink(values.estimateId || null) };
}

/** The stored quote's fields as the editor shows them. */
function quoteFormValues(quote: QuoteRecord): QuoteFormValues {
  const content = quoteContent(quote);
  return {
    estimateId: quote.estimateId ?? "",
    ...customerFields(content.customer),
    // Shown as everywhere else, "(480) 555-0142", whatever was typed or carried over from the request.
    phone: formatPhone(content.customer.phone),
    items: content.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: milliToQuantityText(item.quantityMilli).replace(/,/g, ""),
      unit: item.unit,
      unitPrice: dollarsText(item.unitPriceCents),
      optional: item.optional ? "on" : "",
    })),
    taxRate: bpsToPercentText(content.taxRateBps),
    taxClassification: content.taxClassification,
    depositType: content.deposit.type,
    deposit:
      content.deposit.type === "percent"
        ? bpsToPercentText(content.deposit.value)
        : dollarsText(content.deposit.value),
    validUntil: content.validUntil,
    startDate: content.startDate ?? "",
    completionDate: content.completionDate ?? "",
    terms: content.terms,
  };
}

/** Days a new quote stays open unless the office says otherwise. */
const DEFAULT_VALID_DAYS = 30;

/** A new quote's fields: empty, or the customer of an estimate request ("Write a quote"); one empty line. */
function newQuoteFormValues(estimateId: string | null, now: Date): QuoteFormValues {
  const customer = newQuoteDefaults(estimateId);
  return {
    ...customer,
    phone: formatPhone(customer.phone),
    estimateId: customer.estimateId ?? "",
    items: [EMPTY_LINE],
    taxRate: "",
    depositType: "percent",
    deposit: "",
    validUntil: arizonaDay(new Date(now.getTime() + DEFAULT_VALID_DAYS * 24 * 60 * 60_000)),
    startDate: "",
    completionDate: "",
    terms: "",
  };
}
