import { describe, expect, test } from "vitest";
import { takeMarkedScripts } from "./content-security-policy.server";
import { lowPriorityPreloadEdits } from "./module-preloads.server";
import { applyPageEdits } from "./page-edits.server";

describe("applyPageEdits", () => {
  test("makes insertions and removals in one copy, in the page's order whatever order they come in", () => {
    const page = Buffer.from("0123456789");
    const edited = applyPageEdits(page, [
      { at: 8, remove: 1 },
      { at: 2, remove: 0, insert: Buffer.from("ab") },
      { at: 5, remove: 2, insert: Buffer.from("X") },
    ]);
    expect(edited.toString()).toBe("01ab234X79");
    expect(page.toString()).toBe("0123456789");
  });

  test("no edits: the page itself, not a copy", () => {
    const page = Buffer.from("<p>as it is</p>");
    expect(applyPageEdits(page, [])).toBe(page);
  });

  test("overlapping edits are refused rather than garbling the page", () => {
    const page = Buffer.from("0123456789");
    expect(() =>
      applyPageEdits(page, [
        { at: 2, remove: 4 },
        { at: 4, remove: 1 },
      ]),
    ).toThrow(/overlap at byte 4/);
  });

  test("a marked module preload gets its priority where its mark is taken out, in either order", () => {
    const mark = "m4rk";
    const page = Buffer.from(
      `<link rel="modulepreload" nonce="${mark}" href="/a.js"/><script nonce="${mark}">1</script>`,
    );
    const marked = takeMarkedScripts(page, mark);
    const expected = '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><script>1</script>';
    const preloads = lowPriorityPreloadEdits(page);
    expect(applyPageEdits(page, [...preloads, ...marked.edits]).toString()).toBe(expected);
    expect(applyPageEdits(page, [...marked.edits, ...preloads]).toString()).toBe(expected);
  });
});
