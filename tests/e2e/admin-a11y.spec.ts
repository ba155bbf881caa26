// axe-core on every back-office screen at phone and desktop widths: no serious or critical WCAG 2.1 A/AA violation.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { insertAiImage, insertMessage, uniqueTag } from "../support/e2e-admin-data";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

for (const width of [375, 1280]) {
  test(`every admin screen at ${width} px`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await signInAs(context, { isAdmin: true });
    const messageId = insertMessage({
      name: `A11y ${uniqueTag()}`,
      email: "a11y@example.com",
      message: "Hello",
    });
    await insertAiImage({ prompt: `Accessible gallery ${uniqueTag()}` });
    const [project] = (await (await request.get("/api/projects")).json()) as { _id: string }[];
    for (const path of [
      "/admin",
      "/admin/messages",
      `/admin/messages/${messageId}`,
      "/admin/customers",
      "/admin/users",
      "/admin/keywords",
      "/admin/add-project",
      `/admin/projects/edit/${project._id}`,
      "/admin/images",
      "/admin/add-images",
      "/admin/logs",
      "/admin/search?q=a",
    ]) {
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
