// Answers the HTTP layer gives itself, before any page code runs (a refused post, a body that is too large). They are
// small standalone pages: the site's layout needs page code, which must not run for such requests.

import { escapeHtml } from "~/utils/html";
import { plainPageDocument } from "~/utils/plain-page";

export const PLAIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'";

export function plainPage(title: string, message: string, back: { href: string; label: string }) {
  return plainPageDocument(
    title,
    `<p>${escapeHtml(message)}</p>\n<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
  );
}
