// The customer's quote page as an HOA board lives it (issue 44), on a phone, with and without JavaScript: the quote
// names the HOA ("For Saguaro Vista HOA, attention Dana Whitfield"), the board member shares it with another member
// (a refused address shows its error summary in the first screen), signs with a title, and the signature block names
// it. The status line under the heading says the next step (Pay deposit in the first screen of a phone once signed,
// the balance once paid, a stale Pay told as a note; a request for changes shown back and mailed to the customer, the
// office's answer shown as "A message from …"); "Update total" lands on the figures. axe finds nothing serious at
// 375 and 1280 px.
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { uniqueTag } from "../support/e2e-admin-data";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { paidSessionEvent, postStripeEvent, quoteLinkIn, stripeStandInUrl } from "../support/e2e-quotes";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 900 };
const HOA = "Saguaro Vista HOA";

/** An HOA's sent quote (made through the API, as the office's client would): its id, reference and private path. */
async function sentHoaQuote(request: APIRequestContext, { optional = false } = {}) {
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
          ...(optional
            ? [
                {
                  description: "Restripe the visitor stalls",
                  quantity: 1,
                  unitPriceCents: 150_000,
                  optional: true,
                },
              ]
            : []),
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
  // Four axe runs: on a loaded 2-core machine each may take twenty seconds.
  test.setTimeout(180_000);
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

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test.describe(`the customer's next step ${how} JavaScript`, () => {
    test(`signed, then paid: the status line and Pay in the first screen, a stale Pay told kindly, ${how} JavaScript`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const quote = await sentHoaQuote(request);
      const { context, page } = await customerPage(browser, javaScriptEnabled);
      await page.goto(quote.path);
      if (javaScriptEnabled) await waitForHydration(page);
      // The reference on one line, the deposit's share named, one filled button.
      expect(await page.locator(".quote-reference").evaluate((node) => node.getClientRects().length)).toBe(1);
      await expect(page.locator("#quote-figures")).toContainText("Deposit due (30%)$5,919.00");
      const background = (name: string) =>
        page
          .getByRole("button", { name, exact: true })
          .evaluate((node) => getComputedStyle(node).backgroundColor);
      const filled = await background("Accept and sign");
      expect(await background("Decline")).not.toBe(filled);
      expect(await background("Send request")).not.toBe(filled);

      await page.getByLabel("I agree to sign this quote electronically").check();
      await page.getByLabel("Full name").fill("Dana Whitfield");
      await page.getByRole("button", { name: "Accept and sign" }).click();
      const step = page.locator(".quote-next-step");
      await expect(step).toHaveText(/^Signed: next, pay your \$5,919\.00 deposit/);
      await expect(step).toBeInViewport();
      const pay = page.getByRole("button", { name: "Pay deposit" });
      await expect(pay).toBeInViewport();
      // The notice sits under the heading, never over it.
      const notice = page.locator(".quote-header .alert");
      await expect(notice).toContainText("Thank you. Your quote is signed.");
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(heading.y + heading.height);

      // A second tab keeps its Pay deposit while the first pays.
      const stale = await context.newPage();
      await stale.goto(quote.path);
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`^${stripeStandInUrl()}/pay/cs_test_`));
      const sessionId = page.url().split("/").pop()!;
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page).toHaveURL(`${quote.path}?deposit=paid`);
      const paid = await postStripeEvent(request, await paidSessionEvent(sessionId));
      expect(paid.status()).toBe(200);
      await page.goto(quote.path);
      await expect(page.locator(".quote-status")).toHaveText("Deposit paid");
      await expect(step).toHaveText(/^Deposit paid on \w+ \d{1,2}, \d{4}: balance \$13,811\.00$/);
      await expect(step).toBeInViewport();

      await stale.getByRole("button", { name: "Pay deposit" }).click();
      const info = stale.locator(".quote-header .alert");
      await expect(info).toHaveText(/Your deposit is already paid\./);
      await expect(info).toHaveAttribute("data-kind", "info");
      await expect(info).toHaveAttribute("role", "status");
      await context.close();
    });

    test(`changes requested: shown back, mailed to the customer, answered by the office's message, ${how} JavaScript`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const quote = await sentHoaQuote(request);
      const { context, page } = await customerPage(browser, javaScriptEnabled);
      await page.goto(quote.path);
      if (javaScriptEnabled) await waitForHydration(page);
      const changes = page.getByRole("region", { name: "Request changes" });
      await changes
        .getByLabel("Message")
        .fill("Please quote the north lot too.\nThe board meets on Tuesday.");
      await changes.getByRole("button", { name: "Send request" }).click();
      await expect(page.locator(".quote-next-step")).toHaveText(
        "Changes requested: we will send a new version",
      );
      await expect(page.locator(".quote-next-step")).toBeInViewport();
      await expect(page.locator(".quote-your-request")).toContainText("Please quote the north lot too.");
      const copy = await waitForMail(quote.email, { subject: /^We received your request for changes/ });
      expect(copy.text).toContain("Please quote the north lot too.");

      const { headers } = await createApiUser();
      const sent = await request.post(`/api/quotes/${quote.id}/send`, {
        headers,
        data: { message: "The north lot is now line 3.\nSee you Tuesday." },
      });
      expect(sent.status()).toBe(200);
      await page.goto(quote.path);
      const message = page.locator(".quote-office-message");
      await expect(message.getByRole("heading")).toHaveText(/^A message from /);
      await expect(message).toContainText("The north lot is now line 3.");
      await expect(page.locator(".quote-your-request")).toHaveCount(0);
      await context.close();
    });

    test(`"Update total" lands on the totals, ${how} JavaScript`, async ({ browser, request }) => {
      const quote = await sentHoaQuote(request, { optional: true });
      const { context, page } = await customerPage(browser, javaScriptEnabled);
      await page.goto(quote.path);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Add to my project").check();
      await page.getByRole("button", { name: "Update total" }).click();
      await expect(page.getByText("Total updated")).toBeVisible();
      await expect(page.locator("#quote-figures")).toContainText("Total$21,230.00");
      await expect(page.locator("#quote-figures")).toBeInViewport();
      await context.close();
    });
  });
}
