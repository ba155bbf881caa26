import { absoluteHref, markdownLists, parseMarkdown, type MarkdownToken } from "~/utils/markdown.server";

// The plain-text part of a mail written in Markdown: what a reader of the text part should see, with no Markdown
// syntax left over. Emphasis loses its asterisks, a link reads "text (https://…)" with site paths made absolute,
// list items get a "- " or "1. ", and headings and paragraphs are separated by blank lines.

/** The inline children of one block (a paragraph's or heading's text) as plain text. */
function inlineText(tokens: MarkdownToken[], origin: string) {
  let text = "";
  const links: { href: string; start: number }[] = [];
  for (const token of tokens) {
    if (token.type === "text" || token.type === "code_inline") text += token.content;
    else if (token.type === "softbreak" || token.type === "hardbreak") text += "\n";
    else if (token.type === "image") text += token.content || String(token.attrGet("alt") ?? "");
    else if (token.type === "link_open")
      links.push({ href: String(token.attrGet("href") ?? ""), start: text.length });
    else if (token.type === "link_close") {
      const link = links.pop();
      if (!link) continue;
      const href = absoluteHref(link.href, origin);
      const label = text.slice(link.start);
      // A bare address (linkify, or <https://…>) is written once, not "url (url)".
      const bare = label === link.href || `mailto:${label}` === link.href;
      text = bare ? text.slice(0, link.start) + href.replace(/^mailto:/, "") : `${text} (${href})`;
    }
  }
  return text;
}

/** Markdown as readable plain text for a mail's text part; site-relative links become absolute `origin` links. */
export function markdownToText(source: string, origin: string) {
  // `follows`: a list item right after another item of the same list, so it goes on the next line.
  const blocks: { text: string; follows: boolean }[] = [];
  const lists = markdownLists("-");
  for (const token of parseMarkdown(source)) {
    if (lists.read(token)) continue;
    switch (token.type) {
      case "inline": {
        const text = inlineText(token.children ?? [], origin);
        const { marker, follows } = lists.takeBlock();
        if (marker)
          blocks.push({ text: `${"  ".repeat(Math.max(lists.depth - 1, 0))}${marker} ${text}`, follows });
        else blocks.push({ text, follows: false });
        break;
      }
      case "code_block":
      case "fence":
        blocks.push({ text: token.content.replace(/\n$/, ""), follows: false });
        break;
      case "hr":
        blocks.push({ text: "---", follows: false });
        break;
    }
  }
  // The items of one list sit on consecutive lines; other blocks are separated by a blank line.
  return blocks
    .map((block, index) => (index === 0 ? "" : block.follows ? "\n" : "\n\n") + block.text)
    .join("")
    .trim();
}
