import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { waitForHydration } from "./hydration";

/** Opens the page and adds up the scripts it loads, each gzipped: their total, how many, and their addresses. */
export async function gzippedScripts(page: Page, path: string) {
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
  // The scripts start after the first paint, which this machine's Chromium sometimes shows a second late: later
  // than the network's first quiet moment.
  await waitForHydration(page);
  page.off("response", onResponse);
  const sizes = await Promise.all(scripts.values());
  return {
    total: sizes.reduce((sum, size) => sum + size, 0),
    files: sizes.length,
    urls: [...scripts.keys()],
  };
}
