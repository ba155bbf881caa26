import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";

const unique = () => Math.random().toString(36).slice(2, 8);

async function fillSection(page: Page, index: number, title: string, body: string) {
  await page.getByLabel(`Section ${index} title`).fill(title);
  await page.getByLabel(`Section ${index} body`).fill(body);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin writes a post with three sections and sees it on /blog", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    const title = `Restriping a Tempe lot ${unique()}`;
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .fill("How we restriped a busy retail lot overnight.");
    await fillSection(page, 1, "Layout", "We measured every stall and checked the ADA spaces.");
    await page.getByRole("button", { name: "Add section" }).click();
    await fillSection(page, 2, "Night work", "Crews worked after closing so the lot opened on time.");
    await page.getByRole("button", { name: "Add section" }).click();
    await fillSection(page, 3, "Results", "Crisp lines and clear fire lanes for the tenants.");
    await page.getByLabel("Conclusion").fill("Call us before your markings fade.");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create post" }).click();

    await expect(page.getByText("Post created")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/[a-z0-9]+\/edit$/);
    await expect(page.getByLabel("Section 3 title")).toHaveValue("Results");

    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  });

  test("a section can be removed and the editor reports missing fields", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/blog/new");
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByLabel("Section 2 title")).toBeVisible();
    await page.getByRole("button", { name: "Remove section 2" }).click();
    await expect(page.getByLabel("Section 2 title")).toHaveCount(0);
    // Blank-but-present values pass the browser's `required` check and must be caught by the server.
    await page.getByLabel("Title", { exact: true }).fill("   ");
    await page.getByLabel("Description", { exact: true }).fill("A post about curbs.");
    await fillSection(page, 1, "   ", "Curbs guide water to the drains.");
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Each section needs a title")).toBeVisible();
  });
});

test("Generate Blog Post shows a spinner, opens the draft for review, and it can be published", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  await page.goto("/admin/blog");
  // Hold the request briefly so the pending state is observable.
  await page.route("**/admin/blog/generate**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const button = page.getByRole("button", { name: "Generate Blog Post" });
  await button.click();
  await expect(page.getByRole("button", { name: "Generating..." })).toHaveAttribute("aria-busy", "true");
  await expect(page.getByText("Draft generated. Review it, then publish.")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/blog\/[a-z0-9]+\/edit$/);
  const title = await page.getByLabel("Title", { exact: true }).inputValue();
  expect(title.length).toBeGreaterThan(10);

  await page.goto("/admin/blog");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("draft")).toBeVisible();
  await expect(row.getByText("generated")).toBeVisible();
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Post published")).toBeVisible();
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});

test("Enhance Post rewrites a post and the old version can be restored", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const title = `how we seal cracks ${unique()}`;
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("Crack sealing.");
  await fillSection(page, 1, "why", "Water gets in through cracks.");
  await page.getByRole("button", { name: "Add section" }).click();
  await fillSection(page, 2, "how", "Hot rubberised sealant keeps it out.");
  await page.getByRole("button", { name: "Add section" }).click();
  await fillSection(page, 3, "when", "Before the monsoon storms arrive.");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Post created")).toBeVisible();
  const editUrl = page.url();
  const id = new URL(editUrl).pathname.split("/")[3];

  await page.goto(`/blog/${id}`);
  await page.getByRole("button", { name: "Enhance Post" }).click();
  await expect(page.getByText("Post enhanced. The previous version is kept as a revision.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("How We Seal Cracks");

  await page.goto(editUrl);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(new RegExp(`^How We Seal Cracks`));
  await page
    .getByRole("button", { name: /^Restore/ })
    .first()
    .click();
  await expect(page.getByText("Revision restored")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
});
