import MarkdownIt from "markdown-it";

// Raw HTML is off: whatever an admin types (tags, scripts, event attributes) is shown as text, never as markup.
// markdown-it also refuses javascript:, vbscript: and data: links other than images.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

/** Markdown (or plain text with blank-line paragraphs, which is valid Markdown) as safe HTML. */
export function renderMarkdown(source: string) {
  return markdown.render(source);
}

export type MarkdownToken = ReturnType<typeof markdown.parse>[number];

/** The block tokens of the same Markdown that renderMarkdown reads, for writers of other formats (mail text, PDF). */
export function parseMarkdown(source: string): MarkdownToken[] {
  return markdown.parse(source, {});
}

/** A site path ("/q/…") as an address on `origin`; any other link as written. */
export function absoluteHref(href: string, origin: string) {
  return href.startsWith("/") && !href.startsWith("//") ? `${origin.replace(/\/+$/, "")}${href}` : href;
}

/**
 * Follows the lists of a token stream for a writer that lays out blocks itself: `read` takes the list tokens, and
 * `takeBlock` tells the next block its list item's marker ("•" or "2."; null for a later block of the same item) and
 * whether it follows the block before closely (an item after the first of its list).
 */
export function markdownLists(bullet: string) {
  const lists: { ordered: boolean; next: number }[] = [];
  let marker: string | null = null;
  let firstItem = false;
  return {
    /** Reads a list token and answers true; any other token is left to the writer (false). */
    read(token: MarkdownToken) {
      switch (token.type) {
        case "bullet_list_open":
        case "ordered_list_open":
          if (lists.length === 0) firstItem = true;
          lists.push({
            ordered: token.type === "ordered_list_open",
            next: Number(token.attrGet("start") ?? 1),
          });
          return true;
        case "bullet_list_close":
        case "ordered_list_close":
          lists.pop();
          return true;
        case "list_item_open": {
          const list = lists.at(-1);
          marker = list?.ordered ? `${list.next++}.` : bullet;
          return true;
        }
        default:
          return false;
      }
    },
    /** How many lists the current block sits in (0 outside lists). */
    get depth() {
      return lists.length;
    },
    takeBlock() {
      const block = { marker, follows: lists.length > 0 && !firstItem };
      marker = null;
      firstItem = false;
      return block;
    },
  };
}
