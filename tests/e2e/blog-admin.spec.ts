import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { countRowsWhere, insertAiImage, readLogs, samplePng } from "../support/e2e-admin-data";
import { formToken } from "../support/form-token";

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
    await expect(page.locator(".field-errors").getByText("Title is required")).toBeVisible();
    await expect(page.locator(".field-errors").getByText("Each section needs a title")).toBeVisible();
  });

  test("Generate Blog Post and Enhance Post work as plain forms", async ({ page, context }) => {
    const admin = await signInAs(context, { isAdmin: true });
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    await expect(page.getByText("Draft generated. Review it, then publish.")).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/admin\/blog\/[a-z0-9]+\/edit$/);
    const id = new URL(page.url()).pathname.split("/")[3];
    const title = await page.getByLabel("Title", { exact: true }).inputValue();
    await expect(page.getByText("generated", { exact: true })).toBeVisible();
    expect(readLogs("blog.generate").some((log) => log.actorEmail === admin.email)).toBe(true);

    // Drafts are for admins only until published.
    await page.goto("/admin/blog");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByText("Post published")).toBeVisible();

    await page.goto(`/blog/${id}`);
    await page.getByRole("button", { name: "Enhance Post" }).click();
    await expect(page).toHaveURL(`/blog/${id}`);
    await expect(page.getByText("Post enhanced. The previous version is kept as a revision.")).toBeVisible();
    await page.goto(`/admin/blog/${id}/edit`);
    await expect(page.getByText("before Enhance Post")).toBeVisible();
  });

  test("the blog list's stats header counts the posts and names the newest", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/blog");
    const rows = page.getByRole("table").getByRole("row");
    const count = (await rows.count()) - 1;
    expect(count).toBeGreaterThan(0);
    const stat = (name: string) => page.locator(".admin-stats div").filter({ hasText: name }).locator("dd");
    await expect(stat("Number of posts")).toHaveText(String(count));
    await expect(stat("Last title")).toHaveText((await rows.nth(1).getByRole("cell").first().textContent())!);
    await expect(stat("Last created")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  test("the blog list unpublishes, and deletes after a confirm step", async ({ page, context, request }) => {
    await signInAs(context, { isAdmin: true });
    const title = `Sealcoat season ${unique()}`;
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Description", { exact: true }).fill("When to sealcoat in the desert.");
    await fillSection(page, 1, "Timing", "Spring and fall, before the heat.");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Create post" }).click();
    await expect(page.getByText("Post created")).toBeVisible();
    const id = new URL(page.url()).pathname.split("/")[3];
    expect((await request.get(`/api/blog/${id}`)).status()).toBe(200);

    await page.goto("/admin/blog");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
    await row.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByText("Post moved back to drafts")).toBeVisible();
    await expect(row.getByText("draft", { exact: true })).toBeVisible();
    expect((await request.get(`/api/blog/${id}`)).status()).toBe(404);

    await row.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `Delete the post “${title}”?` })).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Post deleted")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });

  test("a failed save answers 400 and keeps what was typed", async ({ context }) => {
    await signInAs(context, { isAdmin: true });
    const response = await context.request.post("/admin/blog/new", {
      multipart: {
        csrf: await formToken(context.request),
        title: "Kept title",
        description: "",
        "sections[0].title": "",
        "sections[0].body": "",
      },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Kept title");
    // Empty fields arrive as missing values and read the same as blank ones.
    expect(html).toContain("Description is required");
    expect(html).toContain("Each section needs a title");
    expect(html).toContain("Each section needs a body");

    // A file that is not a picture is refused by content, with the reason, and no post is written.
    const title = `Not a picture ${unique()}`;
    const notImage = await context.request.post("/admin/blog/new", {
      multipart: {
        csrf: await formToken(context.request),
        title,
        description: "A post with a bad image.",
        "sections[0].title": "One",
        "sections[0].body": "Body",
        imageFile: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<svg>not really</svg>") },
      },
    });
    expect(notImage.status()).toBe(415);
    expect(await notImage.text()).toContain("That file is not an image.");
    expect(countRowsWhere("blog_posts", "title", title)).toBe(0);
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
  // It asks first: a dialog with JavaScript, the server's confirm step without.
  await page.getByRole("button", { name: "Yes, restore" }).click();
  await expect(page.getByText("Revision restored")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
});

test("the editor moves sections, takes an uploaded or a picked image, and keeps each save as a revision", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  const prompt = `Blog pick ${unique()}`;
  const picked = await insertAiImage({ prompt });
  const title = `Curb and gutter basics ${unique()}`;
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description", { exact: true }).fill("What a curb does for your lot.");
  await fillSection(page, 1, "First", "Curbs hold the pavement edge.");
  await page.getByRole("button", { name: "Add section" }).click();
  await fillSection(page, 2, "Second", "Gutters carry the water away.");
  await page.getByRole("button", { name: "Move down section 1" }).click();
  await expect(page.getByLabel("Section 1 title")).toHaveValue("Second");
  await expect(page.getByLabel("Section 2 title")).toHaveValue("First");
  await page.getByLabel("Or upload a new image").setInputFiles(await samplePng());
  await page.getByLabel("Image alt text").fill("A new curb");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByText("Post created")).toBeVisible();
  await expect(page.getByLabel("Section 1 title")).toHaveValue("Second");
  const preview = page.locator(".blog-editor-preview");
  await expect(preview).toHaveAttribute("src", /^\/media\/.+/);
  await expect(preview).toHaveAttribute("alt", "A new curb");
  const uploaded = await preview.getAttribute("src");

  await page.getByLabel("Use").selectOption({ label: `AI image: ${prompt}` });
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  await expect(preview).toHaveAttribute("src", picked.url);
  expect(picked.url).not.toBe(uploaded);
  const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("listitem");
  await expect(revisions).toHaveCount(1);
  await expect(revisions.first()).toContainText(`before an edit: “${title}”`);
});

test("an unknown post's editor says so inside the back office", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const response = await page.goto("/admin/blog/does-not-exist/edit");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("That post no longer exists");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog Posts" }).click();
  await expect(page).toHaveURL("/admin/blog");
});
