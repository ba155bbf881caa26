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
  await waitForHydration(page);
  expect(errors).toEqual([]);
});
