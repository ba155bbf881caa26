import type { QuoteJson } from "~/api/contract/quotes";
import type { QuoteApiBody } from "~/quotes/quote-schema";
import { latestAcceptance, paidCentsOf, statusAt, type QuoteRecord } from "~/quotes/quote-records.server";
import { customerFields, quoteContent, type QuoteContent } from "~/quotes/quote-view.server";

const percentOf = (bps: number) => bps / 100;

/** The quote's own fields, shared by its record and by the base a PATCH is laid over. */
const fieldsOf = (quote: QuoteRecord, content: QuoteContent) => ({
  estimateId: quote.estimateId,
  ...customerFields(content.customer),
  items: content.items.map((item) => ({
    _id: item.id,
    description: item.description,
    quantity: item.quantityMilli / 1000,
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
    optional: item.optional,
  })),
  taxRatePercent: percentOf(content.taxRateBps),
  taxClassification: content.taxClassification,
  validUntil: content.validUntil,
  startDate: content.startDate,
  completionDate: content.completionDate,
  terms: content.terms,
});

/** The API's fields of a quote as POST /api/quotes takes them: the base a PATCH is laid over. */
export function quoteToApiBody(quote: QuoteRecord): QuoteApiBody {
  const content = quoteContent(quote);
  return {
    ...fieldsOf(quote, content),
    ...(content.deposit.type === "percent"
      ? { depositPercent: percentOf(content.deposit.value) }
      : { depositCents: content.deposit.value }),
  };
}

export function quoteToJson(quote: QuoteRecord, now = new Date()): QuoteJson {
  const content = quoteContent(quote);
  const acceptance = latestAcceptance(quote);
  return {
    _id: quote.id,
    reference: quote.reference,
    status: statusAt(quote, now),
    version: quote.version,
    ...fieldsOf(quote, content),
    depositType: content.deposit.type,
    depositPercent: content.deposit.type === "percent" ? percentOf(content.deposit.value) : null,
    selectedOptionalItemIds: quote.chosenItemIds,
    subtotalCents: content.subtotalCents,
    taxBaseCents: content.taxBaseCents,
    taxCents: content.taxCents,
    totalCents: content.totalCents,
    depositCents: content.depositCents,
    paidCents: paidCentsOf(quote),
    acceptance: acceptance && {
      name: acceptance.name,
      title: acceptance.title,
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
