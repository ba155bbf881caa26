// The back office on a phone (375 px) and a laptop (1280 px): no page scrolls sideways, tables become cards, the menu
// closes when a link is chosen or on Escape, and the messages views work without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { insertCustomer, insertMessage, uniqueTag } from "../support/e2e-admin-data";
import { waitForHydration } from "../support/hydration";
import { adminPageRoutes, everyAdminScreen } from "../support/admin-routes";

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 720 };

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Saves the terms page's search description, so the page has a revision (and its revision page a real id). */
async function savePageRevision(page: Page, description: string) {
  await page.goto("/admin/pages/terms");
  await page.getByLabel("Search description").fill(description);
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.locator(".saved-notice")).toContainText("Page saved");
}

const menuOf = (page: Page) => ({
  menu: page.getByRole("link", { name: "Menu", exact: true }),
  sidebar: page.locator("#admin-sidebar"),
});

/** Opens the phone's menu: the sidebar shows, with Sign out in view without scrolling it. */
async function openMenu(page: Page) {
  const { menu, sidebar } = menuOf(page);
  await menu.click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Sign out" })).toBeInViewport();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 375 px no admin page scrolls sideways, and every page module is walked", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/pages/terms");
    const original = await page.getByLabel("Search description").inputValue();
    await savePageRevision(page, `Terms of service for our paving customers ${uniqueTag()}.`);
    // The public page keeps its words for the other specs: the original text goes back (as one more revision).
    await savePageRevision(page, original);
    const screens = await everyAdminScreen();
    const walked = new Set(screens.map((screen) => screen.route));
    const notWalked = (await adminPageRoutes()).map(({ file }) => file).filter((file) => !walked.has(file));
    // A service area without a saved revision yet leaves only its revision page out.
    expect(
      notWalked.filter((file) => !file.includes("revisions")),
      "admin pages left out",
    ).toEqual([]);
    for (const { path } of screens) {
      await page.goto(path);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test("messages: New / Today / All are links, unread rows say so in words, phones are tel: links", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const name = `Nora Unread ${uniqueTag()}`;
    insertMessage({
      name,
      email: "nora@example.com",
      phone: "(602) 555-0117",
      message: "Please call me back.",
    });
    await page.goto("/admin/messages");
    const views = page.getByRole("navigation", { name: "Which messages" });
    await expect(views.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");

    await views.getByRole("link", { name: "New" }).click();
    await expect(page).toHaveURL(/view=new/);
    await expect(views.getByRole("link", { name: "New" })).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table", { name: "Messages" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row.locator(".unread-marker")).toHaveText("Unread");
    await expect(row.getByRole("link", { name: "(602) 555-0117" })).toHaveAttribute(
      "href",
      "tel:+16025550117",
    );
    for (const read of await table.locator('td[data-column="isRead"]').allTextContents())
      expect(read).toBe("Unread");

    await views.getByRole("link", { name: "Today" }).click();
    await expect(page).toHaveURL(/view=today/);
    await expect(table.getByRole("row").filter({ hasText: name })).toHaveCount(1);

    // Opening the message reads it: it leaves the New view.
    await page.goto(`/admin/messages?view=new&q=${encodeURIComponent(name)}`);
    await table.getByRole("link", { name }).click();
    await page.goto(`/admin/messages?view=new&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No data available")).toBeVisible();
  });

  test("the menu opens through #admin-sidebar and a chosen link loads a page with it closed", async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin");
    const { sidebar } = menuOf(page);
    await expect(sidebar).toBeHidden();
    await openMenu(page);
    await sidebar.getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(sidebar).toBeHidden();
  });
});

// The phone tests start signed in as an admin, at 375 px.
test.describe("phone", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, { isAdmin: true });
  });

  test("the menu closes on a chosen link and on Escape, focus back on the Menu button", async ({ page }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    const { menu, sidebar } = menuOf(page);
    await expect(menu).toHaveAttribute("aria-expanded", "false");

    await openMenu(page);
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await sidebar.getByRole("link", { name: "Messages" }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/messages$/);

    await menu.click();
    await sidebar.getByRole("link", { name: "Close menu" }).click();
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("a search sent from the menu and the Back button both close it", async ({ page }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    const { menu, sidebar } = menuOf(page);

    await openMenu(page);
    await sidebar.getByLabel("Search").fill("Mesa");
    await sidebar.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/search\?q=Mesa$/);
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(sidebar).toBeHidden();
  });

  test("table rows are cards with the primary field, date, status and actions, and no sideways scroll", async ({
    page,
  }) => {
    const name = `Card ${uniqueTag()}`;
    insertMessage({
      name,
      email: "a.really.long.address.for.wrapping@example-paving-customer.com",
      phone: "480-555-0100",
      message: "Long text ".repeat(30),
    });
    await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("table", { name: "Messages" }).getByRole("row").filter({ hasText: name });
    for (const column of ["name", "createdAt", "leadStatus", "isRead"]) {
      const cell = row.locator(`td[data-column="${column}"]`);
      await expect(cell, column).toBeInViewport();
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, column).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(row.getByRole("button", { name: /^Save/ })).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("the cards of the plain tables name each field by its column, the title and actions aside", async ({
    page,
  }) => {
    await page.goto("/admin/pages");
    const row = page
      .getByRole("table", { name: "Editable pages" })
      .getByRole("row")
      .filter({ hasText: "/terms" });
    const labelOf = (cell: number) =>
      row
        .locator("td")
        .nth(cell)
        .evaluate((td) => getComputedStyle(td, "::before").content);
    expect(await labelOf(0)).toBe("none");
    expect(await labelOf(1)).toBe('"Address: "');
    expect(await labelOf(2)).toBe('"Last saved: "');
    await page.goto("/admin/blog");
    const actions = page.locator("table.data-table tbody tr").first().locator("td").last();
    expect(await actions.evaluate((td) => getComputedStyle(td, "::before").content)).toBe("none");
    await page.setViewportSize(LAPTOP);
    await page.goto("/admin/pages");
    expect(await labelOf(1)).toBe("none");
  });
});

test("laptop: the date and status columns of the lists stay in view", async ({ page, context }) => {
  await page.setViewportSize(LAPTOP);
  await signInAs(context, { isAdmin: true });
  insertMessage({
    name: `Wide ${uniqueTag()}`,
    email: "someone.with.a.very.long.address.indeed@example-paving-customer.com",
    phone: "(480) 555-0199",
    message: "A long message ".repeat(40),
  });
  insertCustomer({ email: `a.subscriber.with.a.long.address.${uniqueTag()}@example-paving-customer.com` });
  const lists: [string, string, string[]][] = [
    ["/admin/messages", "Messages", ["createdAt", "isRead", "leadStatus"]],
    ["/admin/customers", "Subscribers", ["createdAt", "status"]],
    ["/admin/logs", "Logs", ["createdAt", "level"]],
    ["/admin/users", "Users", ["createdAt"]],
  ];
  for (const [path, caption, columns] of lists) {
    await page.goto(path);
    const table = page.getByRole("table", { name: caption });
    const frame = (await table.locator("xpath=..").boundingBox())!;
    for (const column of columns) {
      const cell = table.locator(`td[data-column="${column}"]`).first();
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, `${path} ${column}`).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }
  }
  // Sign out is in view at 1280x720 without scrolling the sidebar.
  await expect(page.locator("#admin-sidebar").getByRole("button", { name: "Sign out" })).toBeInViewport();
});

test("a page revision says when, who and what changed; Restore asks first with JavaScript", async ({
  page,
  context,
}) => {
  const admin = await signInAs(context, { isAdmin: true });
  await savePageRevision(page, `Our terms for paving work ${uniqueTag()}.`);
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByRole("listitem").first()).toContainText(
    `${admin.name}: Changed Search description`,
  );
  await waitForHydration(page);
  const restore = revisions.getByRole("button", { name: /^Restore/ }).first();
  await restore.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Put back the version of");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator(".saved-notice")).toContainText("Page saved");
  await expect(page.locator(".alert")).toHaveCount(0);
  await restore.click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, restore" }).click();
  await expect(page.locator(".alert")).toContainText("Revision restored");
  await expect(revisions.getByRole("listitem").first()).toContainText("Restored an earlier version");
});

test.describe("restore without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Restore answers with a confirm step first", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    const description = `Terms before a no-JS restore ${uniqueTag()}.`;
    await savePageRevision(page, description);
    const revisions = page.getByRole("region", { name: "Revisions" });
    await revisions
      .getByRole("button", { name: /^Restore/ })
      .first()
      .click();
    await expect(page.getByRole("alert").filter({ hasText: "Put back the version of" })).toBeVisible();
    await expect(page.getByLabel("Search description")).toHaveValue(description);
    await page.getByRole("button", { name: "Yes, restore" }).click();
    await expect(page.locator(".alert")).toContainText("Revision restored");
    await expect(page.getByLabel("Search description")).not.toHaveValue(description);
  });
});

test("logs read as sentences, with the technical fields behind a toggle and filters by kind and person", async ({
  page,
  context,
}) => {
  const admin = await signInAs(context, { isAdmin: true });
  const name = `Dana Whitfield ${uniqueTag()}`;
  insertMessage({ name, email: "dana@example.com", message: "Resurface our lot, please." });
  await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
  await page.getByLabel(`Status of the message from ${name}`).selectOption("contacted");
  await page.getByRole("button", { name: `Save the status of the message from ${name}` }).click();
  await expect(page.locator(".alert")).toContainText("Contacted");

  await page.goto("/admin/logs");
  await page.getByLabel("Kind").selectOption({ label: "Messages" });
  await page.getByLabel("Person").selectOption(admin.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/kind=message/);
  const row = page.getByRole("table", { name: "Logs" }).getByRole("row").nth(1);
  await expect(row).toContainText(
    new RegExp(`${admin.name} set ${name}'s lead to Contacted, \\d{1,2}:\\d{2} [AP]M`),
  );
  const details = row.locator("details");
  await expect(details.getByText("message.lead-status")).toBeHidden();
  await details.locator("summary").click();
  await expect(details.getByText("message.lead-status")).toBeVisible();
});
