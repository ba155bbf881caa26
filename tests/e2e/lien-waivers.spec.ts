// Arizona's statutory lien waivers (A.R.S. § 33-1008) as the payment state allows them, without JavaScript: a sent
// progress invoice offers the customer the conditional progress waiver as a PDF; once a payment of the whole amount
// is recorded, the unconditional one takes its place. The office's invoice page links what is available and says
// why the rest is not. axe (with scripts) finds nothing serious on either page at 375 and 1280 px.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { insertDraftInvoice, setQuoteSettings } from "../support/e2e-quotes";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

test.beforeAll(() => setQuoteSettings());

/** Clicks a waiver's link and answers the downloaded file's first bytes and name. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { head: Buffer.concat(chunks).subarray(0, 5).toString(), name: file.suggestedFilename() };
}

test("the customer and the office get the waivers the payments allow, without JavaScript", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
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

  const customer = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  await customer.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  const page = await customer.newPage();
  await page.goto(link);
  const waivers = page.getByRole("region", { name: "Lien waivers" });
  await expect(waivers.getByRole("link")).toHaveText([
    "Conditional Waiver and Release on Progress Payment (PDF)",
  ]);
  expect(await download(page, "Conditional Waiver and Release on Progress Payment (PDF)")).toEqual({
    head: "%PDF-",
    name: `conditional-progress-waiver-${invoice.reference}.pdf`,
  });
  // A form the payments do not allow is not there to ask for.
  const refused = await page.request.get(`${link}/waivers/unconditional_progress.pdf`);
  expect(refused.status()).toBe(404);

  const paid = await request.post(`/api/invoices/${id}/payments`, {
    headers,
    data: { amountCents: invoice.amountDueCents, method: "check", note: "Check 3090" },
  });
  expect(paid.status()).toBe(201);
  await page.reload();
  await expect(waivers.getByRole("link")).toHaveText([
    "Unconditional Waiver and Release on Progress Payment (PDF)",
  ]);
  expect((await download(page, "Unconditional Waiver and Release on Progress Payment (PDF)")).head).toBe(
    "%PDF-",
  );
  await customer.close();

  const office = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  await signInAs(office, { isAdmin: true });
  const admin = await office.newPage();
  await admin.goto(`/admin/invoices/${id}`);
  const panel = admin.getByRole("region", { name: "Lien waivers" });
  await expect(panel.getByRole("link")).toHaveText([
    "Unconditional Waiver and Release on Progress Payment (PDF)",
  ]);
  await expect(panel).toContainText(
    "Conditional Waiver and Release on Final Payment: Not for a progress invoice",
  );
  const pdf = await admin.request.get(`/admin/invoices/${id}/waivers/unconditional_progress.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await expect(admin.getByText("Lien waiver issued").first()).toBeVisible();
  await office.close();

  // axe, which needs the page's scripts: the customer's page and the office's, at a phone's width and a laptop's.
  const withScripts = await browser.newContext();
  await withScripts.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
  await signInAs(withScripts, { isAdmin: true });
  const checked = await withScripts.newPage();
  for (const width of [375, 1280]) {
    await checked.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const path of [link, `/admin/invoices/${id}`]) {
      await checked.goto(path);
      await waitForHydration(checked);
      expect(await seriousViolations(checked), `${path} at ${width} px`).toEqual([]);
    }
  }
  await withScripts.close();
});
