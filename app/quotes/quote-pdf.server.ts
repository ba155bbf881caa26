// A quote's layout, drawn in the PDF worker thread (app/pdf/) from its canonical document (quote-document.server.ts):
// everything the customer's page shows, the Registrar of Contractors notice and, once signed, the signature block
// with the document's fingerprint. Its data is plain JSON (dates as ISO text), so it crosses to the worker and a kept
// copy can be drawn again from what is stored.
import { CONTENT_WIDTH, heightOfText, PAGE, startPdf, writeText as text, type Doc } from "~/pdf/pdf-drawing";
import { drawMarkdown } from "~/pdf/pdf-markdown";
import { formatDateTime, formatLongDate } from "~/utils/dates";
import { formatPhone } from "~/utils/tel";
import { amountsDue, formatCents, milliToQuantityText } from "./money";
import type { QuoteDocument } from "./quote-document.server";
import {
  contractingParty,
  ESIGN_CONSENT,
  PAYMENT_METHOD_LABELS,
  rocLine,
  type PaymentMethod,
} from "./quote-options";
import { readSignature } from "./signature-svg";

export type PdfAcceptance = {
  name: string;
  /** The signer's title ("Board president"); "" or absent when none was given. */
  title?: string;
  /** ISO 8601, UTC. */
  acceptedAt: string;
  version: number;
  ip: string;
  userAgent: string;
  documentSha256: string;
  signatureSvg: string | null;
};

export type QuotePdfInput = {
  document: QuoteDocument;
  acceptance: PdfAcceptance | null;
  payments: { amountCents: number; paidAt: string; method: PaymentMethod }[];
  paymentInstructions: string;
  /** The site's public origin: the terms' site links are written out whole. */
  origin: string;
};

declare module "~/pdf/pdf-kinds" {
  interface PdfKinds {
    quote: QuotePdfInput;
  }
}

const BOTTOM = PAGE.height - PAGE.margin - 18; // room for the footer line
const INK = "#1f2328";
const MUTED = "#5b616b";
const RULE = "#c9cdd3";

// Description, Quantity, Unit price, Amount.
const COLUMNS = [
  { title: "Description", width: 264, align: "left" as const },
  { title: "Quantity", width: 80, align: "right" as const },
  { title: "Unit price", width: 80, align: "right" as const },
  { title: "Amount", width: 80, align: "right" as const },
];

/** The PDF file of a quote (the "quote" layout of app/pdf-worker.ts). */
export async function drawQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { document: quote } = input;
  const { doc, finish } = startPdf({
    title: `Quote ${quote.reference}`,
    author: quote.company.name,
    subject: `Quote ${quote.reference} ${contractingParty(quote.customer).replace(/^For/, "for")}`,
  });
  header(doc, quote);
  parties(doc, quote);
  itemsTable(doc, quote);
  totals(doc, input);
  sections(doc, input);
  signatureBlock(doc, input.acceptance);
  footers(doc, quote);
  return finish();
}

