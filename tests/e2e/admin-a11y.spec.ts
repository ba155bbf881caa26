// axe-core on every back-office screen at phone and desktop widths: no serious or critical WCAG 2.1 A/AA violation.
import { expect, test } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { adminScreens, insertAiImage, insertMessage, uniqueTag } from "../support/e2e-admin-data";

for (const width of [375, 1280]) {
  test(`every admin screen at ${width} px`, async ({ page, context, request }) => {
    // Axe takes a few seconds per screen on a busy machine, and there are 16 screens.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await signInAs(context, { isAdmin: true });
    const messageId = insertMessage({
      name: `A11y ${uniqueTag()}`,
      email: "a11y@example.com",
      message: "Hello",
    });
    await insertAiImage({ prompt: `Accessible gallery ${uniqueTag()}` });
    const [project] = (await (await request.get("/api/projects")).json()) as { _id: string }[];
    for (const path of adminScreens({ messageId, projectId: project._id })) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // Error states: a project form sent without a title (checked in the browser first).
    await page.goto("/admin/add-project");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    expect(await seriousViolations(page), "add-project with errors").toEqual([]);
  });
}
