// The canonical document of a quote version: everything the customer sees on the page and the PDF (company, customer,
// lines, the options chosen, totals, dates, terms, the Registrar's notice), as plain data. Its SHA-256 over a
// canonical JSON text (keys sorted, no spaces) is the fingerprint stored with a signature; the PDF is drawn from it,
// so what was signed can be drawn again, byte for byte the same text, at any time.
import { createHash } from "node:crypto";
import type { SiteSettings } from "~/content/site-settings.server";
import { arizonaDay } from "~/utils/dates";
import { lineAmountCents } from "./money";
import { ROC_NOTICE } from "./quote-options";
import { totalsOf, type QuoteRecord } from "./quote-records.server";

export type QuoteDocument = {
  reference: string;
  version: number;
  /** The Arizona day the version went out (YYYY-MM-DD). */
  issuedOn: string;
  company: {
    name: string;
    legalName: string;
    address: string;
    phone: string;
    email: string;
    rocLicenseNumber: string;
  };
  customer: { name: string; email: string; phone: string; address: string; city: string; zip: string };
  items: {
    id: string;
    description: string;
    quantityMilli: number;
    unit: string;
    unitPriceCents: number;
    amountCents: number;
    optional: boolean;
    chosen: boolean;
  }[];
  taxRateBps: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  deposit: { type: "percent" | "fixed"; value: number };
  depositCents: number;
  validUntil: string;
  startDate: string | null;
  completionDate: string | null;
  terms: string;
  rocNotice: string;
};

/** The document of a quote's current content with the choices made so far. */
export function quoteDocument(quote: QuoteRecord, settings: SiteSettings, now = new Date()): QuoteDocument {
  const totals = totalsOf(quote);
  const address = settings.address;
  return {
    reference: quote.reference,
    version: quote.version,
    issuedOn: arizonaDay(quote.issuedAt ?? now),
    company: {
      name: settings.companyName,
      legalName: settings.legalName || settings.companyName,
      address: `${address.street}, ${address.city}, ${address.state} ${address.zip}`,
      phone: settings.phone,
      email: settings.email,
      rocLicenseNumber: settings.rocLicenseNumber,
    },
    customer: {
      name: quote.customerName,
      email: quote.email,
      phone: quote.phone,
      address: quote.address,
      city: quote.city,
      zip: quote.zip,
    },
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
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    deposit: { type: quote.depositType, value: quote.depositValue },
    depositCents: totals.depositCents,
    validUntil: quote.validUntil,
    startDate: quote.startDate,
    completionDate: quote.completionDate,
    terms: quote.terms,
    rocNotice: ROC_NOTICE,
  };
}

/** JSON with every object's keys in order and no spaces: one text for one document, whatever built it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of a document: SHA-256 of its canonical JSON, hex. */
export const documentSha256 = (document: QuoteDocument) =>
  createHash("sha256").update(canonicalJson(document)).digest("hex");
