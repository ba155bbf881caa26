// The form kit's error summary on a phone, with and without JavaScript: after each refused post on /estimate,
// /contact, a customer's quote page and the office's quote editor, the page shows the summary ("There is a problem",
// or the form's own message, and a link to each field at fault) inside the first screen; with JavaScript the focus is
// on it. axe finds nothing serious on those refused pages at 375 and 1280 px.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { uniqueTag } from "../support/e2e-admin-data";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { quoteLinkIn } from "../support/e2e-quotes";
import { waitForHydration } from "../support/hydration";
import { waitForMail } from "../support/mailbox";
import { uniqueIp } from "./public-fixtures";

const PHONE = { width: 375, height: 667 };

/** A sent quote's private path (made through the API, as the office's client would). */
async function sentQuotePath(request: APIRequestContext) {
  const email = `summary.${uniqueTag()}@example.com`;
  const { headers } = await createApiUser();
  const created = await (
    await request.post("/api/quotes", {
      headers,
      data: {
        customerName: "Dana Whitfield",
        email,
        phone: "4805550142",
        address: "77 E Palm Ln",
        city: "Mesa",
        zip: "85201",
        items: [{ description: "Sealcoat", quantity: 1, unitPriceCents: 100000 }],
        taxRatePercent: 0,
        depositPercent: 30,
        validUntil: "2099-12-31",
        terms: "Work during **dry weather** only.\n\n- Balance due on completion",
      },
    })
  ).json();
  await request.post(`/api/quotes/${created.quote._id}/send`, { headers });
  return quoteLinkIn(
    await waitForMail(email, { subject: new RegExp(`^Quote ${created.quote.reference} from `) }),
  );
}

/** The summary of a refused post is in the first screen; with JavaScript it has the focus. */
async function expectSummaryInView(page: Page, summaryId: string, javaScriptEnabled: boolean) {
  const summary = page.locator(`#${summaryId}`);
  await expect(summary).toBeVisible();
  await expect(summary).toHaveClass(/error-summary/);
  await expect(summary).toBeInViewport();
  if (javaScriptEnabled) await expect(summary).toBeFocused();
  return summary;
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  test.describe(`error summaries at 375 × 667 ${how} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: PHONE });
    test.beforeEach(async ({ context }) => {
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    });

    test("/estimate: the spec's line heads it, each link leads to its field", async ({ page }) => {
      await page.goto("/estimate");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Name *").fill("Dana Whitfield");
      await page.getByRole("button", { name: "Send request" }).click();
      const summary = await expectSummaryInView(page, "estimate-form-error", javaScriptEnabled);
      await expect(summary.getByRole("heading")).toHaveText("Please fill out all required fields");
      const email = summary.getByRole("link", { name: "Enter your email address" });
      await expect(email).toHaveAttribute("href", "#estimate-form-email");
      await expect(summary.getByRole("link", { name: "Enter your name" })).toHaveCount(0);
      await email.click();
      if (javaScriptEnabled) await expect(page.getByLabel("Email *")).toBeFocused();
      await expect(page.getByLabel("Email *")).toBeInViewport();
      // What was typed is still there.
      await expect(page.getByLabel("Name *")).toHaveValue("Dana Whitfield");
    });

    test("/contact", async ({ page }) => {
      await page.goto("/contact");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole("button", { name: "Send message" }).click();
      const summary = await expectSummaryInView(page, "contact-form-error", javaScriptEnabled);
      await expect(summary.getByRole("heading")).toHaveText("Please fill out all required fields");
      await expect(summary.getByRole("link", { name: "Enter your name" })).toHaveAttribute(
        "href",
        "#contact-form-name",
      );
    });

    test("/q/{token}: a board member who forgets the consent box sees why at once", async ({
      page,
      request,
    }) => {
      const path = await sentQuotePath(request);
      await page.goto(path);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("button", { name: "Accept and sign" }).click();
      const summary = await expectSummaryInView(page, "accept-form-error", javaScriptEnabled);
      await expect(summary.getByRole("heading")).toHaveText("There is a problem");
      for (const [message, field] of [
        ["Please agree to sign electronically", "#accept-form-consent"],
        ["Type your full name to sign", "#accept-form-name"],
      ]) {
        const link = summary.getByRole("link", { name: message });
        await expect(link).toBeInViewport();
        await expect(link).toHaveAttribute("href", field);
      }
    });

    test("the quote editor", async ({ page, context }) => {
      await signInAs(context, { isAdmin: true });
      await page.goto("/admin/quotes/new");
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Customer name").fill("Dana Whitfield");
      await page.getByRole("button", { name: "Save draft" }).click();
      const summary = await expectSummaryInView(page, "quote-editor-error", javaScriptEnabled);
      await expect(summary.getByRole("link", { name: "Email is required" })).toHaveAttribute(
        "href",
        "#quote-editor-email",
      );
      await expect(page.getByLabel("Customer name")).toHaveValue("Dana Whitfield");
    });
  });
}

for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
  test(`axe finds nothing serious on the refused forms at ${viewport.width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      viewport,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    const page = await context.newPage();
    const refused: [string, string, string][] = [
      ["/estimate", "Send request", "estimate-form-error"],
      ["/contact", "Send message", "contact-form-error"],
      [await sentQuotePath(request), "Accept and sign", "accept-form-error"],
    ];
    for (const [path, button, summary] of refused) {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("button", { name: button }).click();
      await expect(page.locator(`#${summary}`)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/quotes/new");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.locator("#quote-editor-error")).toBeVisible();
    expect(await seriousViolations(page), "the quote editor").toEqual([]);
    await context.close();
  });
}
