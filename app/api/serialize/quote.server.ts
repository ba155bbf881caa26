import type { QuoteJson } from "~/api/contract/quotes";
import type { QuoteApiBody } from "~/quotes/quote-schema";
import { latestAcceptance, statusAt, totalsOf, type QuoteRecord } from "~/quotes/quote-records.server";

const percentOf = (bps: number) => bps / 100;

/** The API's fields of a quote as POST /api/quotes takes them: the base a PATCH is laid over. */
/** The quote's own fields, shared by its record and by the base a PATCH is laid over. */
const fieldsOf = (quote: QuoteRecord) => ({
  estimateId: quote.estimateId,
  customerName: quote.customerName,
  email: quote.email,
  phone: quote.phone,
  address: quote.address,
  city: quote.city,
  zip: quote.zip,
  items: quote.items.map((item) => ({
    _id: item.id,
    description: item.description,
    quantity: item.quantityMilli / 1000,
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
    optional: item.optional,
  })),
  taxRatePercent: percentOf(quote.taxRateBps),
  validUntil: quote.validUntil,
  startDate: quote.startDate,
  completionDate: quote.completionDate,
  terms: quote.terms,
});

/** The API's fields of a quote as POST /api/quotes takes them: the base a PATCH is laid over. */
export function quoteToApiBody(quote: QuoteRecord): QuoteApiBody {
  return {
    ...fieldsOf(quote),
    ...(quote.depositType === "percent"
      ? { depositPercent: percentOf(quote.depositValue) }
      : { depositCents: quote.depositValue }),
  };
}

export function quoteToJson(quote: QuoteRecord, now = new Date()): QuoteJson {
  const totals = totalsOf(quote);
  const acceptance = latestAcceptance(quote);
  return {
    _id: quote.id,
    reference: quote.reference,
    status: statusAt(quote, now),
    version: quote.version,
    ...fieldsOf(quote),
    depositType: quote.depositType,
    depositPercent: quote.depositType === "percent" ? percentOf(quote.depositValue) : null,
    selectedOptionalItemIds: quote.chosenItemIds,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    depositCents: totals.depositCents,
    paidCents: totals.paidCents,
    acceptance: acceptance && {
      name: acceptance.name,
      acceptedAt: acceptance.acceptedAt.toISOString(),
      ip: acceptance.ip,
      userAgent: acceptance.userAgent,
      documentSha256: acceptance.documentSha256,
      version: acceptance.version,
    },
    payments: quote.payments.map((payment) => ({
      amountCents: payment.amountCents,
      method: payment.method,
      paidAt: payment.paidAt.toISOString(),
      providerRef: payment.providerRef,
    })),
    events: quote.events.map((event) => ({ type: event.type, at: event.at.toISOString() })),
    sentAt: quote.lastSentAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}
