// What the back office's invoice pages show, made once from the stored invoice: amounts written as dollars, labels,
// the timeline, the payments and the waivers available, and what the office can do now.
import { TAX_CLASSIFICATION_LABELS, computeTax } from "~/quotes/tax-classification";
import { formatCents } from "~/quotes/money";
import { loadQuote, type QuoteRecord } from "~/quotes/quote-records.server";
import { arizonaDay, formatLongDate } from "~/utils/dates";
import { contractBalance } from "./invoice-money";
import {
  INVOICE_EVENT_LABELS,
  INVOICE_KIND_LABELS,
  INVOICE_PAYMENT_METHOD_LABELS,
  INVOICE_STATUS_LABELS,
} from "./invoice-options";
import {
  billedOf,
  contractOf,
  dueOf,
  invoicesOfQuote,
  loadInvoice,
  waiversOf,
} from "./invoice-records.server";
import { LIEN_WAIVER_TITLES } from "./lien-waivers";

export function invoiceOfficeView(id: string, now = new Date()) {
  const invoice = loadInvoice(id);
  if (!invoice) return undefined;
  const quote = loadQuote(invoice.quoteId)!;
  const due = dueOf(invoice);
  const tax = computeTax({
    classification: invoice.taxClassification,
    rateThousandths: invoice.taxRateThousandths,
    subtotalCents: invoice.subtotalCents,
  });
  const cleared = invoice.payments.some(
    (payment) => payment.status === "cleared" || payment.status === "processing",
  );
  return {
    id: invoice.id,
    reference: invoice.reference,
    kind: INVOICE_KIND_LABELS[invoice.kind],
    status: invoice.status,
    statusLabel: INVOICE_STATUS_LABELS[invoice.status],
    quote: { id: quote.id, reference: quote.reference },
    customer: {
      name: quote.customerName,
      email: quote.email,
      site: `${quote.address}, ${quote.city} ${quote.zip}`,
    },
    issuedOn: invoice.issuedOn ? formatLongDate(invoice.issuedOn) : null,
    dueOn: invoice.dueOn ? formatLongDate(invoice.dueOn) : null,
    termsDays: invoice.termsDays,
    classification: TAX_CLASSIFICATION_LABELS[invoice.taxClassification],
    items: invoice.items.map((item) => ({
      id: item.id,
      description: item.description,
      amount: formatCents(item.amountCents),
    })),
    subtotal: formatCents(invoice.subtotalCents),
    // The final invoice's tax closes the contract's to the cent: its label is the rule's, its amount the stored one.
    taxLabel: tax.label,
    taxNotice: tax.notice,
    tax: formatCents(invoice.taxCents),
    total: formatCents(invoice.totalCents),
    retention: invoice.retentionCents ? formatCents(invoice.retentionCents) : null,
    retentionReleased: invoice.retentionReleasedCents ? formatCents(invoice.retentionReleasedCents) : null,
    credits: invoice.creditsCents ? formatCents(invoice.creditsCents) : null,
    paid: formatCents(due.paidCents),
    processing: due.processingCents ? formatCents(due.processingCents) : null,
    amountDue: formatCents(due.amountDueCents),
    amountDueCents: due.amountDueCents,
    payments: invoice.payments.map((payment) => ({
      id: payment.id,
      amount: formatCents(payment.amountCents),
      method: INVOICE_PAYMENT_METHOD_LABELS[payment.method],
      status: payment.status,
      paidOn: formatLongDate(payment.paidAt),
      note: payment.note,
    })),
    waivers: waiversOf(invoice).map((waiver) => ({
      kind: waiver.kind,
      title: LIEN_WAIVER_TITLES[waiver.kind],
      available: waiver.available,
      reason: waiver.reason,
    })),
    timeline: invoice.events.map((event) => ({
      id: event.id,
      label: INVOICE_EVENT_LABELS[event.type],
      at: event.at,
    })),
    replacesId: invoice.replacesId,
    editable: invoice.status === "draft",
    sendable: invoice.status === "draft",
    voidable: invoice.status !== "void" && !cleared,
    payable: invoice.status !== "draft" && invoice.status !== "void" && due.amountDueCents > 0,
    today: arizonaDay(now),
  };
}

export type InvoiceOfficeView = NonNullable<ReturnType<typeof invoiceOfficeView>>;

/** What "Create invoice" shows of a quote's contract: its value, what is billed and left, its lines to choose. */
export function newInvoiceView(quote: QuoteRecord) {
  const contract = contractOf(quote);
  const balance = contractBalance(contract, billedOf(quote.id));
  return {
    quote: { id: quote.id, reference: quote.reference, customerName: quote.customerName },
    contractValue: formatCents(contract.totalCents),
    deposit: formatCents(contract.depositPaidCents),
    leftToBill: formatCents(Math.max(0, balance.leftToBillCents)),
    finalBilled: balance.finalBilled,
    lines: quote.items
      .filter((item) => !item.optional || quote.chosenItemIds.includes(item.id))
      .map((item) => ({ id: item.id, description: item.description })),
    invoices: invoicesOfQuote(quote.id).map((row) => ({
      id: row.id,
      reference: row.reference,
      status: INVOICE_STATUS_LABELS[row.status],
      total: formatCents(row.totalCents),
    })),
  };
}
