// A small standalone HTML page: no layout, no scripts, no files of its own, its style inline. The HTTP layer answers
// with one before any page code runs (server/plain-pages.ts), and nginx serves one while the app is down
// (app/startup/edge-pages.server.ts).

import { escapeHtml } from "./html";

const STYLE =
  'body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4efe6}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:.5rem}h1{margin-top:0;font-size:1.6rem}a{color:#8f3512;font-weight:600}';

/** The page: `title` as its title and heading, then `bodyHtml` (HTML already escaped by the caller). */
export function plainPageDocument(title: string, bodyHtml: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
}
