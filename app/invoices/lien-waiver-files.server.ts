// The statutory lien waivers (A.R.S. § 33-1008) as issued documents. A waiver is filled from the payment state the
// moment it is first asked for (the office's page, the customer's link, the last receipt's mail) and kept as a PDF's
// data (app/pdf/), keyed by the form and the amount it names: asked again, the same document comes back, never a
// recomputed one; a later payment that changes the amount issues a new one. Only a form the payment state allows now
// (lien-waivers.ts, availableLienWaivers) is ever issued.
import { eq } from "drizzle-orm";
import { getSiteSettings } from "~/content/site-settings.server";
import { writeTransaction, type Transaction } from "~/db/client.server";
import { pdfFiles } from "~/db/schema";
import { lienOfJob } from "~/jobs/lien-records.server";
import { keepPdfFile, keptPdfBytes, type KeptPdf } from "~/pdf/pdf-files.server";
import { loadQuote } from "~/quotes/quote-records.server";
import { arizonaDay } from "~/utils/dates";
import { addInvoiceEvent } from "./invoice-events.server";
import {
  invoiceIdForToken,
  invoiceJobOf,
  loadInvoice,
  waiversOf,
  type InvoiceRecord,
} from "./invoice-records.server";
import type { LienWaiverPdfData } from "./lien-waiver-pdf.server";
import {
  fillLienWaiver,
  LIEN_WAIVER_KINDS,
  type LienWaiverKind,
  type WaiverAvailability,
} from "./lien-waivers";

const isLienWaiverKind = (value: string): value is LienWaiverKind =>
  (LIEN_WAIVER_KINDS as readonly string[]).includes(value);

/** The file name a waiver is served and mailed under: "unconditional-final-waiver-INV-2026-0007.pdf". */
const waiverFileName = (kind: LienWaiverKind, reference: string) =>
  `${kind.replace("_", "-")}-waiver-${reference}.pdf`;

/** The form's blanks filled from the invoice, its quote and job, and the company's settings, on `now`'s day. */
function waiverData(
  tx: Transaction,
  invoice: InvoiceRecord,
  waiver: WaiverAvailability,
  now: Date,
): LienWaiverPdfData {
  const quote = loadQuote(invoice.quoteId, tx)!;
  const job = invoiceJobOf(invoice.quoteId, tx);
  const settings = getSiteSettings();
  const companyName = settings?.companyName ?? "";
  const site = `${quote.address}, ${quote.city}, AZ ${quote.zip}`;
  // The owner of the property: the job's lien information when the office has entered it, else the customer.
  const owner = (job ? lienOfJob(job.id, tx)?.ownerName : "") || quote.customerName;
  const filled = fillLienWaiver(waiver.kind, {
    project: site,
    jobNumber: job?.reference ?? quote.reference,
    checkMaker: quote.customerName,
    amountCents: waiver.amountCents,
    payee: settings?.legalName || companyName,
    owner,
    jobLocation: site,
    customer: quote.customerName,
    // A progress payment covers the work billed through the invoice's date.
    throughDate: invoice.issuedOn ?? arizonaDay(now),
    disputedClaimsCents: 0,
    date: arizonaDay(now),
    companyName: settings?.legalName || companyName,
    signerName: settings?.waiverSignerName ?? "",
    signerTitle: settings?.waiverSignerTitle ?? "",
  });
  return { ...filled, companyName, invoiceReference: invoice.reference };
}

/**
 * Issues (or finds, when already issued for this amount) the waiver `kind` of an invoice inside the caller's
 * transaction, with a timeline line the first time. Undefined when the payment state does not allow it now.
 */
export function issueLienWaiver(
  tx: Transaction,
  invoice: InvoiceRecord,
  kind: LienWaiverKind,
  now: Date,
): KeptPdf | undefined {
  const waiver = waiversOf(invoice, tx).find((row) => row.kind === kind);
  if (!waiver?.available) return undefined;
  const key = `lien-waiver:${invoice.id}:${kind}:${waiver.amountCents}`;
  const fileName = waiverFileName(kind, invoice.reference);
  const issued = tx.select({ key: pdfFiles.key }).from(pdfFiles).where(eq(pdfFiles.key, key)).get();
  if (issued) return { key, fileName };
  addInvoiceEvent(tx, invoice.id, "waiver", now, { kind, amountCents: waiver.amountCents });
  return keepPdfFile(tx, { key, kind: "lien-waiver", fileName, data: waiverData(tx, invoice, waiver, now) });
}

/** A waiver's PDF for the office: undefined when the invoice does not exist or its payment state allows no such form. */
export async function lienWaiverPdfForOffice(invoiceId: string, kind: string, now = new Date()) {
  if (!isLienWaiverKind(kind)) return undefined;
  const kept = writeTransaction((tx) => {
    const invoice = loadInvoice(invoiceId, tx);
    return invoice ? issueLienWaiver(tx, invoice, kind, now) : undefined;
  });
  return kept ? keptPdfBytes(kept.key) : undefined;
}

/** A waiver's PDF through the customer's link: undefined for a token, form or payment state that opens none. */
export async function lienWaiverPdfForToken(token: string, kind: string, now = new Date()) {
  const invoiceId = invoiceIdForToken(token);
  return invoiceId ? lienWaiverPdfForOffice(invoiceId, kind, now) : undefined;
}
