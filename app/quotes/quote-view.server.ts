// One view of a quote, for every place that shows one: the customer's page, the office's pages, the PDF's document
// and the API. What a version says (the customer, the lines with their amounts and the options chosen, tax, deposit,
// totals, dates, terms) is read from the stored quote here and nowhere else (`quoteContent`); the document is made
// of it, and so is the API's record. What a page shows of a document as text (lines, totals, what is still due,
// dates) is written here once (`quoteFigures`), for the customer's page and the office's alike, and so is what a
// signature shows (`signatureOf`).
import { formatLongDate } from "~/utils/dates";
import {
  amountsDue,
  bpsToPercentText,
  formatCents,
  lineAmountCents,
  milliToQuantityText,
  type Deposit,
} from "./money";
import { totalsOf, type QuoteAcceptanceRow, type QuoteRecord } from "./quote-records.server";
import type { QuoteCustomerFields } from "./quote-schema";
import { TAX_CLASSIFICATION_LABELS, type TaxClassification } from "./tax-classification";

export type QuoteCustomer = {
  name: string;
  /** The HOA or company that contracts; "" (or absent, in a document signed before it existed) when the person does. */
  organization?: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
};

export type QuoteLine = {
  id: string;
  description: string;
  quantityMilli: number;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
  optional: boolean;
  chosen: boolean;
};

/** What a version of a quote says, in the order its document lists it. */
export type QuoteContent = {
  customer: QuoteCustomer;
  items: QuoteLine[];
  taxRateBps: number;
  /** How Arizona taxes the contract; a document signed before it existed is read as "subtotal". */
  taxClassification: TaxClassification;
  subtotalCents: number;
  /** What the rate applied to (65% of the subtotal for prime contracting, 0 for MRRA). */
  taxBaseCents: number;
  /** The tax line's label as printed; null for MRRA, which prints `taxNotice` instead. */
  taxLabel: string | null;
  taxNotice: string | null;
  taxCents: number;
  totalCents: number;
  deposit: Deposit;
  depositCents: number;
  validUntil: string;
  startDate: string | null;
  completionDate: string | null;
  terms: string;
};

/** The stored quote's content with the choices made so far. */
export function quoteContent(quote: QuoteRecord): QuoteContent {
  const totals = totalsOf(quote);
  const { customerName: name, customerOrganization: organization, email, phone, address, city, zip } = quote;
  return {
    customer: { name, organization, email, phone, address, city, zip },
    items: quote.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantityMilli: item.quantityMilli,
      unit: item.unit,
      unitPriceCents: item.unitPriceCents,
      amountCents: lineAmountCents(item),
      optional: item.optional,
      chosen: item.optional && quote.chosenItemIds.includes(item.id),
    })),
    taxRateBps: quote.taxRateBps,
    taxClassification: quote.taxClassification,
    subtotalCents: totals.subtotalCents,
    taxBaseCents: totals.taxBaseCents,
    taxLabel: totals.taxLabel,
    taxNotice: totals.taxNotice,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    deposit: { type: quote.depositType, value: quote.depositValue },
    depositCents: totals.depositCents,
    validUntil: quote.validUntil,
    startDate: quote.startDate,
    completionDate: quote.completionDate,
    terms: quote.terms,
  };
}

/**
 * A stored document as it was made: one signed before the tax classification existed was taxed on its subtotal and
 * printed "Tax (8.6%)", so it reads so; its cents are the ones it was signed with, never recomputed.
 */
export function withTaxLine<T extends QuoteContent>(content: Stored<T>): T {
  if (content.taxClassification) return content as T;
  return {
    ...content,
    taxClassification: "subtotal",
    taxBaseCents: content.subtotalCents,
    taxLabel: `Tax (${bpsToPercentText(content.taxRateBps)}%)`,
    taxNotice: null,
  } as T;
}

type TaxFields = "taxClassification" | "taxBaseCents" | "taxLabel" | "taxNotice";
/** Content as it was stored: one signed before the classification lacks its fields. */
export type Stored<T extends QuoteContent> = Omit<T, TaxFields> & Partial<Pick<T, TaxFields>>;

/** The customer's fields as the editor and the API name them. */
export function customerFields({ name, organization, ...contact }: QuoteCustomer): QuoteCustomerFields {
  return { customerName: name, customerOrganization: organization ?? "", ...contact };
}

/** A document's lines, totals, dues and dates as a page shows them, given what was paid. */
export function quoteFigures(content: QuoteContent, paidCents: number) {
  const due = amountsDue(content, paidCents);
  return {
    items: content.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: `${milliToQuantityText(item.quantityMilli)}${item.unit ? ` ${item.unit}` : ""}`,
      unitPrice: formatCents(item.unitPriceCents),
      amount: formatCents(item.amountCents),
      optional: item.optional,
      chosen: item.chosen,
    })),
    taxRate: `${bpsToPercentText(content.taxRateBps)}%`,
    taxClassification: content.taxClassification,
    taxClassificationLabel: TAX_CLASSIFICATION_LABELS[content.taxClassification],
    taxLabel: content.taxLabel,
    taxNotice: content.taxNotice,
    subtotal: formatCents(content.subtotalCents),
    tax: formatCents(content.taxCents),
    total: formatCents(content.totalCents),
    depositDue: formatCents(due.depositDueCents),
    balance: formatCents(due.balanceCents),
    validUntil: formatLongDate(content.validUntil),
    startDate: content.startDate ? formatLongDate(content.startDate) : null,
    completionDate: content.completionDate ? formatLongDate(content.completionDate) : null,
  };
}

export type QuoteFigures = ReturnType<typeof quoteFigures>;

/** A signature's evidence as the office's page and the PDF show it. */
export const signatureOf = (acceptance: QuoteAcceptanceRow) => ({
  name: acceptance.name,
  title: acceptance.title,
  acceptedAt: acceptance.acceptedAt,
  version: acceptance.version,
  ip: acceptance.ip,
  userAgent: acceptance.userAgent,
  documentSha256: acceptance.documentSha256,
  signatureSvg: acceptance.signatureSvg,
});
