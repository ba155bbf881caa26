import type { InvoiceJson } from "~/api/contract/invoices";
import { dueOf, waiversOf, type InvoiceRecord } from "~/invoices/invoice-records.server";

/** An invoice as the API answers it: its amounts, what is paid, processing and due, its payments and waivers. */
export function invoiceToJson(invoice: InvoiceRecord): InvoiceJson {
  const due = dueOf(invoice);
  return {
    _id: invoice.id,
    reference: invoice.reference,
    kind: invoice.kind,
    status: invoice.status,
    jobId: invoice.jobId,
    quoteId: invoice.quoteId,
    replacesId: invoice.replacesId,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    termsDays: invoice.termsDays,
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: item.quantityMilli / 1000,
      unit: item.unit,
      unitPriceCents: item.unitPriceCents,
      amountCents: item.amountCents,
    })),
    taxClassification: invoice.taxClassification,
    subtotalCents: invoice.subtotalCents,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    retentionCents: invoice.retentionCents,
    retentionReleasedCents: invoice.retentionReleasedCents,
    creditsCents: invoice.creditsCents,
    ...due,
    promptPay: null,
    payments: invoice.payments.map((payment) => ({
      amountCents: payment.amountCents,
      method: payment.method,
      status: payment.status,
      paidAt: payment.paidAt.toISOString(),
      providerRef: payment.providerRef,
    })),
    waivers: waiversOf(invoice).map(({ kind, available }) => ({ kind, available })),
    events: invoice.events.map((event) => ({ type: event.type, at: event.at.toISOString() })),
    createdAt: invoice.createdAt.toISOString(),
    updatedAt: invoice.updatedAt.toISOString(),
  };
}
