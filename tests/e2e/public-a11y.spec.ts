// axe-core on every public page at phone and desktop widths: no serious or critical violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { publicPages, signedInPages } from "./public-pages-list";
import { uniqueIp } from "./public-fixtures";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test("every public page", async ({ page, request }) => {
      test.setTimeout(120_000);
      for (const path of await publicPages(request)) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test("signed-in pages, the contact form with errors and the open mobile menu", async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Please agree to the terms and conditions").first()).toBeVisible();
      expect(await seriousViolations(page), "/contact with errors").toEqual([]);

      if (width < 768) {
        await page.goto("/projects");
        await page.getByText("Menu", { exact: true }).click();
        await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
        expect(await seriousViolations(page), "open menu").toEqual([]);
      }

      await signInAs(context, { isAdmin: true });
      for (const path of signedInPages) {
        await page.goto(path);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  });
}
