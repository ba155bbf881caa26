// Quotes end to end (issue 36), with and without JavaScript: the office writes a quote from an estimate request (two
// lines and an optional one, 8.6% tax, a 25% deposit) and sends it; the customer opens the mailed link, adds the
// option, sees the new total and signs; both mails arrive (the customer's with the signed PDF), the estimate is Won;
// the deposit is paid through the Stripe stand-in and a replayed webhook is recorded once. Then decline, request
// changes, a changed version and an expired quote; axe, the page's weight and its headers.
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { queryE2eDb, uniqueTag } from "../support/e2e-admin-data";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { withE2eDb } from "../support/e2e-db";
import { insertEstimate, readEstimate } from "../support/e2e-estimates";
import {
  attachedPdfText,
  paidSessionEvent,
  postStripeEvent,
  QUOTE_PAYMENT_INSTRUCTIONS,
  QUOTE_ROC_NUMBER,
  quoteLinkIn,
  readQuote,
  setQuoteSettings,
  stripeStandInUrl,
} from "../support/e2e-quotes";
import { waitForHydration } from "../support/hydration";
import { gzippedScripts } from "../support/page-scripts";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 900 };

test.beforeAll(() => setQuoteSettings());

const companyName = () =>
  queryE2eDb<{ name: string }>("SELECT company_name AS name FROM site_settings LIMIT 1")[0].name;

const LINES = [
  { description: "Sealcoat parking lot, two coats", quantity: "12000", unit: "sq ft", unitPrice: "0.18" },
  { description: "Crack seal", quantity: "1", unit: "lot", unitPrice: "850" },
  { description: "Restripe 40 stalls", quantity: "40", unit: "stall", unitPrice: "12.50", optional: true },
];

async function fillLine(page: Page, index: number, line: (typeof LINES)[number]) {
  const label = (field: string) => page.getByLabel(`Line ${index + 1} ${field}`, { exact: true });
  await label("Description").fill(line.description);
  await label("Quantity").fill(line.quantity);
  await label("Unit").fill(line.unit);
  await label("Unit price").fill(line.unitPrice);
  if (line.optional) await label("Optional").check();
}

/** The office: "Write a quote" on the request, three lines (each "Add line" a round trip without JavaScript), send. */
async function writeAndSendQuote(page: Page, estimateId: string, javaScriptEnabled: boolean) {
  await page.goto(`/admin/estimates/${estimateId}`);
  await page.getByRole("link", { name: "Write a quote" }).click();
  await expect(page).toHaveURL(`/admin/quotes/new?estimate=${estimateId}`);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByLabel("Customer name")).not.toHaveValue("");
  await expect(page.getByLabel("Job-site address")).toHaveValue("1200 W Main St");
  await fillLine(page, 0, LINES[0]);
  for (const [index, line] of LINES.slice(1).entries()) {
    await page.getByRole("button", { name: "Add line" }).click();
    await fillLine(page, index + 1, line);
  }
  // Everything typed came back with each new line.
  await expect(page.getByLabel("Line 1 Description", { exact: true })).toHaveValue(LINES[0].description);
  await expect(page.getByLabel("Line 3 Optional", { exact: true })).toBeChecked();
  // A sealcoating request starts as MRRA (no tax line); this quote keeps the tax on the subtotal.
  await expect(page.getByLabel("Tax classification")).toHaveValue("mrra");
  await page.getByLabel("Tax classification").selectOption({ label: "Tax on the subtotal" });
  await page.getByLabel("Tax rate (%)").fill("8.6");
  await page.getByLabel("Deposit type").selectOption({ label: "Percent" });
  await page.getByLabel("Deposit", { exact: true }).fill("25");
  await page
    .getByLabel("Scope and terms")
    .fill("Work during **dry weather** only.\n\n- Balance due on completion");
  await page.getByRole("button", { name: "Send to customer" }).click();
  await expect(page.getByText("Quote sent to the customer")).toBeVisible();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const reference = /Quote (Q-\d{4}-\d{4,})/.exec(heading ?? "")?.[1];
  if (!reference) throw new Error(`No reference in "${heading}"`);
  await expect(page.locator(".quote-admin-status")).toContainText("Sent");
  return reference;
}

