// The invoice's PDF and the customer's other files, with and without JavaScript: the customer's page /i/{token} links
// "Download this invoice (PDF)" and it downloads on a phone without scripts and on a laptop with them, as does a
// payment's receipt once one is recorded; the office's invoice page has its "PDF" button; the page stays at most
// 30 KB of gzipped HTML.
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { insertDraftInvoice, setQuoteSettings } from "../support/e2e-quotes";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

test.beforeAll(() => setQuoteSettings());

/** Clicks a link and answers the downloaded file's first bytes, its size and its name. */
async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return { head: bytes.subarray(0, 5).toString(), bytes: bytes.byteLength, name: file.suggestedFilename() };
}

/** A draft invoice sent through the admin API, and the private link its mail carries. */
async function sentInvoice(request: APIRequestContext) {
  const id = insertDraftInvoice();
  const { headers } = await createApiUser();
  const sent = await request.post(`/api/invoices/${id}/send`, { headers });
  expect(sent.status()).toBe(200);
  const { invoice } = (await sent.json()) as { invoice: { reference: string; amountDueCents: number } };
  const mail = await waitForMail("walk.customer@example.com", {
    subject: new RegExp(`^Invoice ${invoice.reference} from `),
  });
  const link = /https?:\/\/\S+(\/i\/[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No invoice link in "${mail.subject}"`);
  return { id, link, invoice, headers };
}

async function customerContext(browser: Browser, js: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    viewport: js ? { width: 1280, height: 900 } : { width: 375, height: 740 },
  });
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  return context;
}

for (const js of [false, true]) {
  test(`the customer downloads the invoice's PDF and a receipt ${js ? "with" : "without"} JavaScript`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { id, link, invoice, headers } = await sentInvoice(request);
    const customer = await customerContext(browser, js);
    const page = await customer.newPage();
    await page.goto(link);
    if (js) await waitForHydration(page);
    const pdf = await download(page, "Download this invoice (PDF)");
    expect(pdf).toMatchObject({ head: "%PDF-", name: `${invoice.reference}.pdf` });
    expect(pdf.bytes).toBeGreaterThan(1000);
    const answer = await page.request.get(`${link}/pdf`);
    expect(answer.headers()["cache-control"]).toContain("no-store");
    expect(answer.headers()["x-robots-tag"]).toBe("noindex");
    expect(answer.headers()["referrer-policy"]).toBe("no-referrer");
    expect((await page.request.get("/i/no-such-invoice-link/pdf")).status()).toBe(404);

    // A payment recorded by hand clears at once: its receipt is on the page.
    const paid = await request.post(`/api/invoices/${id}/payments`, {
      headers,
      data: { amountCents: 10_000, method: "check", note: "Check 3101" },
    });
    expect(paid.status()).toBe(201);
    await page.reload();
    if (js) await waitForHydration(page);
    const receipt = await download(page, "Download the receipt (PDF)");
    expect(receipt).toMatchObject({ head: "%PDF-", name: `receipt-${invoice.reference}-R1.pdf` });
    await customer.close();
  });
}

test("the office downloads the invoice's PDF from its page, with and without JavaScript", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { id, invoice } = await sentInvoice(request);
  for (const js of [false, true]) {
    const office = await browser.newContext({
      javaScriptEnabled: js,
      viewport: { width: 1280, height: 900 },
    });
    await signInAs(office, { isAdmin: true });
    const page = await office.newPage();
    await page.goto(`/admin/invoices/${id}`);
    if (js) await waitForHydration(page);
    const pdf = await download(page, `PDF of invoice ${invoice.reference}`);
    expect(pdf).toMatchObject({ head: "%PDF-", name: `${invoice.reference}.pdf` });
    await office.close();
  }
  // The same file through the admin API, and only for an admin.
  const admin = await createApiUser();
  const api = await request.get(`/api/invoices/${id}/pdf`, { headers: admin.headers });
  expect(api.status()).toBe(200);
  expect(api.headers()["content-type"]).toBe("application/pdf");
  expect((await request.get(`/api/invoices/${id}/pdf`)).status()).toBe(401);
});

test("the customer's invoice page is at most 30 KB of gzipped HTML", async ({ request }) => {
  const { link } = await sentInvoice(request);
  const html = await (await request.get(link, { headers: { "X-Forwarded-For": uniqueIp() } })).body();
  const gzipped = gzipSync(html).length;
  console.log(`/i/{token}: ${html.length} bytes of HTML, ${gzipped} gzipped`);
  expect(gzipped).toBeLessThanOrEqual(30 * 1024);
  // Every file is a plain link in the HTML as sent: nothing needs a script to download.
  expect(html.toString()).toMatch(/<a [^>]*href="\/i\/[\w-]+\/pdf"[^>]*download=/);
});
