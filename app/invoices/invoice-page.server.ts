// What the customer's page /i/{token} shows, made from the office's view of the stored invoice (the same amounts,
// never recomputed): who it is from, its dates, lines, tax by classification, credits, payments and what is due. The
// invoice's PDF (invoice-pdf-file.server.ts) is drawn from this same view: one document, two faces.
import { getSiteSettings } from "~/content/site-settings.server";
import { db } from "~/db/client.server";
import { configuredPaymentPort, type PaymentPort } from "~/payments/stripe-port.server";
import { rocLine } from "~/quotes/quote-options";
import { INVOICE_CUSTOMER_STATUS_LABELS } from "./invoice-options";
import { invoiceOfficeView } from "./invoice-office-view.server";
import { invoiceIdForToken } from "./invoice-records.server";
import type { PromptPayTerms } from "./prompt-pay";

/** The customer's page for a token, or undefined (404) for a token that opens no invoice, a draft or a void one. */
export function invoicePageView(
  token: string,
  now = new Date(),
  options: { port?: PaymentPort | null } = {},
) {
  const id = invoiceIdForToken(token, db);
  const invoice = id ? invoiceDocumentView(id, now, options) : undefined;
  if (!invoice || invoice.status === "void" || invoice.status === "draft") return undefined;
  return invoice;
}

/**
 * The invoice as the customer reads it, whatever its status (the office's PDF of a draft or a void one too), or
 * undefined for an id that names none. Plain JSON: the PDF worker draws it as it is.
 */
export function invoiceDocumentView(
  id: string,
  now = new Date(),
  { port = configuredPaymentPort() }: { port?: PaymentPort | null } = {},
) {
  const invoice = invoiceOfficeView(id, now);
  if (!invoice) return undefined;
  const settings = getSiteSettings();
  const address = settings?.address;
  return {
    id: invoice.id,
    reference: invoice.reference,
    kind: invoice.kind,
    status: invoice.status,
    statusLabel: INVOICE_CUSTOMER_STATUS_LABELS[invoice.status],
    company: {
      name: settings?.companyName ?? "",
      address: address ? `${address.street}, ${address.city}, ${address.state} ${address.zip}` : "",
      phone: settings?.phone ?? "",
      email: settings?.email ?? "",
      roc: rocLine(settings?.rocLicenseNumber ?? ""),
    },
    customer: { name: invoice.customer.name, site: invoice.customer.site },
    quoteReference: invoice.quote.reference,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    items: invoice.items,
    subtotal: invoice.subtotal,
    taxLabel: invoice.taxLabel,
    taxNotice: invoice.taxNotice,
    tax: invoice.tax,
    total: invoice.total,
    retention: invoice.retention,
    retentionReleased: invoice.retentionReleased,
    depositApplied: invoice.credits,
    // What counts in the totals: money received, less its refunds.
    payments: invoice.payments
      .filter((payment) => payment.netCents > 0)
      .map((payment) => ({
        id: payment.id,
        text: `Payment received: ${payment.method.toLowerCase()}, ${payment.paidOn}`,
        amount: payment.net,
      })),
    // Every payment with its state and its receipt, at /i/{token}/receipts/{id}.
    paymentRecords: invoice.payments.map((payment) => ({
      id: payment.id,
      text: payment.customerText,
      receipt: payment.receipt,
    })),
    /** "Bank payment of $x started on {date}", shown instead of "Pay" while one is under way. */
    processingNotice: invoice.processingNotice,
    payOnline: Boolean(port) && invoice.amountDueCents > 0 && !invoice.processingNotice,
    amountDue: invoice.amountDue,
    amountDueCents: invoice.amountDueCents,
    paymentInstructions: settings?.paymentInstructions ?? "",
    // The statutory lien waivers the payment state allows now, at /i/{token}/waivers/{kind}.pdf.
    waivers: invoice.waivers
      .filter((waiver) => waiver.available)
      .map((waiver) => ({ kind: waiver.kind, title: waiver.title })),
    /**
     * Arizona's prompt pay act when the office says it applies to the job (prompt-pay.ts: the deemed-approval line
     * and, for an owner-occupant, the A.R.S. § 32-1188 legend for the first page); the PDF prints it when present.
     */
    promptPay: null as PromptPayTerms | null,
  };
}

export type InvoicePageView = NonNullable<ReturnType<typeof invoicePageView>>;
export type InvoiceDocumentView = NonNullable<ReturnType<typeof invoiceDocumentView>>;
