// The customer's invoice page on a phone without JavaScript: the office sends a draft invoice through the admin API,
// the customer opens the mailed link at 375 px and reads who it is from, its reference and dates, the lines, the tax,
// the total and the amount due; the page is private (noindex, no-store), the first view marks the invoice viewed, and
// a link that names no invoice is the 404 page.
import { expect, test } from "@playwright/test";
import { createApiUser } from "../support/e2e-api";
import { withE2eDb } from "../support/e2e-db";
import { insertDraftInvoice, setQuoteSettings } from "../support/e2e-quotes";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

test.beforeAll(() => setQuoteSettings());

test("the customer reads a sent invoice on a phone without JavaScript", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const id = insertDraftInvoice();
  const { headers } = await createApiUser();
  const sent = await request.post(`/api/invoices/${id}/send`, { headers });
  expect(sent.status()).toBe(200);
  const { invoice } = (await sent.json()) as { invoice: { reference: string } };
  const mail = await waitForMail("walk.customer@example.com", {
    subject: new RegExp(`^Invoice ${invoice.reference} from `),
  });
  const link = /https?:\/\/\S+(\/i\/[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No invoice link in "${mail.subject}"`);

  const customer = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  await customer.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  const page = await customer.newPage();
  const answer = await page.goto(link);
  expect(answer!.status()).toBe(200);
  const answerHeaders = answer!.headers();
  expect(answerHeaders["x-robots-tag"]).toBe("noindex");
  expect(answerHeaders["cache-control"]).toContain("no-store");
  expect(answerHeaders["referrer-policy"]).toBe("no-referrer");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Invoice ${invoice.reference}`);
  await expect(page.getByText("Awaiting payment")).toBeVisible();
  await expect(page.getByText("Date issued")).toBeVisible();
  await expect(page.getByText("Date due")).toBeVisible();
  await expect(page.getByRole("cell", { name: "10% of the contract" })).toBeVisible();
  const totals = page.locator(".quote-totals");
  for (const text of ["Subtotal$301.00", "Tax (8.6%)$25.89", "Total$326.89", "Amount due$326.89"]) {
    await expect(totals).toContainText(text);
  }
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const status = () =>
    withE2eDb((db) => db.prepare("SELECT status FROM invoices WHERE id = ?").get(id) as { status: string });
  expect(status().status).toBe("viewed");
  await page.reload();
  const views = withE2eDb(
    (db) =>
      db
        .prepare("SELECT count(*) AS n FROM invoice_events WHERE invoice_id = ? AND type = 'viewed'")
        .get(id) as { n: number },
  );
  expect(views.n).toBe(1);

  const missing = await page.goto("/i/no-such-invoice-link");
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We could not find that invoice" })).toBeVisible();
  await customer.close();
});
