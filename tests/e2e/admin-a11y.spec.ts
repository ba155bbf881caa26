// axe-core on every back-office screen at phone and desktop widths: no serious or critical WCAG 2.1 A/AA violation.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { insertAiImage, uniqueTag } from "../support/e2e-admin-data";
import { everyAdminScreen } from "../support/admin-routes";
import { waitForHydration } from "../support/hydration";

for (const width of [375, 1280]) {
  test(`every admin screen at ${width} px`, async ({ page, context }) => {
    // Axe takes a few seconds per screen on a busy machine, and there are about 35 screens.
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await signInAs(context, { isAdmin: true });
    await insertAiImage({ prompt: `Accessible gallery ${uniqueTag()}` });
    // Every page module under app/routes/admin/ with real records (tests/support/admin-routes.ts).
    for (const { path } of await everyAdminScreen()) {
      await page.goto(path);
      // Not "networkidle": a campaign's page polls its delivery counts.
      await waitForHydration(page);
      // The newsletter's mail preview is a sandboxed frame without scripts, which axe cannot enter.
      const withoutFrames = path.startsWith("/admin/newsletter");
      expect(await seriousViolations(page, { withoutFrames }), path).toEqual([]);
    }
    // Error states: a project form sent without a title (checked in the browser first).
    await page.goto("/admin/add-project");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.locator(".field-errors").getByText("Title is required")).toBeVisible();
    expect(await seriousViolations(page), "add-project with errors").toEqual([]);
  });
}
