// Arizona's contracting tax end to end, with and without JavaScript: a request for sealcoating starts its quote as
// MRRA; the office picks prime contracting for $38,405.00 of new paving at the job site's 8.3% and sends it; the
// customer's page shows the tax on 65% of the gross, "Tax (8.300% on 65% of $38,405.00)", and its cents.
import { expect, test } from "@playwright/test";
import { uniqueTag } from "../support/e2e-admin-data";
import { signInAs } from "../support/e2e-auth";
import { withE2eDb } from "../support/e2e-db";
import { insertEstimate } from "../support/e2e-estimates";
import { quoteLinkIn, setQuoteSettings } from "../support/e2e-quotes";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

test.beforeAll(() => setQuoteSettings());

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test(`prime contracting is taxed on 65% of the subtotal on the customer's page, ${how} JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const customerEmail = `tax.${uniqueTag()}@example.com`;
    const estimate = await insertEstimate({ name: `Dana ${uniqueTag()}`, service: "Sealcoating" });
    withE2eDb((db) =>
      db.prepare("UPDATE estimates SET email = ? WHERE id = ?").run(customerEmail, estimate.id),
    );

    const office = await browser.newContext({ javaScriptEnabled });
    await signInAs(office, { isAdmin: true });
    const admin = await office.newPage();
    await admin.goto(`/admin/quotes/new?estimate=${estimate.id}`);
    if (javaScriptEnabled) await waitForHydration(admin);
    const classification = admin.getByLabel("Tax classification");
    // Sealcoating is maintenance of existing pavement: the quote starts as MRRA, and the office may change it.
    await expect(classification).toHaveValue("mrra");
    await classification.selectOption({ label: "Prime contracting (new construction or modification)" });
    const line = (field: string) => admin.getByLabel(`Line 1 ${field}`, { exact: true });
    await line("Description").fill("New parking lot, 3 in. hot mix over 6 in. base");
    await line("Quantity").fill("1");
    await line("Unit").fill("lot");
    await line("Unit price").fill("38405");
    await admin.getByLabel("Tax rate (%)").fill("8.3");
    await admin.getByLabel("Deposit type").selectOption({ label: "Percent" });
    await admin.getByLabel("Deposit", { exact: true }).fill("30");
    await admin.getByRole("button", { name: "Send to customer" }).click();
    await expect(admin.getByText("Quote sent to the customer")).toBeVisible();
    const heading = await admin.getByRole("heading", { level: 1 }).textContent();
    const reference = /Quote (Q-\d{4}-\d{4,})/.exec(heading ?? "")?.[1];
    if (!reference) throw new Error(`No reference in "${heading}"`);
    // The office's page says the same.
    await expect(admin.getByText("Prime contracting (new construction or modification)")).toBeVisible();
    await expect(admin.getByText("Tax (8.300% on 65% of $38,405.00)")).toBeVisible();

    const mail = await waitForMail(customerEmail, { subject: new RegExp(`^Quote ${reference} from `) });
    expect(mail.text).toContain("$40,476.95");
    const customer = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
    await customer.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    const page = await customer.newPage();
    expect((await page.goto(quoteLinkIn(mail)))!.status()).toBe(200);
    if (javaScriptEnabled) await waitForHydration(page);
    const totals = page.locator("#quote-totals");
    for (const text of [
      "Subtotal$38,405.00",
      "Tax (8.300% on 65% of $38,405.00)$2,071.95",
      "Total$40,476.95",
      "Deposit due (30%)$12,143.09",
    ]) {
      await expect(totals).toContainText(text);
    }
    await expect(page.getByText(/No transaction privilege tax is charged/)).toHaveCount(0);
    await office.close();
    await customer.close();
  });
}
