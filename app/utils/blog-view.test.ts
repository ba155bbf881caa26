import { describe, expect, test } from "vitest";
import { archiveVisibleCount, chooseBlogLayout } from "./blog-view";

describe("archive list paging (15 first, 10 per Show More)", () => {
  test("starts at 15 and grows in steps of 10 up to the total", () => {
    expect(archiveVisibleCount(null, 32)).toBe(15);
    expect(archiveVisibleCount("25", 32)).toBe(25);
    expect(archiveVisibleCount("35", 32)).toBe(32);
    expect(archiveVisibleCount("16", 32)).toBe(25);
  });

  test("never shows more than there are, and ignores nonsense", () => {
    expect(archiveVisibleCount(null, 4)).toBe(4);
    expect(archiveVisibleCount("abc", 40)).toBe(15);
    expect(archiveVisibleCount("-5", 40)).toBe(15);
    expect(archiveVisibleCount("1e9", 40)).toBe(15);
    expect(archiveVisibleCount("999999", 40)).toBe(40);
    expect(archiveVisibleCount(null, 0)).toBe(0);
  });
});

describe("blog post layout", () => {
  test("spotlight below one third, classic otherwise", () => {
    expect(chooseBlogLayout(() => 0)).toBe("spotlight");
    expect(chooseBlogLayout(() => 0.333)).toBe("spotlight");
    expect(chooseBlogLayout(() => 0.34)).toBe("classic");
    expect(chooseBlogLayout(() => 0.99)).toBe("classic");
  });

  test("the split is about 1/3 to 2/3 over many views", () => {
    let spotlight = 0;
    const views = 30_000;
    for (let i = 0; i < views; i++) if (chooseBlogLayout() === "spotlight") spotlight++;
    expect(spotlight / views).toBeGreaterThan(0.31);
    expect(spotlight / views).toBeLessThan(0.36);
  });
});
