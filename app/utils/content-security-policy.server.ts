import { randomBytes } from "node:crypto";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The pages' Content-Security-Policy: scripts only from this origin or carrying this response's nonce (Remix's and
 * React's inline boot scripts get it), so injected markup cannot run script. Styles allow inline attributes for the
 * few computed ones (chart bars, progress); images allow data: and blob: for upload previews. In development the
 * live-reload socket needs ws:.
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}) {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": `'self' 'nonce-${nonce}'`,
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
