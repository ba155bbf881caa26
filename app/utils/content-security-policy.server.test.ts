import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, inlineScripts } from "./content-security-policy.server";

const page = `<!DOCTYPE html><html><head><script type="module" src="/build/entry.js"></script></head><body>
<script>window.__remixContext = {"a":1};</script>
<script type="module" async="">import "/build/root.js";</script>
</body></html>`;

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("contentSecurityPolicy", () => {
  test("allows scripts from the site and exactly the page's inline scripts, by hash", () => {
    const policy = contentSecurityPolicy(page);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1].split(" ");
    expect(scriptSrc).toEqual([
      "'self'",
      `'sha256-${sha('window.__remixContext = {"a":1};')}'`,
      `'sha256-${sha('import "/build/root.js";')}'`,
    ]);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|nonce)/);
    expect(policy).toContain("connect-src 'self';");
  });

  test("a script injected into a page is not covered by that page's policy", () => {
    const policy = contentSecurityPolicy(page);
    expect(policy).not.toContain(sha("alert(1)"));
  });

  test("scripts with a src attribute are left to 'self'", () => {
    expect(inlineScripts(page)).toHaveLength(2);
  });

  test("lets the development live-reload socket connect", () => {
    expect(contentSecurityPolicy("", { development: true })).toContain("connect-src 'self' ws: wss:");
  });
});
