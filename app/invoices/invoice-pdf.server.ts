// An invoice's layout, drawn in the PDF worker thread (app/pdf/) from the customer's view of it (invoice-page.server.ts,
// invoiceDocumentView): the same words and amounts the page /i/{token} shows, never recomputed here. Who it is from
// with the Registrar of Contractors number, the reference, kind and dates, the customer and job site, the lines, the
// tax by classification (MRRA: its one-line notice instead of a tax line), retention, credits, payments, what is due,
// the prompt pay terms when the act applies, and a watermark once paid or void.
import { CONTENT_WIDTH, heightOfText, PAGE, startPdf, writeText as text, type Doc } from "~/pdf/pdf-drawing";
import { formatPhone } from "~/utils/tel";
import type { InvoiceDocumentView } from "./invoice-page.server";

export type InvoicePdfData = InvoiceDocumentView;

declare module "~/pdf/pdf-kinds" {
  interface PdfKinds {
    invoice: InvoicePdfData;
  }
}

const BOTTOM = PAGE.height - PAGE.margin - 18; // room for the footer line
const INK = "#1f2328";
const MUTED = "#5b616b";
const RULE = "#c9cdd3";
const DESCRIPTION_WIDTH = CONTENT_WIDTH - 110;

/** The PDF file of an invoice (the "invoice" layout of app/pdf-worker.ts). */
export async function drawInvoicePdf(invoice: InvoicePdfData): Promise<Uint8Array> {
  const { doc, finish } = startPdf({
    title: `Invoice ${invoice.reference}`,
    author: invoice.company.name,
    subject: `${invoice.kind} invoice ${invoice.reference} for ${invoice.customer.name}`,
  });
  header(doc, invoice);
  ownerOccupantNotice(doc, invoice);
  parties(doc, invoice);
  lines(doc, invoice);
  totals(doc, invoice);
  notes(doc, invoice);
  watermark(doc, invoice);
  footers(doc, invoice);
  return finish();
}

/** Starts a new page when the next `height` points would not fit. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function header(doc: Doc, invoice: InvoicePdfData) {
  const { company } = invoice;
  const top = doc.y;
  const left = PAGE.margin;
  text(doc, company.name, { font: "bold", size: 16, width: 300 });
  if (company.address) text(doc, company.address, { width: 300 });
  const contact = [company.phone && formatPhone(company.phone), company.email].filter(Boolean).join(" · ");
  if (contact) text(doc, contact, { width: 300 });
  if (company.roc) text(doc, company.roc, { font: "bold", width: 300 });
  const leftBottom = doc.y;

  doc.y = top;
  const right = { x: left + 300, width: CONTENT_WIDTH - 300, align: "right" as const };
  text(doc, `Invoice ${invoice.reference}`, { font: "bold", size: 18, ...right });
  text(doc, `${invoice.kind} invoice`, { color: MUTED, ...right });
  text(doc, `Date issued: ${invoice.issuedOn ?? "not sent yet"}`, right);
  text(doc, `Date due: ${invoice.dueOn ?? "set when sent"}`, { font: "bold", ...right });
  text(doc, `Status: ${invoice.statusLabel}`, right);
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 14;
  rule(doc, 1);
  doc.y += 12;
}

function rule(doc: Doc, width: number) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(width)
    .stroke();
}

/** A.R.S. § 32-1188(A): the legend goes on the front page of each billing to an owner-occupant, conspicuous. */
function ownerOccupantNotice(doc: Doc, invoice: InvoicePdfData) {
  const notice = invoice.promptPay?.firstPageNotice;
  if (!notice) return;
  const top = doc.y;
  const inner = { x: PAGE.margin + 8, width: CONTENT_WIDTH - 16 };
  doc.y += 8;
  text(doc, notice.heading.toUpperCase(), { font: "bold", size: 11, align: "center", ...inner });
  text(doc, notice.subheading, { size: 9, align: "center", ...inner });
  doc.y += 4;
  text(doc, notice.body, { size: 9, lineGap: 1, ...inner });
  doc.y += 8;
  doc
    .rect(PAGE.margin, top, CONTENT_WIDTH, doc.y - top)
    .lineWidth(1.5)
    .stroke(INK);
  doc.x = PAGE.margin;
  doc.y += 14;
}

function parties(doc: Doc, invoice: InvoicePdfData) {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 8;
  const left = PAGE.margin;
  text(doc, "Bill to", { font: "bold", size: 11, width: half });
  text(doc, invoice.customer.name, { width: half });
  text(doc, `Quote ${invoice.quoteReference}`, { color: MUTED, width: half });
  const leftBottom = doc.y;
  doc.y = top;
  const right = { x: left + half + 16, width: half };
  text(doc, "Job site", { font: "bold", size: 11, ...right });
  text(doc, invoice.customer.site, right);
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 16;
}

