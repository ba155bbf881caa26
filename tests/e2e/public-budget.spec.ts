// No public page ships more than 100 KB of gzipped JavaScript: the sum of every script the page loads, each gzipped.
import { gzipSync } from "node:zlib";
import { expect, test, type Response } from "@playwright/test";
import { publicPages } from "./public-pages-list";

const BUDGET_BYTES = 100 * 1000;

test("the JavaScript of each public page stays within 100 KB gzipped", async ({ page, request }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  for (const path of await publicPages(request)) {
    const scripts = new Map<string, Promise<number>>();
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
    };
    page.on("response", onResponse);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((sum, size) => sum + size, 0);
    report.push(`${path}: ${(total / 1000).toFixed(1)} KB in ${sizes.length} files`);
    expect(sizes.length, `${path} loads its scripts`).toBeGreaterThan(2);
    expect(total, `${path}: ${total} bytes of gzipped JavaScript`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
  test.info().annotations.push({ type: "JavaScript per page", description: report.join("; ") });
  console.log(report.join("\n"));
});
