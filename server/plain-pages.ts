// Answers the HTTP layer gives itself, before any page code runs (a refused post, a body that is too large). They are
// small standalone pages: the site's layout needs page code, which must not run for such requests.

import { escapeHtml } from "~/utils/html";

export const PLAIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'";

export function plainPage(title: string, message: string, back: { href: string; label: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4efe6}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:.5rem}h1{margin-top:0;font-size:1.6rem}a{color:#8f3512;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>
</main>
</body>
</html>
`;
}
