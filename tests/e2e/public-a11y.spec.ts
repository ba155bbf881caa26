// axe-core on every public page at phone and desktop widths: no serious or critical violation.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { publicPages, signedInPages } from "./public-pages-list";
import { uniqueIp } from "./public-fixtures";

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test("every public page", async ({ page, request }) => {
      // Fifteen pages, each loaded and audited: 1.5–2 minutes on a busy two-core machine.
      test.setTimeout(300_000);
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
        await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeVisible();
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
