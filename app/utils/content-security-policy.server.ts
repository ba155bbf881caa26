import { createHash } from "node:crypto";

/** The text of every inline script in a page (scripts with a src attribute are covered by 'self'). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1])) scripts.push(match[2]);
  }
  return scripts;
}

const scriptHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/**
 * The pages' Content-Security-Policy: scripts only from this origin, plus exactly the inline scripts this page was
 * rendered with (Remix's and React's boot scripts), named by their SHA-256 hashes. Hashes rather than a per-answer
 * nonce keep the policy valid when the page is rendered once and served from the page cache, and just as strict:
 * injected markup cannot add a script whose hash the policy names. Styles allow inline attributes for the few computed
 * ones (chart bars, progress); images allow data: and blob: for upload previews. In development the live-reload socket
 * needs ws:.
 */
export function contentSecurityPolicy(html: string, { development = false } = {}) {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
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
    "form-action": "'self'",
    "frame-ancestors": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}
