// The customer's quote page as an HOA board lives it (issue 44), on a phone, with and without JavaScript: the quote
// names the HOA ("For Saguaro Vista HOA, attention Dana Whitfield"), the board member shares it with another member
// (a refused address shows its error summary in the first screen), signs with a title, and the signature block names
// it. axe finds nothing serious at 375 and 1280 px.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { uniqueTag } from "../support/e2e-admin-data";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { quoteLinkIn } from "../support/e2e-quotes";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 900 };
const HOA = "Saguaro Vista HOA";

/** An HOA's sent quote (made through the API, as the office's client would): its id, reference and private path. */
async function sentHoaQuote(request: APIRequestContext) {
  const email = `board.${uniqueTag()}@example.com`;
  const { headers } = await createApiUser();
  const created = await (
    await request.post("/api/quotes", {
      headers,
      data: {
        customerName: "Dana Whitfield",
        customerOrganization: HOA,
        email,
        phone: "4805550142",
        address: "77 E Palm Ln",
        city: "Mesa",
        zip: "85201",
        items: [
          { description: "Mill and overlay the main drive", quantity: 1, unitPriceCents: 1_500_000 },
          { description: "Crack seal the parking court", quantity: 1, unitPriceCents: 473_000 },
        ],
        taxRatePercent: 0,
        depositPercent: 30,
        validUntil: "2099-12-31",
        terms: "Work during **dry weather** only.",
      },
    })
  ).json();
  await request.post(`/api/quotes/${created.quote._id}/send`, { headers });
  const mail = await waitForMail(email, { subject: new RegExp(`^Quote ${created.quote.reference} from `) });
  return {
    id: created.quote._id as string,
    reference: created.quote.reference as string,
    email,
    mail,
    path: quoteLinkIn(mail),
  };
}

const customerPage = async (browser: Browser, javaScriptEnabled: boolean, viewport = PHONE) => {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport,
    extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
  });
  return { context, page: await context.newPage() };
};

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test.describe(`the HOA's quote ${how} JavaScript`, () => {
    test(`names the HOA, shares the quote, signs with a title, ${how} JavaScript`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const quote = await sentHoaQuote(request);
      expect(quote.mail.text).toContain(`For ${HOA}, attention Dana Whitfield`);
      expect(quote.mail.text).not.toContain("do not forward");

      const { context, page } = await customerPage(browser, javaScriptEnabled);
      await page.goto(quote.path);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.locator(".quote-party")).toHaveText(`For ${HOA}, attention Dana Whitfield`);

      // Share: a bad address is refused with the summary in view; a good one is mailed a link of its own.
      const share = page.getByRole("region", { name: "Share this quote" });
      await share.getByLabel("Their e-mail address").fill("board member at hoa");
      await share.getByRole("button", { name: "Share this quote" }).click();
      const summary = share.getByRole("alert").filter({ hasText: "There is a problem" });
      await expect(summary).toBeInViewport();
      await expect(
        summary.getByRole("link", { name: /Their e-mail address must be an e-mail address/ }),
      ).toBeVisible();
      const member = `member.${uniqueTag()}@example.com`;
      await share.getByLabel("Their e-mail address").fill(member);
      await share.getByRole("button", { name: "Share this quote" }).click();
      await expect(page.getByText("We e-mailed the quote to the address you gave.")).toBeVisible();
      const shared = await waitForMail(member, { subject: /shared quote/ });
      expect(shared.subject).toBe(
        `Dana Whitfield shared quote ${quote.reference} from ${shared.subject.split(" from ")[1]}`,
      );
      expect(quoteLinkIn(shared)).not.toBe(quote.path);

      // Sign with a title: the signature says who signed and as what.
      await page.getByLabel("I agree to sign this quote electronically").check();
      await page.getByLabel("Full name").fill("Dana Whitfield");
      await page.getByLabel("Title (optional)").fill("Board president");
      await page.getByRole("button", { name: "Accept and sign" }).click();
      await expect(page.locator(".quote-accepted")).toContainText(
        "Signed by Dana Whitfield, Board president, on",
      );
      await context.close();

      // The office sees the HOA in the editor's "Company or HOA" and the share in the timeline.
      const office = await browser.newContext({ javaScriptEnabled, viewport: LAPTOP });
      await signInAs(office, { isAdmin: true });
      const officePage = await office.newPage();
      await officePage.goto(`/admin/quotes/${quote.id}`);
      await expect(officePage.getByText(`Shared by the customer with ${member}`)).toBeVisible();
      await expect(officePage.locator("#quote-acceptance")).toContainText("Board president");
      await office.close();
    });
  });
}

test('the office writes the HOA in the editor\'s "Company or HOA"', async ({ browser }) => {
  const office = await browser.newContext({ viewport: LAPTOP });
  await signInAs(office, { isAdmin: true });
  const page = await office.newPage();
  await page.goto("/admin/quotes/new");
  await waitForHydration(page);
  await page.getByLabel("Customer name").fill("Dana Whitfield");
  await page.getByLabel("Company or HOA").fill(HOA);
  await page.getByLabel("Email").fill(`editor.${uniqueTag()}@example.com`);
  await page.getByLabel("Phone").fill("(480) 555-0142");
  await page.getByLabel("Job-site address").fill("77 E Palm Ln");
  await page.getByLabel("City").fill("Mesa");
  await page.getByLabel("ZIP code").fill("85201");
  await page.getByLabel("Line 1 Description", { exact: true }).fill("Mill and overlay");
  await page.getByLabel("Line 1 Unit price", { exact: true }).fill("15000");
  await page.getByLabel("Deposit", { exact: true }).fill("30");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Quote saved")).toBeVisible();
  await expect(page.getByText(`Dana Whitfield for ${HOA}`)).toBeVisible();
  await office.close();
});

test("axe finds nothing serious on the HOA's quote page, before and after signing, at 375 and 1280 px", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const quote = await sentHoaQuote(request);
  for (const viewport of [PHONE, LAPTOP]) {
    const { context, page } = await customerPage(browser, true, viewport);
    await page.goto(quote.path);
    await waitForHydration(page);
    expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
    await context.close();
  }
  const { context, page } = await customerPage(browser, true);
  await page.goto(quote.path);
  await waitForHydration(page);
  await page.getByLabel("I agree to sign this quote electronically").check();
  await page.getByLabel("Full name").fill("Dana Whitfield");
  await page.getByLabel("Title (optional)").fill("Board president");
  await page.getByRole("button", { name: "Accept and sign" }).click();
  await expect(page.locator(".quote-accepted")).toBeVisible();
  expect(await seriousViolations(page), "signed, 375 px").toEqual([]);
  await page.setViewportSize(LAPTOP);
  expect(await seriousViolations(page), "signed, 1280 px").toEqual([]);
  await context.close();
});
