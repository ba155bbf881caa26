// A statutory lien waiver (A.R.S. § 33-1008(D)), drawn in the PDF worker thread (app/pdf/) from the form's text as
// filled when the waiver was first issued (lien-waivers.ts): plain JSON, kept, and drawn again from what was stored.
// (D)(2) and (D)(4) want the unconditional notice "in type at least as large as the largest type otherwise on the
// document": it is set in the title's size, in bold, and nothing on the page is larger.
import { CONTENT_WIDTH, PAGE, startPdf, writeText as text } from "~/pdf/pdf-drawing";
import type { FilledLienWaiver } from "./lien-waivers";

export type LienWaiverPdfData = FilledLienWaiver & { companyName: string; invoiceReference: string };

declare module "~/pdf/pdf-kinds" {
  interface PdfKinds {
    "lien-waiver": LienWaiverPdfData;
  }
}

const MUTED = "#5b616b";
/** The largest type on the page: the title and the unconditional notice. */
const LARGEST = 13;
const BODY = 11;

/** The PDF file of one lien waiver (the "lien-waiver" layout of app/pdf-worker.ts). */
export async function drawLienWaiverPdf(data: LienWaiverPdfData): Promise<Uint8Array> {
  const { doc, finish } = startPdf({
    title: data.title,
    author: data.companyName,
    subject: `${data.title} for invoice ${data.invoiceReference}`,
  });
  text(doc, data.title.toUpperCase(), { font: "bold", size: LARGEST, width: CONTENT_WIDTH, align: "center" });
  text(doc, data.citation, { size: 9, color: MUTED, width: CONTENT_WIDTH, align: "center" });
  doc.y += 16;
  for (const { label, value } of data.header) {
    const y = doc.y;
    text(doc, label, { x: PAGE.margin, width: 70, size: BODY, font: "bold" });
    doc.y = y;
    text(doc, value, { x: PAGE.margin + 76, width: CONTENT_WIDTH - 76, size: BODY });
    doc.y += 4;
  }
  doc.y += 10;
  for (const paragraph of data.paragraphs) {
    text(doc, paragraph, { x: PAGE.margin, width: CONTENT_WIDTH, size: BODY, lineGap: 2, align: "justify" });
    doc.y += 10;
  }
  doc.y += 10;
  for (const { label, value, caption } of data.signature) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    const y = doc.y;
    if (label) text(doc, label, { x: PAGE.margin, y, width: 50, size: BODY, font: "bold" });
    // A blank (no signer set) keeps a line long enough to sign by hand.
    text(doc, value || " ", { x: PAGE.margin + 56, y, width: 260, size: BODY });
    const lineY = doc.y + 1;
    doc
      .moveTo(PAGE.margin + 56, lineY)
      .lineTo(PAGE.margin + 316, lineY)
      .lineWidth(0.5)
      .stroke("#1f2328");
    doc.y = lineY + 2;
    if (caption) text(doc, caption, { x: PAGE.margin + 56, width: 260, size: 8, color: MUTED });
    doc.y += 10;
  }
  if (data.notice) {
    doc.y += 8;
    text(doc, data.notice, { x: PAGE.margin, width: CONTENT_WIDTH, size: LARGEST, font: "bold", lineGap: 2 });
  }
  return finish();
}
