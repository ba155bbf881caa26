// The blog's archive list paging, the per-view layout choice, drafts and the admin-only "Enhance Post".
import { expect, test } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { apiPosts, insertDraftPost } from "./public-fixtures";

for (const javaScriptEnabled of [false, true]) {
  test(`the archive list shows 15 titles and Show More adds 10 while more remain ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const posts = await apiPosts(request);
    expect(posts.length).toBeGreaterThan(25);
    await page.goto("/blog");
    const titles = page.locator(".archive-list li a");
    await expect(titles).toHaveCount(15);
    await expect(titles.first()).toHaveText(posts[0].title);
    const showMore = page.getByRole("link", { name: "Show More" });
    if (javaScriptEnabled) {
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    }

    await showMore.click();
    await expect(titles).toHaveCount(25);
    await expect(titles.nth(24)).toHaveText(posts[24].title);
    if (javaScriptEnabled) {
      // The page did not reload, and focus moved to the first new title.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      await expect(titles.nth(15)).toBeFocused();
    }

    await showMore.click();
    await expect(titles).toHaveCount(Math.min(35, posts.length));
    if (posts.length <= 35) await expect(showMore).toHaveCount(0);
    await expect(page.locator(".archive-count")).toHaveText(
      `Showing ${Math.min(35, posts.length)} of ${posts.length}`,
    );
    await context.close();
  });
}

test("each view of a post draws one of two layouts, about one time in three the spotlight", async ({
  request,
}) => {
  const [post] = await apiPosts(request);
  const seen = { spotlight: 0, classic: 0 };
  for (let i = 0; i < 45; i++) {
    const html = await (await request.get(`/blog/${post._id}`)).text();
    const layout = /data-layout="(spotlight|classic)"/.exec(html)![1] as keyof typeof seen;
    seen[layout]++;
  }
  expect(seen.spotlight).toBeGreaterThan(3);
  expect(seen.classic).toBeGreaterThan(seen.spotlight);
});

test("admins see Enhance Post (a form posting to /blog/{id}/enhance) and drafts; visitors see neither", async ({
  page,
  context,
}) => {
  const draft = insertDraftPost("A draft only admins may read");
  const response = await page.goto(`/blog/${draft}`);
  expect(response?.status()).toBe(404);

  await signInAs(context, { isAdmin: true });
  await page.goto(`/blog/${draft}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A draft only admins may read");
  await expect(page.getByText("Draft: only administrators see this post")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const enhance = page.getByRole("button", { name: "Enhance Post" });
  await expect(enhance).toBeVisible();
  await expect(page.locator(`form[method="post"][action="/blog/${draft}/enhance"]`)).toHaveCount(1);
});

test("a signed-in non-admin does not see Enhance Post", async ({ page, context, request }) => {
  const [post] = await apiPosts(request);
  await signInAs(context, { isAdmin: false });
  await page.goto(`/blog/${post._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole("button", { name: "Enhance Post" })).toHaveCount(0);
});