function row(doc: Doc, description: string, amount: string, font: "regular" | "bold" = "regular") {
  const height = heightOfText(doc, description, { font, width: DESCRIPTION_WIDTH - 8 }) + 8;
  ensureRoom(doc, height);
  const y = doc.y;
  text(doc, description, { font, x: PAGE.margin + 4, y: y + 4, width: DESCRIPTION_WIDTH - 8 });
  text(doc, amount, {
    font,
    x: PAGE.margin + DESCRIPTION_WIDTH + 4,
    y: y + 4,
    width: CONTENT_WIDTH - DESCRIPTION_WIDTH - 8,
    align: "right",
  });
  doc.y = y + height;
  rule(doc, 0.5);
}

function lines(doc: Doc, invoice: InvoicePdfData) {
  row(doc, "Description", "Amount", "bold");
  for (const item of invoice.items) row(doc, item.description, item.amount);
  doc.y += 10;
}

function totals(doc: Doc, invoice: InvoicePdfData) {
  const rows: [string, string, boolean][] = [
    ["Subtotal", invoice.subtotal, false],
    // MRRA has no tax line: its notice is printed under the totals instead.
    ...(invoice.taxLabel ? [[invoice.taxLabel, invoice.tax, false] as [string, string, boolean]] : []),
    ["Total", invoice.total, true],
    ...(invoice.retention
      ? [["Retention held", `−${invoice.retention}`, false] as [string, string, boolean]]
      : []),
    ...(invoice.retentionReleased
      ? [["Retention released", invoice.retentionReleased, false] as [string, string, boolean]]
      : []),
    ...(invoice.depositApplied
      ? [["Deposit applied", `−${invoice.depositApplied}`, false] as [string, string, boolean]]
      : []),
    ...invoice.payments.map((payment): [string, string, boolean] => [
      payment.text,
      `−${payment.amount}`,
      false,
    ]),
    ["Amount due", invoice.amountDue, true],
  ];
  const labelX = PAGE.margin + CONTENT_WIDTH - 370;
  for (const [label, amount, strong] of rows) {
    const font = strong ? "bold" : "regular";
    const height = heightOfText(doc, label, { font, width: 280 }) + 4;
    ensureRoom(doc, height);
    const y = doc.y;
    text(doc, label, { font, x: labelX, width: 280, align: "right" });
    text(doc, amount, { font, x: labelX + 290, y, width: 80, align: "right" });
    doc.y = y + Math.max(height, 16);
  }
  doc.x = PAGE.margin;
  doc.y += 6;
  if (invoice.taxNotice) {
    ensureRoom(doc, 30);
    text(doc, invoice.taxNotice, { width: CONTENT_WIDTH });
    doc.y += 4;
  }
  if (invoice.processingNotice) {
    ensureRoom(doc, 20);
    text(doc, invoice.processingNotice, { width: CONTENT_WIDTH, font: "bold" });
    doc.y += 4;
  }
  doc.y += 8;
}

function section(doc: Doc, title: string, body: string) {
  ensureRoom(doc, 40);
  doc.x = PAGE.margin;
  text(doc, title, { font: "bold", size: 12, width: CONTENT_WIDTH });
  doc.y += 2;
  text(doc, body, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.y += 12;
}

function notes(doc: Doc, invoice: InvoicePdfData) {
  if (invoice.promptPay) section(doc, "Arizona prompt pay act", invoice.promptPay.line);
  const received = invoice.paymentRecords.map((payment) => payment.text);
  if (received.length) section(doc, "Payments", received.join("\n"));
  if (invoice.amountDueCents > 0 && invoice.paymentInstructions.trim())
    section(doc, "How to pay", invoice.paymentInstructions.trim());
}

/** "PAID" or "VOID" across every page, light enough to read the figures through. */
function watermark(doc: Doc, invoice: InvoicePdfData) {
  const word = invoice.status === "void" ? "VOID" : invoice.status === "paid" ? "PAID" : null;
  if (!word) return;
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.save();
    doc.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] });
    doc.fillOpacity(0.12);
    text(doc, word, {
      font: "bold",
      size: 120,
      color: word === "VOID" ? "#b42318" : "#1a7f37",
      x: 0,
      y: PAGE.height / 2 - 70,
      width: PAGE.width,
      align: "center",
      lineBreak: false,
    });
    doc.restore();
    doc.page.margins.bottom = margin;
  }
}

function footers(doc: Doc, invoice: InvoicePdfData) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Writing inside the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text(doc, `Invoice ${invoice.reference} · ${invoice.statusLabel} · page ${index + 1} of ${range.count}`, {
      x: PAGE.margin,
      y: PAGE.height - PAGE.margin + 8,
      width: CONTENT_WIDTH,
      align: "center",
      size: 8,
      color: MUTED,
    });
    doc.page.margins.bottom = margin;
  }
}
