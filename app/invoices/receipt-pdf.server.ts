// A payment's receipt, drawn in the PDF worker thread (app/pdf/) from the facts stored when the payment cleared:
// plain JSON, so the kept copy is drawn again from what was stored, never from the rows as they read later.
import { CONTENT_WIDTH, PAGE, startPdf, writeText as text, type Doc } from "~/pdf/pdf-drawing";
import { formatCents } from "~/quotes/money";
import { formatLongDate } from "~/utils/dates";

export type ReceiptPdfData = {
  company: { name: string; address: string; phone: string; email: string; roc: string };
  reference: string;
  customer: { name: string; site: string };
  amountCents: number;
  method: string;
  /** The day the payment cleared, YYYY-MM-DD (Arizona). */
  clearedOn: string;
  balanceCents: number;
  /** The Checkout Session or the check's note: how the office finds the payment again. */
  note: string;
  receiptNumber: string;
};

declare module "~/pdf/pdf-kinds" {
  interface PdfKinds {
    "invoice-receipt": ReceiptPdfData;
  }
}

const MUTED = "#5b616b";

function line(doc: Doc, label: string, value: string, strong = false) {
  const y = doc.y;
  text(doc, label, { x: PAGE.margin, width: 200, color: MUTED });
  doc.y = y;
  text(doc, value, { x: PAGE.margin + 210, width: CONTENT_WIDTH - 210, font: strong ? "bold" : "regular" });
  doc.y += 4;
}

/** The PDF file of a payment's receipt (the "invoice-receipt" layout of app/pdf-worker.ts). */
export async function drawReceiptPdf(data: ReceiptPdfData): Promise<Uint8Array> {
  const { doc, finish } = startPdf({
    title: `Receipt for ${data.reference}`,
    author: data.company.name,
    subject: `Receipt ${data.receiptNumber} for invoice ${data.reference}, ${data.customer.name}`,
  });
  text(doc, data.company.name, { font: "bold", size: 16 });
  if (data.company.address) text(doc, data.company.address);
  text(doc, [data.company.phone, data.company.email].filter(Boolean).join(" · "));
  if (data.company.roc) text(doc, data.company.roc, { font: "bold" });
  doc.y += 14;
  text(doc, `Receipt for ${data.reference}`, { font: "bold", size: 18 });
  text(doc, `Receipt ${data.receiptNumber}`, { color: MUTED });
  doc.y += 10;
  line(doc, "Received from", data.customer.name);
  line(doc, "Job site", data.customer.site);
  line(doc, "Invoice", data.reference);
  line(doc, "Amount paid", formatCents(data.amountCents), true);
  line(doc, "Method", data.method);
  line(doc, "Date", formatLongDate(data.clearedOn));
  line(doc, "Balance left on the invoice", formatCents(data.balanceCents), true);
  if (data.note) line(doc, "Reference", data.note);
  doc.y += 14;
  doc.x = PAGE.margin;
  text(doc, "Thank you for your payment.", { width: CONTENT_WIDTH });
  return finish();
}
