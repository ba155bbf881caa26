// The office's quote editor shows the money before saving: with JavaScript the line amounts and totals follow the
// typing; without it "Update totals" brings them back with everything typed. A saved draft is sent from its own page,
// and "Record payment" waits until the quote has gone out.
import { expect, test, type Page } from "@playwright/test";
import { uniqueTag } from "../support/e2e-admin-data";
import { signInAs } from "../support/e2e-auth";
import { setQuoteSettings } from "../support/e2e-quotes";
import { waitForHydration } from "../support/hydration";

test.beforeAll(() => setQuoteSettings());

// The walk's HOA quote: $19,730.00 and a 30% deposit of $5,919.00, with an option not counted.
const LINES = [
  { description: "Mill and overlay, 2 in.", quantity: "48000", unitPrice: "0.32" },
  { description: "ADA ramp", quantity: "1", unitPrice: "4370" },
  { description: "Restripe 40 stalls", quantity: "40", unitPrice: "12.50", optional: true },
];

async function fillLine(page: Page, index: number, line: (typeof LINES)[number]) {
  const label = (field: string) => page.getByLabel(`Line ${index + 1} ${field}`, { exact: true });
  await label("Description").fill(line.description);
  await label("Quantity").fill(line.quantity);
  await label("Unit price").fill(line.unitPrice);
  if (line.optional) await label("Optional").check();
}

const totals = (page: Page) => page.getByRole("region", { name: "Totals" });
const lineAmount = (page: Page, index: number) => page.locator(".quote-line").nth(index).locator("output");

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test(`the editor shows the money before saving, and a saved draft is sent from its page, ${how} JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    await signInAs(context, { isAdmin: true });
    const page = await context.newPage();
    await page.goto("/admin/quotes/new");
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("Customer name").fill(`Dana Whitfield ${uniqueTag()}`);
    await page.getByLabel("Email").fill(`hoa.${uniqueTag()}@example.com`);
    await page.getByLabel("Phone").fill("4805550142");
    await page.getByLabel("Job-site address").fill("77 E Palm Ln");
    await page.getByLabel("City").fill("Mesa");
    await page.getByLabel("ZIP code").fill("85201");
    await fillLine(page, 0, LINES[0]);
    for (const [index, line] of LINES.slice(1).entries()) {
      await page.getByRole("button", { name: "Add line" }).click();
      await fillLine(page, index + 1, line);
    }
    await page.getByLabel("Deposit type").selectOption({ label: "Percent" });
    await page.getByLabel("Deposit", { exact: true }).fill("30");

    if (javaScriptEnabled) {
      // Live: no button, no request.
      await expect(page.getByRole("button", { name: "Update totals" })).toHaveCount(0);
    } else {
      await page.getByRole("button", { name: "Update totals" }).click();
      // The round trip keeps everything typed, and refuses nothing yet.
      await expect(page.getByLabel("Line 3 Description", { exact: true })).toHaveValue(LINES[2].description);
      await expect(page.getByLabel("Line 3 Optional", { exact: true })).toBeChecked();
      await expect(page.locator(".error-summary")).toHaveCount(0);
    }
    await expect(lineAmount(page, 0)).toHaveText("$15,360.00");
    await expect(lineAmount(page, 1)).toHaveText("$4,370.00");
    await expect(lineAmount(page, 2)).toHaveText("$500.00");
    for (const text of [
      "Subtotal$19,730.00",
      "Total$19,730.00",
      "Deposit$5,919.00",
      "Balance after deposit$13,811.00",
    ])
      await expect(totals(page)).toContainText(text);
    // No tax typed: no tax line.
    await expect(totals(page)).not.toContainText("Tax");
    await expect(totals(page)).toContainText(
      "Optional items, not counted until the customer adds them: $500.00",
    );

    if (javaScriptEnabled) {
      // A change shows at once.
      await page.getByLabel("Tax rate (%)").fill("8.6");
      await expect(totals(page)).toContainText("Tax (8.6%)$1,696.78");
      await expect(totals(page)).toContainText("Total$21,426.78");
      await page.getByLabel("Tax rate (%)").fill("");
      await expect(totals(page)).toContainText("Total$19,730.00");
    }

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Quote saved")).toBeVisible();
    await expect(page.locator(".quote-admin-status")).toContainText("Draft");
    // A draft: no payment yet, and it goes out from here.
    await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    await expect(page.getByText("Payments can be recorded once the quote is sent.")).toBeVisible();
    await page.getByRole("button", { name: "Send to customer" }).click();
    await expect(page.getByText("Quote sent to the customer")).toBeVisible();
    await expect(page.locator(".quote-admin-status")).toContainText("Sent");
    await expect(page.getByRole("button", { name: "Send to customer" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Record payment" })).toBeVisible();
    await context.close();
  });
}