/** Draws a short stroke on the signature pad. */
async function drawSignature(page: Page) {
  const canvas = page.locator("canvas.quote-signature-canvas");
  // The pad opens under its button, which may sit at the foot of the screen: the mouse draws only where it can reach.
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [x, y] of [
    [60, 30],
    [100, 70],
    [140, 35],
    [180, 60],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
  await page.mouse.up();
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test.describe(`quotes ${how} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test(`from an estimate request to a signed quote and a paid deposit, ${how} JavaScript`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const customerEmail = `quote.${uniqueTag()}@example.com`;
      const estimate = await insertEstimate({ name: `Rosa ${uniqueTag()}` });
      withE2eDb((db) =>
        db.prepare("UPDATE estimates SET email = ? WHERE id = ?").run(customerEmail, estimate.id),
      );

      const office = await browser.newContext({ javaScriptEnabled, viewport: LAPTOP });
      await signInAs(office, { isAdmin: true });
      const admin = await office.newPage();
      const reference = await writeAndSendQuote(admin, estimate.id, javaScriptEnabled);
      expect(readEstimate(estimate.id)?.status).toBe("estimate_sent");

      const sentMail = await waitForMail(customerEmail, { subject: new RegExp(`^Quote ${reference} from `) });
      expect(sentMail.text).toContain("$3,268.86");
      const path = quoteLinkIn(sentMail);

      const customer = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      await customer.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
      const page = await customer.newPage();
      const answer = (await page.goto(path))!;
      expect(answer.status()).toBe(200);
      expect(answer.headers()).toMatchObject({
        "x-robots-tag": "noindex",
        "referrer-policy": "no-referrer",
        "cache-control": "private, no-store",
      });
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${reference}`);
      const from = page.getByRole("region", { name: "From and for" });
      await expect(from).toContainText(companyName());
      await expect(from).toContainText(`ROC #${QUOTE_ROC_NUMBER}`);
      await expect(from).toContainText("Job site: 1200 W Main St, Mesa 85201");
      await expect(from).toContainText("Date");
      const table = page.getByRole("table", { name: `Items of quote ${reference}` });
      for (const column of ["Description", "Quantity", "Unit price", "Amount"]) {
        await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
      }
      await expect(table).toContainText("$2,160.00");
      const totals = page.locator("#quote-totals");
      for (const text of [
        "Subtotal$3,010.00",
        "Tax (8.6%)$258.86",
        "Total$3,268.86",
        "Deposit due (25%)$817.22",
      ]) {
        await expect(totals).toContainText(text);
      }
      await expect(page.getByText(/^Valid until \w+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(page.getByRole("region", { name: "Scope and terms" })).toContainText(
        "Balance due on completion",
      );
      await expect(page.getByRole("region", { name: "Arizona Registrar of Contractors" })).toContainText(
        "Registrar of Contractors",
      );

      // The option: with JavaScript the total follows the tick at once, without a request; without, "Update total".
      const requests: string[] = [];
      page.on("request", (sent) => requests.push(sent.url()));
      await page.getByLabel("Add to my project").check();
      if (javaScriptEnabled) {
        await expect(totals).toContainText("Total$3,811.86");
        expect(requests).toEqual([]);
      } else {
        await page.getByRole("button", { name: "Update total" }).click();
        await expect(page.getByText("Total updated")).toBeVisible();
        await expect(totals).toContainText("Total$3,811.86");
      }
      await expect(totals).toContainText("Deposit due (25%)$952.97");

      // Accept: the consent first, then the typed name.
      const sign = page.getByRole("button", { name: "Accept and sign" });
      await sign.click();
      await expect(page.locator("#accept-form-consent-error")).toHaveText(
        "Please agree to sign electronically",
      );
      await expect(page.locator("#accept-form-name-error")).toHaveText("Type your full name to sign");
      await expect(page.getByText(/paper copy/)).toBeVisible();
      await page.getByLabel("I agree to sign this quote electronically").check();
      await page.getByLabel("Full name").fill("Rosa Alvarez");
      if (javaScriptEnabled) {
        await page.getByRole("button", { name: "Add a drawn signature (optional)" }).click();
        await drawSignature(page);
      } else {
        await expect(page.getByRole("button", { name: /drawn signature/ })).toHaveCount(0);
      }
      await sign.click();
      await expect(page.getByRole("heading", { name: "Accepted" })).toBeVisible();
      await expect(page.getByText(/^Signed by Rosa Alvarez on \w+ \d{1,2}, \d{4}$/).first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
      const stored = readQuote(reference);
      expect(stored).toMatchObject({ status: "accepted", estimateId: estimate.id });
      if (javaScriptEnabled)
        expect(stored.acceptance?.signatureSvg).toMatch(/^<svg [^>]*><g [^>]*><path d="M /);
      else expect(stored.acceptance?.signatureSvg).toBeNull();

      const pdfLink = page.getByRole("link", { name: "Download the signed quote (PDF)" });
      expect(await pdfLink.getAttribute("href")).toBe(`${path}/pdf`);
      const pdf = await page.request.get(`${path}/pdf`);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(pdf.headers()["content-disposition"]).toContain(`${reference}.pdf`);

      // Both mails: the customer's with the signed PDF, the office's with the back office's link.
      const signedMail = await waitForMail(customerEmail, {
        subject: new RegExp(`^Your signed quote ${reference}$`),
      });
      const pdfText = await attachedPdfText(signedMail);
      expect(pdfText).toContain(`Quote ${reference}`);
      expect(pdfText).toContain("$3,811.86");
      const officeMail = await waitForMail("office@example.com", {
        subject: new RegExp(`^Quote ${reference} accepted by Rosa Alvarez$`),
      });
      expect(officeMail.text).toContain(`/admin/quotes/${stored.id}`);
      expect(readEstimate(estimate.id)?.status).toBe("won");
      await admin.goto(`/admin/estimates/${estimate.id}`);
      await expect(admin.getByRole("region", { name: /Rosa/ })).toContainText("Won");
      await admin.goto(`/admin/quotes/${stored.id}`);
      await expect(admin.getByRole("region", { name: "Acceptance record" })).toContainText(/[0-9a-f]{64}/);
      await expect(admin.getByRole("link", { name: "Edit" })).toHaveCount(0);
      await expect(admin.getByRole("region", { name: "Timeline" })).toContainText("Viewed by the customer");

      // The deposit through the stand-in's checkout, back to the quote, then Stripe's event, twice.
      const deposit = page.getByRole("region", { name: "Deposit" });
      await expect(deposit).toContainText("$952.97");
      await expect(deposit).toContainText(QUOTE_PAYMENT_INSTRUCTIONS);
      // "Pay deposit" is in the status line under the heading, where the customer looks once signed.
      await page.locator(".quote-next-step").getByRole("button", { name: "Pay deposit" }).click();
      await expect(page).toHaveURL(new RegExp(`^${stripeStandInUrl()}/pay/cs_test_`));
      await expect(page.getByRole("heading", { name: `Deposit for quote ${reference}` })).toBeVisible();
      await expect(page.getByText("952.97 usd")).toBeVisible();
      const sessionId = page.url().split("/").pop()!;
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page).toHaveURL(`${path}?deposit=paid`);
      await expect(page.getByText("Your payment is being confirmed")).toBeVisible();
      const event = await paidSessionEvent(sessionId);
      const first = await postStripeEvent(request, event);
      expect([first.status(), await first.text()]).toEqual([200, "paid"]);
      const replay = await postStripeEvent(request, event);
      expect([replay.status(), await replay.text()]).toEqual([200, "replayed"]);
      const forged = await postStripeEvent(request, { ...event, signature: "t=1,v1=00" });
      expect(forged.status()).toBe(400);
      await page.reload();
      await expect(page.getByText(/^Deposit paid: \$952\.97 on \w+ \d{1,2}, \d{4}$/)).toHaveCount(1);
      await expect(deposit).toContainText("Deposit due (25%)$0.00");
      await expect(deposit).toContainText("Balance$2,858.89");
      await expect(page.getByRole("button", { name: "Pay deposit" })).toHaveCount(0);
      expect(readQuote(reference).payments).toBe(1);
      await waitForMail("office@example.com", { subject: new RegExp(`^Deposit received for ${reference}$`) });
      await office.close();
      await customer.close();
    });

    test(`request changes, then decline, ${how} JavaScript; a changed version and an expired quote refuse to sign`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const email = `answers.${uniqueTag()}@example.com`;
      const estimate = await insertEstimate({ name: `Lee ${uniqueTag()}` });
      const { headers } = await createApiUser();
      const body = {
        estimateId: estimate.id,
        customerName: "Lee Carter",
        email,
        phone: "(480) 555-0142",
        address: "1200 W Main St",
        city: "Mesa",
        zip: "85201",
        items: [{ description: "Crack seal", quantity: 1, unitPriceCents: 85000 }],
        taxRatePercent: 8.6,
        depositPercent: 25,
        validUntil: "2099-12-31",
      };
      const created = await (await request.post("/api/quotes", { headers, data: body })).json();
      const id = created.quote._id as string;
      const reference = created.quote.reference as string;
      expect((await request.post(`/api/quotes/${id}/send`, { headers })).status()).toBe(200);
      const path = quoteLinkIn(
        await waitForMail(email, { subject: new RegExp(`^Quote ${reference} from `) }),
      );

      const customer = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
      await customer.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
      const page = await customer.newPage();
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);

      // The office changes the quote while the customer reads it: the old version is not signed.
      const patched = await request.patch(`/api/quotes/${id}`, { headers, data: { terms: "New terms" } });
      expect((await patched.json()).quote.version).toBe(2);
      await page.getByLabel("I agree to sign this quote electronically").check();
      await page.getByLabel("Full name").fill("Lee Carter");
      await page.getByRole("button", { name: "Accept and sign" }).click();
      await expect(
        page.getByText("This quote changed since you opened it. Please review it again."),
      ).toBeVisible();
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);

      const changes = page.getByRole("region", { name: "Request changes" });
      await changes.getByRole("button", { name: "Send request" }).click();
      await expect(changes.locator("#changes-form-message-error")).toHaveText(
        "Write what you would like changed",
      );
      await changes.getByLabel("Message").fill("Please add the side lot.");
      await changes.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("Your request was sent. We will get back to you.")).toBeVisible();
      await expect(page.locator(".quote-status")).toHaveText("Changes requested");
      const changesMail = await waitForMail("office@example.com", {
        subject: new RegExp(`^Changes requested on quote ${reference}$`),
      });
      expect(changesMail.text).toContain("Please add the side lot.");

      const decline = page.getByRole("region", { name: "Decline" });
      await decline.getByLabel("Reason (optional)").fill("We went with a smaller job.");
      await decline.getByRole("button", { name: "Decline" }).click();
      await expect(page.getByText("Thank you for letting us know.")).toBeVisible();
      await expect(page.locator(".quote-status")).toHaveText("Declined");
      await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
      await waitForMail("office@example.com", {
        subject: new RegExp(`^Quote ${reference} declined by Lee Carter$`),
      });
      expect(readEstimate(estimate.id)?.status).toBe("lost");

      // A quote whose last day has passed reads as expired and offers no signing.
      const second = await (
        await request.post("/api/quotes", { headers, data: { ...body, estimateId: undefined } })
      ).json();
      await request.post(`/api/quotes/${second.quote._id}/send`, { headers });
      const expiredPath = quoteLinkIn(
        await waitForMail(email, { subject: new RegExp(`^Quote ${second.quote.reference} from `) }),
      );
      withE2eDb((db) =>
        db.prepare("UPDATE quotes SET valid_until = '2026-01-05' WHERE id = ?").run(second.quote._id),
      );
      await page.goto(expiredPath);
      await expect(page.getByText("This quote expired on January 5, 2026")).toBeVisible();
      await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
      await customer.close();
    });
  });
}

