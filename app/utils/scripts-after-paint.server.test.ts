import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "./scripts-after-paint";
import { holdScriptsUntilPainted } from "./scripts-after-paint.server";

const page = [
  '<html><head><link rel="stylesheet" href="/build/a.css"/></head><body><main>Hi</main>',
  '<link rel="modulepreload" href="/build/entry.js"/><link rel="modulepreload" href="/build/root.js"/>',
  "<script>window.__remixContext = {};</script>",
  '<script type="module" async="">import "/build/root.js";\nimport("/build/entry.js");</script>',
  "</body></html>",
].join("");

describe("holdScriptsUntilPainted", () => {
  it("renders every module preload and the boot module inert, and nothing else", () => {
    const held = holdScriptsUntilPainted(page);
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    expect(held.match(new RegExp(`rel="${HELD_PRELOAD_REL}"`, "g"))).toHaveLength(2);
    expect(held).toContain(
      `<script type="${HELD_MODULE_TYPE}" async="">import "/build/root.js";\nimport("/build/entry.js");</script>`,
    );
    // The stylesheet, the context script and the markup are untouched: only the two kinds of element change.
    expect(held.replaceAll(HELD_PRELOAD_REL, "modulepreload").replace(HELD_MODULE_TYPE, "module")).toBe(page);
  });

  it("leaves a page without Remix's boot module as it is", () => {
    const plain = '<html><body><link rel="modulepreload" href="/x.js"/><p>Error</p></body></html>';
    expect(holdScriptsUntilPainted(plain)).toBe(plain);
  });
});
