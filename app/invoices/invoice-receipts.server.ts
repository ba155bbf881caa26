// The receipt of every cleared payment, online or recorded by hand: its facts kept as a PDF's data (app/pdf/, drawn
// once in the worker when first asked for) and the mail "Receipt for INV-…" carrying it, both written in the
// transaction that clears the payment. The customer's page and the office's list each payment's receipt.
import { getSiteSettings } from "~/content/site-settings.server";
import type { Transaction } from "~/db/client.server";
import type { OutboxRow } from "~/mail/outbox.server";
import { queueEmail } from "~/mail/send-email.server";
import { keepPdfFile, keptPdfBytes } from "~/pdf/pdf-files.server";
import { rocLine } from "~/quotes/quote-options";
import { loadQuote } from "~/quotes/quote-records.server";
import { arizonaDay } from "~/utils/dates";
import { addInvoiceEvent } from "./invoice-events.server";
import { invoiceReceiptMail } from "./invoice-mails";
import { issueLienWaiver } from "./lien-waiver-files.server";
import { LIEN_WAIVER_TITLES } from "./lien-waivers";
import { INVOICE_PAYMENT_METHOD_LABELS } from "./invoice-options";
import {
  dueOf,
  invoiceIdForToken,
  loadInvoice,
  type InvoicePaymentRow,
  type InvoiceRecord,
} from "./invoice-records.server";
import type { ReceiptPdfData } from "./receipt-pdf.server";

const receiptKey = (paymentId: string) => `invoice-receipt:${paymentId}`;

/** Whether a payment has a receipt: it cleared (a refund later keeps the receipt of what was received). */
export const hasReceipt = (payment: Pick<InvoicePaymentRow, "status" | "clearedAt">) =>
  payment.status === "cleared" || (payment.status === "refunded" && payment.clearedAt !== null);

/** The receipt's number: the invoice's reference and the payment's place among its cleared ones (INV-2026-0007-R2). */
const receiptNumber = (invoice: InvoiceRecord, paymentId: string) => {
  const cleared = invoice.payments.filter(hasReceipt);
  return `${invoice.reference}-R${cleared.findIndex((payment) => payment.id === paymentId) + 1}`;
};

/**
 * Keeps the receipt of a payment that has just cleared and queues its mail, inside the caller's transaction, with a
 * timeline line. Answers the mail's row for `deliverQueued` once the transaction commits.
 */
export function queueReceipt(tx: Transaction, invoiceId: string, paymentId: string, now: Date): OutboxRow {
  const invoice = loadInvoice(invoiceId, tx)!;
  const payment = invoice.payments.find((row) => row.id === paymentId)!;
  const quote = loadQuote(invoice.quoteId, tx)!;
  const settings = getSiteSettings();
  const address = settings?.address;
  const companyName = settings?.companyName ?? "Our company";
  const number = receiptNumber(invoice, paymentId);
  const data: ReceiptPdfData = {
    company: {
      name: companyName,
      address: address ? `${address.street}, ${address.city}, ${address.state} ${address.zip}` : "",
      phone: settings?.phone ?? "",
      email: settings?.email ?? "",
      roc: rocLine(settings?.rocLicenseNumber ?? ""),
    },
    reference: invoice.reference,
    customer: { name: quote.customerName, site: `${quote.address}, ${quote.city} ${quote.zip}` },
    amountCents: payment.amountCents,
    method: INVOICE_PAYMENT_METHOD_LABELS[payment.method],
    clearedOn: arizonaDay(payment.clearedAt ?? now),
    balanceCents: dueOf(invoice).amountDueCents,
    note: payment.providerRef ?? payment.note,
    receiptNumber: number,
  };
  const kept = keepPdfFile(tx, {
    key: receiptKey(paymentId),
    kind: "invoice-receipt",
    fileName: `receipt-${number}.pdf`,
    data,
  });
  addInvoiceEvent(tx, invoiceId, "receipt", now, { paymentId, receipt: number, to: quote.email });
  // The payment that pays the contract in full and cleared releases the unconditional final waiver (A.R.S.
  // § 33-1008(D)(4)): it goes with this last receipt.
  const finalWaiver = issueLienWaiver(tx, invoice, "unconditional_final", now);
  const mail = invoiceReceiptMail(
    { reference: invoice.reference, customerName: quote.customerName, companyName },
    {
      amountCents: data.amountCents,
      method: data.method,
      clearedOn: data.clearedOn,
      balanceCents: data.balanceCents,
      waiverTitle: finalWaiver ? LIEN_WAIVER_TITLES.unconditional_final : undefined,
    },
  );
  return queueEmail({
    to: quote.email,
    ...mail,
    attachments: [kept, ...(finalWaiver ? [finalWaiver] : [])].map((file) => ({
      filename: file.fileName,
      contentType: "application/pdf",
      pdfFile: file.key,
    })),
  });
}

/** A payment's receipt PDF, for the office: undefined when the invoice has no such receipt. */
export async function receiptPdfForOffice(invoiceId: string, paymentId: string) {
  const invoice = loadInvoice(invoiceId);
  const payment = invoice?.payments.find((row) => row.id === paymentId);
  if (!payment || !hasReceipt(payment)) return undefined;
  return keptPdfBytes(receiptKey(paymentId));
}

/** A payment's receipt PDF through the customer's link: undefined for a token or payment that opens none. */
export async function receiptPdfForToken(token: string, paymentId: string) {
  const invoiceId = invoiceIdForToken(token);
  return invoiceId ? receiptPdfForOffice(invoiceId, paymentId) : undefined;
}
