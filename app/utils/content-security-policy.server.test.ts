import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, createScriptMark, takeMarkedScripts } from "./content-security-policy.server";
import { applyPageEdits } from "./page-edits.server";

const mark = "m4rk-of-this-render";

// A page as the renderer leaves it: the app's scripts carry the mark; the content holds an injected script (what a
// slip in escaping would let through), a JSON-LD block and a script file.
const rendered =
  Buffer.from(`<!DOCTYPE html><html><head><link rel="modulepreload" nonce="${mark}" href="/build/root.js"/>
<script type="module" src="/build/entry.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>
</head><body><main><p>Hello</p><script>alert(1)</script><script nonce="someone-else">alert(2)</script></main>
<script nonce="${mark}">window.__remixContext = {"a":1};</script>
<script nonce="${mark}" type="module" async="">import "/build/root.js";</script>
<script nonce="${mark}" src="/build/other.js"></script>
</body></html>`);

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)![1].split(" ");

describe("takeMarkedScripts", () => {
  test("returns the inline scripts that carry the render's mark, and the page without the mark", () => {
    const { edits, scripts } = takeMarkedScripts(rendered, mark);
    const html = applyPageEdits(rendered, edits).toString();
    expect(scripts.map(String)).toEqual(['window.__remixContext = {"a":1};', 'import "/build/root.js";']);
    expect(html).not.toContain(mark);
    expect(html).toContain('<script type="module" async="">import "/build/root.js";</script>');
    expect(html).toContain('<link rel="modulepreload" href="/build/root.js"/>');
    expect(html).toContain('<script nonce="someone-else">alert(2)</script>');
  });

  test("a page without the mark needs no edit", () => {
    const page = Buffer.from("<html><body><script>alert(1)</script></body></html>");
    expect(takeMarkedScripts(page, mark)).toEqual({ edits: [], scripts: [] });
  });

  test("works on the page's bytes: text in other scripts than ASCII stays whole, and a script is hashed as UTF-8", () => {
    const script = 'window.__name = "Peña Café ☀";';
    const page = Buffer.from(`<p>Señor Peña — ☀</p><script nonce="${mark}">${script}</script><p>ü</p>`);
    const taken = takeMarkedScripts(page, mark);
    expect(applyPageEdits(page, taken.edits).toString()).toBe(
      `<p>Señor Peña — ☀</p><script>${script}</script><p>ü</p>`,
    );
    expect(scriptSrc(contentSecurityPolicy(taken.scripts))).toContain(sha(script));
  });

  test("each render draws a different mark", () => {
    const marks = new Set(Array.from({ length: 50 }, createScriptMark));
    expect(marks.size).toBe(50);
    for (const drawn of marks) expect(drawn).toMatch(/^[\w-]{24}$/);
  });
});

describe("contentSecurityPolicy", () => {
  test("allows scripts from the site and exactly the app's inline scripts, by hash", () => {
    const policy = contentSecurityPolicy(takeMarkedScripts(rendered, mark).scripts);
    expect(scriptSrc(policy)).toEqual([
      "'self'",
      sha('window.__remixContext = {"a":1};'),
      sha('import "/build/root.js";'),
    ]);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|nonce)/);
    expect(policy).toContain("connect-src 'self';");
  });

  test("a script injected into the content is not named, with or without a nonce of its own", () => {
    const policy = contentSecurityPolicy(takeMarkedScripts(rendered, mark).scripts);
    expect(policy).not.toContain(sha("alert(1)"));
    expect(policy).not.toContain(sha("alert(2)"));
  });

  test("lets the development live-reload socket connect", () => {
    expect(contentSecurityPolicy([], { development: true })).toContain("connect-src 'self' ws: wss:");
  });
});
