// The preliminary twenty day notice's layout (A.R.S. § 33-992.01(D)), drawn in the PDF worker thread (app/pdf/) from
// the blocks preliminaryNoticeDocument gives, in the statute's order. The type rules the blocks name are kept: the
// "Notice to Property Owner" in bold-faced type, and the ten-day paragraphs in type at least as large as the largest
// type otherwise on the notice (12 pt here, and nothing on it is larger, not even its title).
import { CONTENT_WIDTH, PAGE, startPdf, writeText as text, type Doc } from "~/pdf/pdf-drawing";
import { rocLine } from "~/quotes/quote-options";
import {
  PRELIMINARY_NOTICE_CITATION,
  PRELIMINARY_NOTICE_TITLE,
  preliminaryNoticeDocument,
  type NoticeBlock,
  type PreliminaryNoticeInput,
} from "./preliminary-notice";

export type PreliminaryNoticePdfInput = {
  notice: PreliminaryNoticeInput;
  /** The claimant's ROC license number, printed under its name when set. */
  rocLicenseNumber: string;
  jobReference: string;
};

declare module "~/pdf/pdf-kinds" {
  interface PdfKinds {
    "preliminary-notice": PreliminaryNoticePdfInput;
  }
}

const BODY = 10;
/** The largest type on the notice: the ten-day paragraphs are set in it, and nothing is set larger. */
const LARGEST = 12;
const MUTED = "#5b616b";
const BOTTOM = PAGE.height - PAGE.margin;

const roomFor = (doc: Doc, height: number) => {
  if (doc.y + height > BOTTOM) doc.addPage();
};

function line(doc: Doc, width = 0.75) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .strokeColor("#1f2328")
    .lineWidth(width)
    .stroke();
}

function drawBlock(doc: Doc, block: NoticeBlock) {
  doc.x = PAGE.margin;
  switch (block.kind) {
    case "statement":
      roomFor(doc, 40);
      text(doc, block.text, { font: "bold", size: BODY, width: CONTENT_WIDTH });
      break;
    case "field":
      roomFor(doc, 48);
      text(doc, block.label, { size: BODY, width: CONTENT_WIDTH });
      for (const value of block.lines.length ? block.lines : ["____________________"])
        text(doc, value, { font: "bold", size: BODY, x: PAGE.margin + 14, width: CONTENT_WIDTH - 14 });
      break;
    case "notice-box": {
      roomFor(doc, 160);
      doc.y += 4;
      line(doc, 1.5);
      doc.y += 6;
      text(doc, block.heading, { font: "bold", size: LARGEST, width: CONTENT_WIDTH, align: "center" });
      doc.y += 2;
      for (const paragraph of block.paragraphs) {
        text(doc, paragraph, { font: "bold", size: BODY, x: PAGE.margin, width: CONTENT_WIDTH });
        doc.y += 3;
      }
      line(doc, 1.5);
      break;
    }
    case "large-type":
      roomFor(doc, 60);
      text(doc, block.text, { font: "bold", size: LARGEST, width: CONTENT_WIDTH });
      break;
    case "signature":
      roomFor(doc, 110);
      doc.y += 10;
      for (const entry of block.lines) {
        const value = `${entry.label ? `${entry.label} ` : ""}${entry.value || "______________________________"}`;
        text(doc, value, { size: BODY, width: CONTENT_WIDTH });
        text(doc, entry.caption, { size: 8, color: MUTED, width: CONTENT_WIDTH });
        doc.y += 6;
      }
      break;
    case "acknowledgment":
      roomFor(doc, 150);
      doc.y += 6;
      text(doc, `______________________________ ${block.senderCaption}`, {
        size: BODY,
        width: CONTENT_WIDTH,
      });
      doc.y += 8;
      text(doc, block.heading, { font: "bold", size: LARGEST, width: CONTENT_WIDTH });
      text(doc, block.text, { size: BODY, width: CONTENT_WIDTH });
      for (const caption of block.captions) {
        doc.y += 14;
        text(doc, "______________________________", { size: BODY, width: CONTENT_WIDTH });
        text(doc, caption, { size: 8, color: MUTED, width: CONTENT_WIDTH });
      }
      break;
  }
  doc.y += 8;
}

/** The PDF file of a job's preliminary twenty day notice (the "preliminary-notice" layout of app/pdf-worker.ts). */
export async function drawPreliminaryNoticePdf(input: PreliminaryNoticePdfInput): Promise<Uint8Array> {
  const { notice } = input;
  const { doc, finish } = startPdf({
    title: `${PRELIMINARY_NOTICE_TITLE}, job ${input.jobReference}`,
    author: notice.claimant.name,
    subject: `${PRELIMINARY_NOTICE_TITLE} (${PRELIMINARY_NOTICE_CITATION}) for ${notice.jobSiteAddress}`,
  });
  text(doc, PRELIMINARY_NOTICE_TITLE, { font: "bold", size: LARGEST, width: CONTENT_WIDTH, align: "center" });
  text(doc, `(${PRELIMINARY_NOTICE_CITATION})`, { size: BODY, width: CONTENT_WIDTH, align: "center" });
  const roc = rocLine(input.rocLicenseNumber);
  text(doc, [notice.claimant.name, roc, `Job ${input.jobReference}`].filter(Boolean).join(" · "), {
    size: 8,
    color: MUTED,
    width: CONTENT_WIDTH,
    align: "center",
  });
  doc.y += 10;
  for (const block of preliminaryNoticeDocument(notice)) drawBlock(doc, block);
  return finish();
}
