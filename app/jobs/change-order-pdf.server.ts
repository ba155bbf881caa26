// A signed change order's layout, drawn in the PDF worker thread (app/pdf/) from the document the customer signed
// (change-order-document.server.ts) and the signature's evidence: plain JSON, so a kept copy is drawn again from what
// is stored, never from the rows as they read later.
import { CONTENT_WIDTH, heightOfText, PAGE, startPdf, writeText as text, type Doc } from "~/pdf/pdf-drawing";
import { formatCents, milliToQuantityText } from "~/quotes/money";
import { rocLine } from "~/quotes/quote-options";
import { formatDateTime } from "~/utils/dates";
import type { ChangeOrderDocument } from "./change-order-document.server";

export type ChangeOrderPdfInput = {
  document: ChangeOrderDocument;
  approval: { name: string; approvedAt: string; ip: string; userAgent: string; documentSha256: string };
  consentLabel: string;
};

declare module "~/pdf/pdf-kinds" {
  interface PdfKinds {
    "change-order": ChangeOrderPdfInput;
  }
}

const BOTTOM = PAGE.height - PAGE.margin - 18;
const MUTED = "#5b616b";
const RULE = "#c9cdd3";
const COLUMNS = [
  { width: 264, align: "left" as const },
  { width: 80, align: "right" as const },
  { width: 80, align: "right" as const },
  { width: 80, align: "right" as const },
];

const rule = (doc: Doc, width = 0.5) =>
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(width)
    .stroke();

function row(doc: Doc, cells: string[], font: "regular" | "bold" = "regular") {
  const height =
    Math.max(...cells.map((cell, i) => heightOfText(doc, cell, { font, width: COLUMNS[i].width - 8 }))) + 8;
  if (doc.y + height > BOTTOM) doc.addPage();
  const y = doc.y;
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    text(doc, cell, { font, x: x + 4, y: y + 4, width: COLUMNS[i].width - 8, align: COLUMNS[i].align });
    x += COLUMNS[i].width;
  });
  doc.y = y + height;
  rule(doc);
}

function amountLine(doc: Doc, label: string, amount: string, strong = false) {
  if (doc.y + 16 > BOTTOM) doc.addPage();
  const font = strong ? "bold" : "regular";
  const labelX = PAGE.margin + CONTENT_WIDTH - 330;
  const y = doc.y;
  text(doc, label, { font, x: labelX, width: 240, align: "right" });
  doc.y = y;
  text(doc, amount, { font, x: labelX + 250, width: 80, align: "right" });
}

/** The PDF file of a signed change order (the "change-order" layout of app/pdf-worker.ts). */
export async function drawChangeOrderPdf(input: ChangeOrderPdfInput): Promise<Uint8Array> {
  const { document: order, approval } = input;
  const { doc, finish } = startPdf({
    title: `Change order ${order.reference}`,
    author: order.company.name,
    subject: `Change order ${order.reference} to job ${order.jobReference} for ${order.customer.name}`,
  });
  text(doc, order.company.name, { font: "bold", size: 16 });
  text(doc, order.company.address);
  text(doc, `${order.company.phone} · ${order.company.email}`);
  const roc = rocLine(order.company.rocLicenseNumber);
  if (roc) text(doc, roc, { font: "bold" });
  doc.y += 10;
  text(doc, `Change order ${order.reference}`, { font: "bold", size: 18 });
  text(doc, `Job ${order.jobReference} · Quote ${order.quoteReference} · Version ${order.version}`, {
    color: MUTED,
  });
  doc.y += 6;
  text(doc, `Customer: ${order.customer.name} (${order.customer.email})`);
  text(doc, `Job site: ${order.customer.site}`);
  doc.y += 8;
  text(doc, "Reason", { font: "bold", size: 11 });
  text(doc, order.reason);
  doc.y += 10;
  row(doc, ["Description", "Quantity", "Unit price", "Amount"], "bold");
  for (const line of order.lines)
    row(doc, [
      line.description,
      `${milliToQuantityText(line.quantityMilli)}${line.unit ? ` ${line.unit}` : ""}`,
      formatCents(line.unitPriceCents),
      formatCents(line.amountCents),
    ]);
  doc.y += 10;
  amountLine(doc, "Subtotal", formatCents(order.totals.subtotalCents));
  if (order.totals.taxLabel) amountLine(doc, order.totals.taxLabel, formatCents(order.totals.taxCents));
  amountLine(doc, "Total of this change", formatCents(order.totals.totalCents), true);
  amountLine(doc, "Contract value before", formatCents(order.contractBeforeCents));
  amountLine(doc, "Contract value with this change", formatCents(order.contractAfterCents), true);
  doc.x = PAGE.margin;
  if (order.totals.taxNotice) {
    doc.y += 8;
    text(doc, order.totals.taxNotice, { color: MUTED, width: CONTENT_WIDTH });
  }
  doc.y += 16;
  if (doc.y + 90 > BOTTOM) doc.addPage();
  rule(doc, 1);
  doc.y += 8;
  text(doc, "Approved and signed electronically", { font: "bold", size: 11, width: CONTENT_WIDTH });
  text(doc, `${input.consentLabel}: yes`, { width: CONTENT_WIDTH });
  text(doc, `Signed by ${approval.name} on ${formatDateTime(approval.approvedAt)} (Arizona time)`, {
    width: CONTENT_WIDTH,
  });
  text(doc, `From ${approval.ip}, ${approval.userAgent}`, { color: MUTED, size: 8, width: CONTENT_WIDTH });
  text(doc, `Document fingerprint (SHA-256): ${approval.documentSha256}`, {
    color: MUTED,
    size: 8,
    width: CONTENT_WIDTH,
  });
  return finish();
}
