import { createHash, randomBytes } from "node:crypto";
import type { PageEdit } from "./page-edits.server";

/**
 * A fresh random mark for one render. The app's own inline scripts (React Router's and React's boot scripts) carry it as a `nonce` attribute until the page is finished; the policy then names exactly
 * those scripts. Markup injected into the page's content cannot carry a mark drawn after it was stored.
 */
export const createScriptMark = () => randomBytes(18).toString("base64url");

const LESS_THAN = "<".charCodeAt(0);

/**
 * The edits that take the render's mark out of the page, and the inline scripts that carried it (scripts with a src
 * attribute are covered by 'self'). The mark is only a label for this step: the policy names hashes, so a page kept by
 * the page cache needs no mark of its own. It works on the rendered bytes (the mark is ASCII), so the page is never
 * decoded.
 */
export function takeMarkedScripts(page: Buffer, mark: string) {
  const attribute = Buffer.from(` nonce="${mark}"`);
  const scripts: Buffer[] = [];
  const edits: PageEdit[] = [];
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, at + attribute.length)) {
    const tagStart = page.lastIndexOf(LESS_THAN, at);
    const tagEnd = page.indexOf(">", at);
    const tag = page.toString("latin1", tagStart, tagEnd);
    if (/^<script\b/i.test(tag) && !/\ssrc\s*=/i.test(tag)) {
      const close = page.indexOf("</script>", tagEnd);
      if (close !== -1) scripts.push(page.subarray(tagEnd + 1, close));
    }
    edits.push({ at, remove: attribute.length });
  }
  return { edits, scripts };
}

const scriptHash = (script: Buffer) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The pages' Content-Security-Policy: scripts only from this origin, plus exactly the app's inline scripts of this
 * page (takeMarkedScripts), named by their SHA-256 hashes. Hashes rather than a per-answer nonce keep the policy valid
 * when the page is rendered once and served from the page cache, and just as strict: a script injected into the
 * content carries no mark, so the policy does not name it. Styles allow inline attributes for the few computed ones
 * (chart bars, progress); images allow data: and blob: for upload previews. In development the live-reload socket
 * needs ws:. `formActions` adds origins a page's forms may lead to (the quote page's "Pay deposit" ends at the
 * payment provider's checkout, through a redirect the browser also checks).
 */
export function contentSecurityPolicy(
  scripts: Buffer[],
  { development = false, formActions = [] as readonly string[] } = {},
) {
  const hashes = [...new Set(scripts.map(scriptHash))];
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": ["'self'", ...hashes].join(" "),
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob:",
    "media-src": "'self' blob:",
    "font-src": "'self'",
    "connect-src": development ? "'self' ws: wss:" : "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": ["'self'", ...formActions].join(" "),
    "frame-ancestors": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}
