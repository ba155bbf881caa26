// No public page ships more than 116 KB of gzipped JavaScript: the sum of every script the page loads, each gzipped.
// It was 100 KB until React 19 and React Router 8 added 15.8 KB to every page (decision 025, with the figures).
import { expect, test, type Response } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { gzippedScripts } from "../support/page-scripts";
import { accountPages, publicPages } from "./public-pages-list";

const BUDGET_BYTES = 116 * 1000;

test("the JavaScript of each public page stays within 116 KB gzipped", async ({ page, request }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  for (const path of await publicPages(request)) {
    const { total, files } = await gzippedScripts(page, path);
    report.push(`${path}: ${(total / 1000).toFixed(1)} KB in ${files} files`);
    expect(files, `${path} loads its scripts`).toBeGreaterThan(2);
    expect(total, `${path}: ${total} bytes of gzipped JavaScript`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
  test.info().annotations.push({ type: "JavaScript per page", description: report.join("; ") });
  console.log(report.join("\n"));
});

test("public pages start without Intl formatters and without empty stand-ins for server modules", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Building a browser's first Intl formatter costs a phone tens of milliseconds of start-up (dates and counts are
  // written out by hand), and each stand-in for a server module was a request and a module of its own.
  const emptyStandIn =
    /^(\/\/[^\n]*\n)?(import\{[^}]*\}from"[^"]+";)*var \w+=\w+\(\(\w+,\w+\)=>\{\w+\.exports=\{\}\}\);export\{\w+ as \w+\};?\s*$/;
  for (const path of await publicPages(request)) {
    const scripts = new Map<string, Promise<string>>();
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === "script") scripts.set(response.url(), response.text());
    };
    page.on("response", onResponse);
    await page.goto(path);
    await waitForHydration(page);
    page.off("response", onResponse);
    for (const [url, body] of scripts) {
      const source = await body;
      expect(source, `${path} loads ${url}`).not.toMatch(/Intl\.|toLocaleString\(/);
      expect(source, `${path} loads ${url}`).not.toMatch(emptyStandIn);
    }
  }
});

test("the JavaScript of each account page stays within 116 KB gzipped", async ({ browser }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  for (const { path, signedIn } of accountPages) {
    // A fresh browser per page: signed-in visitors are sent away from /login and /signup.
    const context = await browser.newContext();
    try {
      if (signedIn) await signInAs(context, signedIn);
      const page = await context.newPage();
      const { total, files } = await gzippedScripts(page, path);
      // Measured on the page itself, not on wherever a guard would have sent the visitor.
      expect(new URL(page.url()).pathname, `${path} is not redirected`).toBe(
        new URL(path, page.url()).pathname,
      );
      await expect(page.getByRole("heading", { level: 1 }), `${path} renders`).toBeVisible();
      report.push(`${path}: ${(total / 1000).toFixed(1)} KB in ${files} files`);
      expect(files, `${path} loads its scripts`).toBeGreaterThan(2);
      expect(total, `${path}: ${total} bytes of gzipped JavaScript`).toBeLessThanOrEqual(BUDGET_BYTES);
    } finally {
      await context.close();
    }
  }
  test.info().annotations.push({ type: "JavaScript per account page", description: report.join("; ") });
  console.log(report.join("\n"));
});
