import MarkdownIt from "markdown-it";

// Raw HTML is off: whatever an admin types (tags, scripts, event attributes) is shown as text, never as markup.
// markdown-it also refuses javascript:, vbscript: and data: links other than images.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

/** Markdown (or plain text with blank-line paragraphs, which is valid Markdown) as safe HTML. */
export function renderMarkdown(source: string) {
  return markdown.render(source);
}