test.describe("the pages' weight, answers and accessibility", () => {
  /** A sent quote with an optional line, and its page's path. */
  async function sentQuotePath(request: APIRequestContext) {
    const email = `axe.${uniqueTag()}@example.com`;
    const { headers } = await createApiUser();
    const created = await (
      await request.post("/api/quotes", {
        headers,
        data: {
          customerName: "Ana Ruiz",
          email,
          phone: "(480) 555-0177",
          address: "10 N Center St",
          city: "Mesa",
          zip: "85201",
          items: [
            { description: "Sealcoat driveway", quantity: 800, unit: "sq ft", unitPriceCents: 25 },
            { description: "Crack seal", quantity: 1, unitPriceCents: 30000 },
            { description: "Restripe", quantity: 1, unitPriceCents: 15000, optional: true },
          ],
          taxRatePercent: 8.6,
          depositPercent: 25,
          validUntil: "2099-12-31",
          terms: "Work during **dry weather** only.",
        },
      })
    ).json();
    await request.post(`/api/quotes/${created.quote._id}/send`, { headers });
    const mail = await waitForMail(email, { subject: new RegExp(`^Quote ${created.quote.reference} from `) });
    return quoteLinkIn(mail);
  }

  test("the customer's page is at most 30 KB of gzipped HTML, adds little JavaScript to the site's and loads the signature pad only when asked", async ({
    page,
    request,
  }) => {
    const path = await sentQuotePath(request);
    const html = await (await request.get(path, { headers: { "X-Forwarded-For": uniqueIp() } })).body();
    const gzipped = gzipSync(html).length;
    console.log(`/q/{token}: ${html.length} bytes of HTML, ${gzipped} gzipped`);
    expect(gzipped).toBeLessThanOrEqual(30 * 1024);
    // No script is needed to accept: the form is there in the HTML as sent.
    expect(html.toString()).toMatch(/<button[^>]*type="submit"[^>]*value="accept"/);

    // Its scripts beside the contact page's (a public page with a form): what the quote adds to the site's own.
    const quoteScripts = await gzippedScripts(page, path);
    const contactScripts = await gzippedScripts(page, "/contact");
    console.log(
      `/q/{token}: ${quoteScripts.total} bytes of gzipped JavaScript in ${quoteScripts.urls.length} files; /contact: ${contactScripts.total}`,
    );
    expect(quoteScripts.total - contactScripts.total).toBeLessThanOrEqual(6 * 1000);
    expect(quoteScripts.urls.some((url) => /signature_pad/i.test(url))).toBe(false);
    const padLoaded = page.waitForResponse((response) => /signature_pad/i.test(response.url()));
    await page.goto(path);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add a drawn signature (optional)" }).click();
    await expect(page.locator("canvas.quote-signature-canvas")).toBeVisible();
    await padLoaded;
  });

  test("an unknown link is a 404; the webhook takes no GET and no unsigned event", async ({ request }) => {
    const missing = await request.get("/q/not-a-real-token-0000000000000000000000", {
      headers: { "X-Forwarded-For": uniqueIp() },
    });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-robots-tag"]).toBe("noindex");
    expect((await request.get("/webhooks/stripe")).status()).toBe(405);
    const unsigned = await request.post("/webhooks/stripe", {
      data: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(unsigned.status()).toBe(400);
  });

  for (const width of [PHONE.width, LAPTOP.width]) {
    test(`axe finds nothing serious on the customer's page, the list and the editor at ${width} px`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const viewport = { width, height: width === PHONE.width ? PHONE.height : LAPTOP.height };
      const path = await sentQuotePath(request);
      const context = await browser.newContext({
        viewport,
        extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
      });
      const customer = await context.newPage();
      await customer.goto(path);
      await waitForHydration(customer);
      expect(await seriousViolations(customer)).toEqual([]);
      await context.close();

      const office = await officePage(browser, viewport);
      for (const screen of ["/admin/quotes", "/admin/quotes?status=sent", "/admin/quotes/new"]) {
        await office.goto(screen);
        await waitForHydration(office);
        expect(await seriousViolations(office), screen).toEqual([]);
      }
      await office.goto("/admin/quotes?status=expired&q=nothing-matches-this");
      await expect(office.getByText("No data available")).toBeVisible();
      await office.context().close();
    });
  }
});

async function officePage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await signInAs(context, { isAdmin: true });
  return context.newPage();
}
