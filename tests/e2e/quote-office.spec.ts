// What the office sees of its quotes, in a browser: a signed quote waiting for its deposit is listed under "Quotes
// needing attention" on the dashboard, linked to its page, and the sidebar's Quotes says how many need attention. A
// request with a quote lists it and opens it first ("Write a quote" is secondary, and says why); "Send again" with a
// message to the customer puts the message in the mail and the timeline. Without JavaScript and with it;
// axe on each changed screen at 375 and 1280 px.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { callApi, unique } from "../support/api-contract";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { createApiUser } from "../support/e2e-api";
import { insertEstimate } from "../support/e2e-estimates";
import { acceptedQuote } from "../support/e2e-jobs";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";

const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** The dashboard's list of signed quotes awaiting their deposit. */
const awaitingDeposit = (page: Page) =>
  page
    .getByRole("region", { name: "Quotes needing attention" })
    .getByRole("region", { name: /^Signed, awaiting deposit \(\d+\)$/ });

/** An estimate request and a quote written for it and sent through the API. */
async function requestWithSentQuote(request: APIRequestContext, name: string) {
  const estimate = await insertEstimate({ name, status: "contacted" });
  const { token } = await createApiUser({ isAdmin: true });
  const email = `answer-${unique()}@example.com`;
  const created = await callApi(request, "POST", "/quotes", {
    token,
    json: {
      estimateId: estimate.id,
      customerName: name,
      email,
      phone: "(480) 555-0142",
      address: "1200 W Main St",
      city: "Mesa",
      zip: "85201",
      items: [
        {
          description: "Sealcoat parking lot, two coats",
          quantity: 12000,
          unit: "sq ft",
          unitPriceCents: 18,
        },
        { description: "Crack seal", quantity: 1, unit: "lot", unitPriceCents: 85000 },
      ],
      taxRatePercent: 8.6,
      depositPercent: 25,
      validUntil: "2099-12-31",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { quote } = (await created.json()) as { quote: { _id: string; reference: string } };
  expect((await callApi(request, "POST", `/quotes/${quote._id}/send`, { token })).status()).toBe(200);
  await waitForMail(email, { subject: /^Quote Q-/ });
  return { estimate, quote: { id: quote._id, reference: quote.reference }, email };
}

const ANSWER = "We left the restriping out, as you asked.\nThe crack seal stays: the lot needs it.";

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: LAPTOP });

    test("a signed quote awaiting its deposit is on the dashboard, linked, and counted in the sidebar", async ({
      page,
      context,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      await signInAs(context, { isAdmin: true });
      const quote = await acceptedQuote(request, browser, "Attention Board");
      await page.goto("/admin");
      if (javaScriptEnabled) await waitForHydration(page);
      const panel = page.getByRole("region", { name: /^Quotes needing attention \(\d+\)$/ });
      await expect(panel).toBeVisible();
      const count = Number(
        /\((\d+)\)/.exec((await panel.getByRole("heading").first().textContent()) ?? "")![1],
      );
      expect(count).toBeGreaterThan(0);
      await expect(
        page
          .getByRole("navigation", { name: "Admin" })
          .getByRole("link", { name: `Quotes ${count} need attention` }),
      ).toBeVisible();
      const line = awaitingDeposit(page).getByRole("listitem").filter({ hasText: quote.reference });
      await expect(line).toContainText("Attention Board");
      // $3,010.00 + 8.6% tax = $3,268.86; a 25% deposit is $817.22, none of it paid.
      await expect(line).toContainText("$817.22 deposit due");
      await line.getByRole("link", { name: quote.reference }).click();
      await expect(page).toHaveURL(`/admin/quotes/${quote.id}`);
      await expect(page.getByRole("heading", { level: 1, name: `Quote ${quote.reference}` })).toBeVisible();
    });

    test("a request lists its quote and opens it; Send again mails a message to the customer", async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInAs(context, { isAdmin: true });
      const { estimate, quote, email } = await requestWithSentQuote(request, "Answer Board");

      await page.goto(`/admin/estimates/${estimate.id}`);
      if (javaScriptEnabled) await waitForHydration(page);
      const quotes = page.getByRole("region", { name: "Quotes (1)" });
      await expect(quotes.getByRole("listitem")).toHaveText(`${quote.reference} · Sent · $3,268.86`);
      await expect(page.getByRole("link", { name: "Write a quote" })).toHaveAccessibleDescription(
        `This request already has quote ${quote.reference}.`,
      );
      await expect(page.getByRole("link", { name: "Write a quote" })).toHaveClass(/button-secondary/);
      await page.getByRole("link", { name: `Open quote ${quote.reference}` }).click();
      await expect(page).toHaveURL(`/admin/quotes/${quote.id}`);

      // A sent quote goes out again with the office's answer; "Send to customer" is the draft's button.
      await expect(page.getByRole("button", { name: "Send to customer" })).toHaveCount(0);
      await page.getByLabel("Message to the customer (optional)").fill(ANSWER);
      await page.getByRole("button", { name: "Send again" }).click();
      await expect(page.getByText("Quote sent to the customer")).toBeVisible();
      await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
        "with the message: We left the restriping out, as you asked.",
      );

      const mail = await waitForMail(email, { subject: /^Quote Q-/, after: 1 });
      expect(mail.text).toContain("We left the restriping out, as you asked.");
    });
  });
}

test("axe: the dashboard, a request with its quote, and the send form at 375 and 1280 px", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(context, { isAdmin: true });
  const { estimate, quote, email } = await requestWithSentQuote(request, "Axe Board");
  await page.goto(`/admin/quotes/${quote.id}`);
  await page.getByLabel("Message to the customer (optional)").fill(ANSWER);
  await page.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText("Quote sent to the customer")).toBeVisible();
  await waitForMail(email, { subject: /^Quote Q-/, after: 1 });
  const screens: [Page, string, string | RegExp][] = [
    [page, "/admin", /^Quotes needing attention/],
    [page, `/admin/estimates/${estimate.id}`, "Quotes (1)"],
    [page, `/admin/quotes/${quote.id}`, "Send again"],
  ];
  for (const viewport of [PHONE, LAPTOP]) {
    for (const [screen, path, heading] of screens) {
      await screen.setViewportSize(viewport);
      await screen.goto(path);
      await expect(screen.getByRole("heading", { name: heading })).toBeVisible();
      expect(await seriousViolations(screen), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
});
