import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";

// The server build is split into bundles (app/server-bundles.ts): the site, the account pages, the back office, the
// API and the resource routes. With JavaScript, a link from one part to another must still be a client-side
// navigation: route discovery asks the server about the next page, and our HTTP layer merges the bundles' answers.

/** Marks the loaded document; a full page load (what a failed route discovery falls back to) loses the mark. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
const documentStayed = (page: Page) => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

test.describe("links between the parts of the site, with JavaScript", () => {
  test("site, account pages and back again, without reloading the page", async ({ page }) => {
    const discovery: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/__manifest") discovery.push(response.status());
    });
    await page.goto("/");
    await waitForHydration(page);
    await markDocument(page);

    await page
      .getByRole("navigation")
      .getByRole("link", { name: "Our Services", exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel("Email")).toBeVisible();
    expect(await documentStayed(page)).toBe(true);

    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await documentStayed(page)).toBe(true);
    expect(discovery.length).toBeGreaterThan(0);
    expect(discovery.every((status) => status === 200)).toBe(true);
  });

  test("an admin goes from the site to the back office and to their profile, without reloading", async ({
    page,
    context,
  }) => {
    const admin = await signInAs(context, { isAdmin: true, name: "Bundle Admin" });
    await page.goto("/services");
    await waitForHydration(page);
    await markDocument(page);

    await page.getByRole("navigation").getByRole("link", { name: "Admin", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin(\/[\w-]*)?$/);
    await expect(page.getByRole("complementary", { name: "Back office" })).toBeVisible();
    expect(await documentStayed(page)).toBe(true);

    await page.getByRole("link", { name: new RegExp(admin.email) }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole("heading", { level: 1, name: "Me" })).toBeVisible();
    expect(await documentStayed(page)).toBe(true);
  });
});
