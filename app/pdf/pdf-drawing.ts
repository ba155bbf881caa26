// What every PDF layout draws with, in the PDF worker thread: a US Letter document in DejaVu Sans (fonts/, with its
// licence; embedded as subsets, so the text can be selected, searched and extracted), and text whose words never run
// wider than their column. pdfkit wraps a word wider than the line by measuring ever shorter slices of the whole
// rest of it, again for each line it fills: quadratic, and a 10,000-character word took the heap past 128 MB. So a
// layout's text goes through fitWords first, which breaks such a word (a zero-width space) into pieces that fit.
import path from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";

// Resolved from the working directory, as the migrations are: the server runs from the checkout's root.
const FONTS = path.resolve("app/pdf/fonts");

export type FontName = "regular" | "bold";

// Parsed once per worker and shared by every document: fontkit keeps the tables and glyphs it has read, which is
// most of the cost of a render (a fresh parse per document took a 40-line quote from about 100 ms to over 300).
let fonts: Record<FontName, fontkit.Font> | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: fontkit.openSync(path.join(FONTS, "DejaVuSans.ttf")) as fontkit.Font,
    bold: fontkit.openSync(path.join(FONTS, "DejaVuSans-Bold.ttf")) as fontkit.Font,
  });

export const PAGE = { width: 612, height: 792, margin: 54 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export type PdfInfo = { title: string; author: string; subject: string };

/** A new document in our fonts, and `finish`, which ends it and answers its bytes. */
export function startPdf(info: PdfInfo) {
  const loaded = loadFonts();
  const doc = new PDFDocument({
    size: "LETTER",
    margin: PAGE.margin,
    bufferPages: true,
    // No standard font: pdfkit would load Helvetica's metrics for a font never used.
    font: loaded.regular as unknown as string,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
  });
  doc.registerFont("regular", loaded.regular as never);
  doc.registerFont("bold", loaded.bold as never);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

export type Doc = PDFKit.PDFDocument;

const BREAK = "\u200B"; // zero-width space: a place to break that draws nothing
// DejaVu's widest glyph is 1.74 em: a word of fewer characters than width / (1.8 × size) fits whatever it holds.
const WIDEST_EM = 1.8;
// Glyph advances ignore kerning; a piece is kept a little under the column.
const SLACK = 0.97;

/**
 * The text with every word wider than `width` (at `size` points in `font`) broken into pieces that fit, so pdfkit
 * never has to cut one: linear in the text, whatever it holds.
 */
export function fitWords(text: string, font: FontName, size: number, width: number) {
  const shortest = width / (WIDEST_EM * size);
  if (text.length <= shortest) return text;
  const face = loadFonts()[font];
  const scale = size / face.unitsPerEm;
  const limit = width * SLACK;
  return text.replace(/\S+/g, (word) => {
    if (word.length <= shortest) return word;
    let fitted = "";
    let run = 0;
    for (const char of word) {
      const advance = face.glyphForCodePoint(char.codePointAt(0)!).advanceWidth * scale;
      if (run > 0 && run + advance > limit) {
        fitted += BREAK;
        run = 0;
      }
      fitted += char;
      run += advance;
    }
    return fitted;
  });
}

export type TextStyle = PDFKit.Mixins.TextOptions & {
  font?: FontName;
  size?: number;
  color?: string;
  x?: number;
  y?: number;
};

/**
 * Writes text in our fonts, its long words fitted to its width (the rest of the line when none is given); with `x`
 * or `y`, from that point (pdfkit keeps the x for the lines after).
 */
export function writeText(doc: Doc, value: string, style: TextStyle = {}) {
  const { font = "regular", size = 10, color = "#1f2328", x, y, ...options } = style;
  const width = options.width ?? doc.page.width - doc.page.margins.right - (x ?? doc.x);
  const fitted = fitWords(value, font, size, width);
  doc.font(font).fontSize(size).fillColor(color);
  if (x === undefined && y === undefined) doc.text(fitted, options);
  else doc.text(fitted, x ?? doc.x, y ?? doc.y, options);
}

/** The height `value` takes at `width`, measured as writeText would write it. */
export function heightOfText(
  doc: Doc,
  value: string,
  style: { font?: FontName; size?: number; width: number },
) {
  const { font = "regular", size = 10, width } = style;
  return doc
    .font(font)
    .fontSize(size)
    .heightOfString(fitWords(value, font, size, width), { width });
}
