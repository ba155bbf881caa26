import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/hydration";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page renders from the server", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Connect with us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("heading", { name: "Tailored Strategies" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quality and Precision" })).toBeVisible();
  });
});

test("the landing page hydrates with JavaScript", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the landing page asks for its scripts only after it has painted, then hydrates", async ({
  page,
  request,
}) => {
  // Served inert: no module preload or module script the browser would fetch before the first paint.
  const html = await (await request.get("/")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  // Where people act at once (sign-in, the back office), the scripts load as the page parses.
  expect(await (await request.get("/login")).text()).toContain('<script type="module"');
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  // Woken after the first frame: the app boots and takes over the page.
  await waitForHydration(page);
  expect(errors).toEqual([]);
});
