// Every HTML page carries a Content-Security-Policy whose nonce is on each script the page ships, and the pages still
// boot with JavaScript under that policy (a violation would show as a console error and no hydration).
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { publicPages } from "./public-pages-list";

function cspNonce(csp: string | undefined) {
  return /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];
}

function collectCspViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(error.message));
  return violations;
}

test("every script of a page carries the response's nonce, and each response has its own", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of [...(await publicPages(request)), "/login", "/api/docs"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"];
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'self'");
    const nonce = cspNonce(csp);
    expect(nonce, `${path}: ${csp}`).toBeTruthy();
    nonces.add(nonce!);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(executable.length, path).toBeGreaterThan(0);
    for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBeGreaterThan(1);
});

test("public pages hydrate under the policy and navigate on the client", async ({ page }) => {
  const violations = collectCspViolations(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
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
