// The account pages pass axe's WCAG 2.1 A/AA checks, also with their error states showing.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { clientAddress } from "../support/accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

for (const path of ["/login", "/signup", "/forgot-password", "/reset-password?token=spent"]) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
}

test("the sign-up form with its errors showing has no violations", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Name").fill("A");
  await page.getByLabel("Email address").fill("not-an-email@");
  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm password").fill("long-enough-2");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.locator(".error-summary")).toBeVisible();
  await expectNoViolations(page);
});

test("the verify page has no violations", async ({ page, context }) => {
  await signInAs(context, { isVerified: false });
  await page.goto("/verify");
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await expectNoViolations(page);
});
