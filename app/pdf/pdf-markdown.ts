// The Markdown of a document's terms drawn as a reader expects it in a PDF: paragraphs, headings, bold and italic, and
// bulleted and numbered lists (nested ones indented), never the asterisks. Raw HTML is not read (it stays text), a
// link prints its address after its words, and every run's long words are fitted to the column as writeText does.
// The text is bounded by the schema (20,000 characters), so the blocks and runs are too.
import { absoluteHref, markdownLists, parseMarkdown, type MarkdownToken } from "~/utils/markdown.server";
import { fitWords, PAGE, type Doc, type FontName } from "./pdf-drawing";

/** A piece of a line in one style. */
export type PdfRun = { text: string; bold: boolean; italic: boolean };

/** One paragraph, heading or list item: its runs, and a list item's marker ("•", "2.") and depth (0 outside lists). */
export type PdfBlock = {
  runs: PdfRun[];
  marker: string | null;
  depth: number;
  heading: boolean;
  follows: boolean;
};

/** The runs of one block's inline tokens; adjacent runs of one style are joined. */
function runsOf(tokens: MarkdownToken[], origin: string, heading: boolean): PdfRun[] {
  const runs: PdfRun[] = [];
  let bold = heading ? 1 : 0;
  let italic = 0;
  const links: { href: string; label: string }[] = [];
  const add = (text: string) => {
    if (!text) return;
    const last = runs.at(-1);
    const style = { bold: bold > 0, italic: italic > 0 };
    if (last && last.bold === style.bold && last.italic === style.italic) last.text += text;
    else runs.push({ text, ...style });
    const link = links.at(-1);
    if (link) link.label += text;
  };
  for (const token of tokens) {
    if (token.type === "text" || token.type === "code_inline") add(token.content);
    else if (token.type === "softbreak") add(" ");
    else if (token.type === "hardbreak") add("\n");
    else if (token.type === "image") add(token.content || String(token.attrGet("alt") ?? ""));
    else if (token.type === "strong_open") bold++;
    else if (token.type === "strong_close") bold = Math.max(bold - 1, heading ? 1 : 0);
    else if (token.type === "em_open") italic++;
    else if (token.type === "em_close") italic = Math.max(italic - 1, 0);
    else if (token.type === "link_open") links.push({ href: String(token.attrGet("href") ?? ""), label: "" });
    else if (token.type === "link_close") {
      const link = links.pop();
      if (!link) continue;
      // A bare address (linkify, or <https://…>) is printed once, not "url (url)".
      const bare = link.label === link.href || `mailto:${link.label}` === link.href;
      if (!bare) {
        const [saveBold, saveItalic] = [bold, italic];
        [bold, italic] = [0, 0];
        add(` (${absoluteHref(link.href, origin)})`);
        [bold, italic] = [saveBold, saveItalic];
      }
    }
  }
  return runs;
}

/** The Markdown's blocks in order, as the PDF draws them. */
export function markdownBlocks(source: string, origin: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const lists = markdownLists("•");
  let heading = false;
  for (const token of parseMarkdown(source)) {
    if (lists.read(token)) continue;
    switch (token.type) {
      case "heading_open":
        heading = true;
        break;
      case "heading_close":
        heading = false;
        break;
      case "inline": {
        const runs = runsOf(token.children ?? [], origin, heading);
        // A list's second and later items follow the one before closely; a paragraph inside an item has no marker.
        blocks.push({ runs, ...lists.takeBlock(), depth: lists.depth, heading });
        break;
      }
      case "code_block":
      case "fence":
        blocks.push({
          runs: [{ text: token.content.replace(/\n$/, ""), bold: false, italic: false }],
          marker: null,
          depth: lists.depth,
          heading: false,
          follows: false,
        });
        break;
    }
  }
  return blocks.filter((block) => block.runs.some((run) => run.text.trim()));
}

const SIZE = 10;
const INDENT = 14;
// pdfkit's synthetic italic: DejaVu Sans ships no oblique face here, and a slant reads as one.
const OBLIQUE = 12;
const fontOf = (run: PdfRun): FontName => (run.bold ? "bold" : "regular");

/** Draws the Markdown from the current line across `width`, starting at the left margin. */
export function drawMarkdown(doc: Doc, source: string, options: { origin: string; width: number }) {
  const bottom = doc.page.height - doc.page.margins.bottom;
  markdownBlocks(source, options.origin).forEach((block, blockIndex) => {
    if (blockIndex > 0) doc.y += block.follows ? 1 : 4;
    if (doc.y > bottom - 2 * SIZE) doc.addPage();
    const depth = Math.min(block.depth, 4);
    const left = PAGE.margin + Math.max(depth - 1, 0) * INDENT + (depth > 0 ? INDENT : 0);
    const width = options.width - (left - PAGE.margin);
    const size = block.heading ? SIZE + 1 : SIZE;
    const top = doc.y;
    if (block.marker) {
      doc.font("regular").fontSize(size).fillColor("#1f2328");
      doc.text(block.marker, left - INDENT, top, { width: INDENT, lineBreak: false });
    }
    block.runs.forEach((run, index) => {
      const last = index === block.runs.length - 1;
      doc.font(fontOf(run)).fontSize(size).fillColor("#1f2328");
      const text = fitWords(run.text, fontOf(run), size, width);
      const style = { width, lineGap: 1, continued: !last, oblique: run.italic ? OBLIQUE : false };
      if (index === 0) doc.text(text, left, top, style);
      else doc.text(text, style);
    });
  });
  doc.x = PAGE.margin;
}
