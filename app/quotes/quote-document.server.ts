// The canonical document of a quote version: everything the customer sees on the page and the PDF (company, customer,
// lines, the options chosen, totals, dates, terms, the Registrar's notice), as plain data. Its SHA-256 over a
// canonical JSON text (keys sorted, no spaces) is the fingerprint stored with a signature; the PDF is drawn from it,
// so what was signed can be drawn again, byte for byte the same text, at any time. Which document a reader sees (what
// was signed, or the content as it reads now) is chosen here too.
import { createHash } from "node:crypto";
import { requireSiteSettings, type SiteSettings } from "~/content/site-settings.server";
import { arizonaDay } from "~/utils/dates";
import { ROC_NOTICE } from "./quote-options";
import {
  currentAcceptance,
  latestAcceptance,
  type QuoteAcceptanceRow,
  type QuoteRecord,
} from "./quote-records.server";
import { quoteContent, withTaxLine, type QuoteContent, type Stored } from "./quote-view.server";

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
} & QuoteContent & { rocNotice: string };

/** The document of a quote's current content with the choices made so far. */
export function quoteDocument(quote: QuoteRecord, settings: SiteSettings, now = new Date()): QuoteDocument {
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
    ...quoteContent(quote),
    rocNotice: ROC_NOTICE,
  };
}

/** What a signature was given to: the document as it was signed. */
const signedDocument = (acceptance: QuoteAcceptanceRow) =>
  withTaxLine(JSON.parse(acceptance.document) as Stored<QuoteDocument>);

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
