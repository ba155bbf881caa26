// Messages: the list, the detail with its fallbacks and actions, lead status, and deleting with and without JavaScript.
import { expect, test } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { insertCustomer, insertMessage, readLogs, readMessage, uniqueTag } from "../support/e2e-admin-data";
import { formToken } from "../support/form-token";
import { waitForHydration } from "../support/hydration";

test("the list links to the detail, which shows the message as text and marks it read", async ({
  page,
  context,
}) => {
  const admin = await signInAs(context, { isAdmin: true });
  const name = `Pat ${uniqueTag()}`;
  const text = "Line one\n<script>window.hacked = true</script><b>not bold</b>";
  const id = insertMessage({ name, email: "pat@example.com", phone: "(480) 555-0199", message: text });
  expect(readMessage(id)?.isRead).toBe(0);

  await page.goto("/admin/messages");
  // The filter narrows the list as one types once the page's scripts run.
  await waitForHydration(page);
  const table = page.getByRole("table", { name: "Messages" });
  await expect(table.getByRole("columnheader")).toHaveText([
    /^Name/,
    /^Email/,
    /^Phone/,
    /^Message/,
    /^Lead status/,
    /^Read/,
    /^Date/,
  ]);
  await page.getByLabel("Filter").fill(name);
  await expect(page).toHaveURL(/\?q=Pat/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Unread");
  await table.getByRole("link", { name: new RegExp(name) }).click();

  await expect(page).toHaveURL(`/admin/messages/${id}`);
  await expect(page.getByRole("heading", { name: `Message from ${name}` })).toBeVisible();
  await expect(page.locator(".message-text")).toHaveText(text);
  await expect(page.locator(".message-text b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:pat@example.com");
  await expect(page.getByRole("link", { name: "Call Back" })).toHaveAttribute("href", "tel:+14805550199");
  expect(readMessage(id)?.isRead).toBe(1);

  await page.getByLabel("Status", { exact: true }).selectOption("quoted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.locator(".alert")).toContainText("Lead status set to Quoted.");
  expect(readMessage(id)?.leadStatus).toBe("quoted");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("quoted");
  expect(readLogs("message.lead-status").find((log) => log.message.includes(id))?.actorEmail).toBe(
    admin.email,
  );

  // With JavaScript, Delete asks in a dialog first.
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect(readMessage(id)).toBeDefined();
  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL("/admin/messages");
  await expect(page.locator(".alert")).toContainText("Message deleted.");
  expect(readMessage(id)).toBeUndefined();
});

test("the lead status is set from the list too, without opening (or reading) the message", async ({
  page,
  context,
}) => {
  const admin = await signInAs(context, { isAdmin: true });
  const name = `Row ${uniqueTag()}`;
  const id = insertMessage({ name, email: "row@example.com", message: "Paving quote please" });
  await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
  const select = page.getByLabel(`Status of the message from ${name}`);
  await expect(select).toHaveValue("new");
  await select.selectOption("contacted");
  await page.getByRole("button", { name: `Save the status of the message from ${name}` }).click();
  await expect(page.locator(".alert")).toContainText(`Lead status set to Contacted. (${name})`);
  // Back on the same filtered view, the select showing the saved status.
  await expect(page).toHaveURL(`/admin/messages?q=${encodeURIComponent(name).replace(/%20/g, "+")}`);
  await expect(page.getByLabel(`Status of the message from ${name}`)).toHaveValue("contacted");
  expect(readMessage(id)?.leadStatus).toBe("contacted");
  expect(readMessage(id)?.isRead).toBe(0);
  const log = readLogs("message.lead-status").find((row) => row.message.includes(id));
  expect(log?.actorEmail).toBe(admin.email);
  expect(log?.message).toContain("contacted");
});

test("missing e-mail and phone fall back to the customer's, else say so", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const email = `${uniqueTag()}@example.com`;
  const customerId = insertCustomer({ email, phone: "602-555-0142" });
  const withCustomer = insertMessage({ name: "Linked", message: "Call me", customerId });
  await page.goto(`/admin/messages/${withCustomer}`);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // A phone stored as typed is shown by the US rule.
  await expect(page.getByText("(602) 555-0142", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute("href", `mailto:${email}`);

  const bare = insertMessage({ name: "Nobody", message: "No contact details" });
  await page.goto(`/admin/messages/${bare}`);
  await expect(page.getByText("No email provided")).toBeVisible();
  await expect(page.getByText("No phone number provided")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call Back" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Email" })).toHaveCount(0);
});

test('an unknown message shows "Error fetching message"', async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const response = await page.goto("/admin/messages/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Error fetching message");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deleting asks for confirmation on the page, then returns to the list", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    const name = `NoJS ${uniqueTag()}`;
    const id = insertMessage({ name, email: "nojs@example.com", message: "Please call" });
    await page.goto(`/admin/messages/${id}`);
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert")).toContainText("Delete this message?");
    expect(readMessage(id)).toBeDefined();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL("/admin/messages");
    await expect(page.locator(".alert")).toContainText("Message deleted.");
    expect(readMessage(id)).toBeUndefined();

    // Deleting it again (an old tab) says so instead of failing.
    const again = await context.request.post(`/admin/messages/${id}`, {
      form: { csrf: await formToken(context.request), intent: "delete", id, confirmed: "yes" },
    });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain("Error deleting message");
  });

  test("the lead status is set from a row of the list with a plain form post", async ({ page, context }) => {
    const admin = await signInAs(context, { isAdmin: true });
    const name = `RowNoJS ${uniqueTag()}`;
    const id = insertMessage({ name, email: "rownojs@example.com", message: "Sealcoat?" });
    await page.goto(`/admin/messages?q=${encodeURIComponent(name)}`);
    await page.getByLabel(`Status of the message from ${name}`).selectOption("lost");
    await page.getByRole("button", { name: `Save the status of the message from ${name}` }).click();
    await expect(page.locator(".alert")).toContainText(`Lead status set to Lost. (${name})`);
    await expect(page.getByLabel(`Status of the message from ${name}`)).toHaveValue("lost");
    expect(page.url()).not.toContain("index");
    expect(readMessage(id)?.leadStatus).toBe("lost");
    expect(readMessage(id)?.isRead).toBe(0);
    expect(readLogs("message.lead-status").find((row) => row.message.includes(id))?.actorEmail).toBe(
      admin.email,
    );

    // Bad input answers the list with a clear message, never a 500.
    const bad = await context.request.post("/admin/messages?index", {
      form: { csrf: await formToken(context.request), intent: "status", id, leadStatus: "maybe" },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Choose a lead status");
    const gone = await context.request.post("/admin/messages?index", {
      form: {
        csrf: await formToken(context.request),
        intent: "status",
        id: "no-such-message",
        leadStatus: "won",
      },
    });
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toContain("Error fetching message");
    expect(readMessage(id)?.leadStatus).toBe("lost");
  });

  test("the lead status is set with a plain form post", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    const id = insertMessage({ name: `Lead ${uniqueTag()}`, email: "lead@example.com", message: "Quote?" });
    await page.goto(`/admin/messages/${id}`);
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.locator(".alert")).toContainText("Lead status set to Won.");
    expect(readMessage(id)?.leadStatus).toBe("won");
    const bad = await context.request.post(`/admin/messages/${id}`, {
      form: { csrf: await formToken(context.request), intent: "status", leadStatus: "maybe" },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Choose a lead status");
    expect(readMessage(id)?.leadStatus).toBe("won");
  });
});
