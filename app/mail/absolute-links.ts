// Mail programs have no page to resolve a relative link against, so "/contact" in a mail leads nowhere. Every link
// and image of an outgoing mail is made absolute on the public site before it is sent.

// href="…" or src="…" (the quotes our templates and markdown-it write), whose value starts with one "/" (a path on
// this site) and not "//" (another host). The value is HTML-escaped already, so it can be kept as it is.
const SITE_PATH_ATTRIBUTE = /\b(href|src)=(["'])(\/(?!\/)[^"']*)\2/gi;

/** The mail's HTML with every site-relative href and src turned into an absolute `origin` URL. */
export function absolutizeMailLinks(html: string, origin: string) {
  const base = origin.replace(/\/+$/, "");
  return html.replace(
    SITE_PATH_ATTRIBUTE,
    (_match, attribute: string, quote: string, path: string) => `${attribute}=${quote}${base}${path}${quote}`,
  );
}