/** Starts a new page when the next `height` points would not fit. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function header(doc: Doc, quote: QuoteDocument) {
  const top = doc.y;
  const left = PAGE.margin;
  text(doc, quote.company.name, { font: "bold", size: 16, width: 300 });
  if (quote.company.legalName !== quote.company.name)
    text(doc, quote.company.legalName, { color: MUTED, width: 300 });
  text(doc, quote.company.address, { width: 300 });
  text(doc, `${formatPhone(quote.company.phone)} · ${quote.company.email}`, { width: 300 });
  const roc = rocLine(quote.company.rocLicenseNumber);
  if (roc) text(doc, roc, { font: "bold", width: 300 });
  const leftBottom = doc.y;

  doc.y = top;
  const right = { x: left + 300, width: CONTENT_WIDTH - 300, align: "right" as const };
  text(doc, `Quote ${quote.reference}`, { font: "bold", size: 18, ...right });
  text(doc, `Version ${quote.version}`, { color: MUTED, ...right });
  text(doc, `Date: ${formatLongDate(quote.issuedOn)}`, right);
  text(doc, `Valid until ${formatLongDate(quote.validUntil)}`, { font: "bold", ...right });
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 14;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + CONTENT_WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.y += 12;
}

function parties(doc: Doc, quote: QuoteDocument) {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 8;
  const left = PAGE.margin;
  text(doc, "Customer", { font: "bold", size: 11, width: half });
  text(doc, contractingParty(quote.customer), { width: half });
  text(doc, quote.customer.email, { width: half });
  if (quote.customer.phone) text(doc, formatPhone(quote.customer.phone), { width: half });
  const leftBottom = doc.y;
  doc.y = top;
  const right = { x: left + half + 16, width: half };
  text(doc, "Job site", { font: "bold", size: 11, ...right });
  text(doc, quote.customer.address, right);
  text(doc, `${quote.customer.city}, AZ ${quote.customer.zip}`, right);
  if (quote.startDate) text(doc, `Estimated start: ${formatLongDate(quote.startDate)}`, right);
  if (quote.completionDate) text(doc, `Estimated completion: ${formatLongDate(quote.completionDate)}`, right);
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 16;
}

function tableRow(doc: Doc, cells: string[], options: { font?: "regular" | "bold"; color?: string } = {}) {
  const font = options.font ?? "regular";
  const heights = cells.map((cell, index) =>
    heightOfText(doc, cell, { font, width: COLUMNS[index].width - 8 }),
  );
  const height = Math.max(...heights) + 8;
  ensureRoom(doc, height);
  const y = doc.y;
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    text(doc, cell, {
      font,
      color: options.color ?? INK,
      x: x + 4,
      y: y + 4,
      width: column.width - 8,
      align: column.align,
    });
    x += column.width;
  });
  doc.y = y + height;
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
}

function itemsTable(doc: Doc, quote: QuoteDocument) {
  tableRow(
    doc,
    COLUMNS.map((column) => column.title),
    { font: "bold" },
  );
  for (const item of quote.items) {
    const note = item.optional ? (item.chosen ? " (optional, added)" : " (optional, not included)") : "";
    const quantity = `${milliToQuantityText(item.quantityMilli)}${item.unit ? ` ${item.unit}` : ""}`;
    tableRow(
      doc,
      [
        `${item.description}${note}`,
        quantity,
        formatCents(item.unitPriceCents),
        formatCents(item.amountCents),
      ],
      { color: item.optional && !item.chosen ? MUTED : INK },
    );
  }
  doc.y += 10;
}

function totals(doc: Doc, input: QuotePdfInput) {
  const quote = input.document;
  const paidCents = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const due = amountsDue(quote, paidCents);
  const rows: [string, string, boolean][] = [
    ["Subtotal", formatCents(quote.subtotalCents), false],
    // MRRA has no tax line: its notice is printed under the totals instead.
    ...(quote.taxLabel
      ? [[quote.taxLabel, formatCents(quote.taxCents), false] as [string, string, boolean]]
      : []),
    ["Total", formatCents(quote.totalCents), true],
    ...input.payments.map((payment): [string, string, boolean] => [
      `Deposit paid: ${formatLongDate(payment.paidAt)} (${PAYMENT_METHOD_LABELS[payment.method]})`,
      formatCents(payment.amountCents),
      false,
    ]),
    ["Deposit due", formatCents(due.depositDueCents), true],
    ["Balance", formatCents(due.balanceCents), false],
  ];
  ensureRoom(doc, rows.length * 16 + 8);
  const labelX = PAGE.margin + CONTENT_WIDTH - 330;
  for (const [label, amount, strong] of rows) {
    const y = doc.y;
    const font = strong ? "bold" : "regular";
    text(doc, label, { font, x: labelX, width: 240, align: "right" });
    doc.y = y;
    text(doc, amount, { font, x: labelX + 250, width: 80, align: "right" });
    doc.y = y + 16;
  }
  doc.x = PAGE.margin;
  doc.y += 6;
  if (quote.taxNotice) {
    text(doc, quote.taxNotice, { width: CONTENT_WIDTH });
    doc.y += 4;
  }
  text(doc, `Valid until ${formatLongDate(quote.validUntil)}`, { font: "bold", width: CONTENT_WIDTH });
  doc.y += 10;
}

function section(doc: Doc, title: string, body: string) {
  ensureRoom(doc, 40);
  doc.x = PAGE.margin;
  text(doc, title, { font: "bold", size: 12, width: CONTENT_WIDTH });
  doc.y += 2;
  text(doc, body, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.y += 12;
}

function sections(doc: Doc, input: QuotePdfInput) {
  const quote = input.document;
  if (quote.terms.trim()) {
    ensureRoom(doc, 40);
    doc.x = PAGE.margin;
    text(doc, "Scope and terms", { font: "bold", size: 12, width: CONTENT_WIDTH });
    doc.y += 2;
    drawMarkdown(doc, quote.terms, { origin: input.origin, width: CONTENT_WIDTH });
    doc.y += 12;
  }
  if (input.paymentInstructions.trim())
    section(doc, "Payment instructions", input.paymentInstructions.trim());
  section(doc, "Notice required by A.R.S. §32-1158", quote.rocNotice);
}

function signatureBlock(doc: Doc, acceptance: PdfAcceptance | null) {
  if (!acceptance) {
    section(doc, "Acceptance", "Not yet signed. The customer accepts and signs this quote online.");
    return;
  }
  const drawn = drawableSignature(acceptance.signatureSvg);
  ensureRoom(doc, 230);
  doc.x = PAGE.margin;
  text(doc, "Accepted and signed electronically", { font: "bold", size: 12, width: CONTENT_WIDTH });
  doc.y += 4;
  const rows: [string, string][] = [
    ["Signed by", acceptance.name],
    ...(acceptance.title ? [["Title", acceptance.title] as [string, string]] : []),
    [
      "Signed on",
      `${formatDateTime(acceptance.acceptedAt)} Arizona time (${new Date(acceptance.acceptedAt).toISOString()})`,
    ],
    ["Version signed", String(acceptance.version)],
    ["Consent", `${ESIGN_CONSENT.label} (${ESIGN_CONSENT.version})`],
    ["From", `${acceptance.ip || "unknown address"}; ${acceptance.userAgent || "unknown browser"}`],
    ["Document SHA-256", acceptance.documentSha256],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    text(doc, label, { font: "bold", x: PAGE.margin, width: 110 });
    const labelBottom = doc.y;
    doc.y = y;
    // The fingerprint stays on one line, so it can be read (and searched) whole.
    const size = label === "Document SHA-256" ? 8 : 10;
    text(doc, value, { x: PAGE.margin + 116, width: CONTENT_WIDTH - 116, size });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }
  const boxWidth = 220;
  const left = PAGE.margin + 116;
  const top = doc.y + 6;
  if (drawn) {
    const scale = Math.min(boxWidth / drawn.width, 60 / drawn.height);
    doc.save();
    doc.translate(left, top).scale(scale).translate(-drawn.minX, -drawn.minY);
    for (const stroke of drawn.strokes) {
      doc.path(stroke.d).lineWidth(stroke.width).lineCap("round").lineJoin("round").stroke(INK);
    }
    doc.restore();
    doc.y = top + drawn.height * scale + 4;
  } else {
    // No drawing (or one that cannot be drawn): the typed name is the signature.
    text(doc, acceptance.name, { size: 16, x: left, y: top + 20, width: boxWidth });
    doc.y += 4;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + boxWidth, doc.y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.y += 4;
  text(doc, drawn ? "Drawn signature" : "Typed signature", {
    color: MUTED,
    size: 8,
    x: left,
    width: boxWidth,
  });
  doc.x = PAGE.margin;
}

/** The strokes of a stored drawn signature, or null when there is none or it cannot be read (never an error). */
function drawableSignature(svg: string | null) {
  try {
    return svg ? readSignature(svg) : null;
  } catch {
    return null;
  }
}

function footers(doc: Doc, quote: QuoteDocument) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    // Writing inside the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    text(doc, `${quote.reference} · version ${quote.version} · page ${index + 1} of ${range.count}`, {
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
