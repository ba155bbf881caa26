/**
 * A text the office wrote, as HTML the server rendered from Markdown with raw HTML off (renderMarkdown): markup typed
 * into a page arrives escaped and shows as text.
 */
export function RenderedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
