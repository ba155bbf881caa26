// Every HTML page carries a Content-Security-Policy that names the hash of each inline script the page ships (and no
// nonce or 'unsafe-inline'), and the pages still boot with JavaScript under that policy (a violation would show as a
// console error and no hydration).
import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { publicPages } from "./public-pages-list";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function collectCspViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(error.message));
  return violations;
}

test("every inline script of a page is named by its hash in the policy; nothing else may run", async ({
  request,
}) => {
  for (const path of [...(await publicPages(request)), "/login", "/api/docs"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"];
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'self'");
    const scriptSrc = /script-src ([^;]*)/.exec(csp ?? "")?.[1] ?? "";
    expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|\*/);
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes) && !attributes.includes('type="application/ld+json"'),
    );
    expect(inline.length, path).toBeGreaterThan(0);
    for (const [, , body] of inline) expect(scriptSrc, path).toContain(sha256(body));
  }
});

test("public pages hydrate under the policy and navigate on the client", async ({ page }) => {
  const violations = collectCspViolations(page);
  await page.goto("/");
  const booted = await waitForHydration(page, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  // A blocked script would keep the app from booting: its violation says which.
  expect(violations).toEqual([]);
  expect(booted, "the app boots on /").toBe(true);
  // A client-side navigation keeps the window: the marker survives only if the app took over the link.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  expect(violations).toEqual([]);
});

test("the back office runs its scripts under the policy", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const violations = collectCspViolations(page);
  for (const path of ["/admin/dashboard", "/admin/add-project", "/admin/images", "/admin/blog/new"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
