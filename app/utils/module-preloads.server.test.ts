import { describe, expect, test } from "vitest";
import { lowPriorityPreloadEdits } from "./module-preloads.server";
import { applyPageEdits } from "./page-edits.server";

const lowPriorityModulePreloads = (page: Buffer) => applyPageEdits(page, lowPriorityPreloadEdits(page));

describe("lowPriorityPreloadEdits", () => {
  test("every module preload is fetched at low priority; the rest of the page is untouched", () => {
    const page = Buffer.from(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
        '<link rel="modulepreload" href="/ü.js" crossorigin=""/></head><body><p>&lt;link rel="modulepreload"</p></body>',
    );
    expect(lowPriorityModulePreloads(page).toString()).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/ü.js" crossorigin=""/></head>' +
        '<body><p>&lt;link rel="modulepreload"</p></body>',
    );
  });

  test("a page without module preloads is returned as it is", () => {
    const page = Buffer.from("<html><body><p>Hello</p></body></html>");
    expect(lowPriorityModulePreloads(page)).toBe(page);
  });
});
