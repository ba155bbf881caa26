// The contact form and the newsletter sign-up, with and without JavaScript: server validation with the forms' texts,
// success and reset, bot and rate protection, the office notification, and double opt-in with its pages.
import { expect, test, type Page } from "@playwright/test";
import { countRows, uniqueEmail, uniqueIp, waitForMail } from "./public-fixtures";
import { formToken } from "../support/form-token";

async function fillContact(
  page: Page,
  values: { name?: string; email?: string; phone?: string; message?: string },
) {
  if (values.name !== undefined) await page.getByLabel("Name *").fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email *").fill(values.email);
  if (values.phone !== undefined) await page.getByLabel("Phone (optional)").fill(values.phone);
  if (values.message !== undefined) await page.getByLabel("Message *").fill(values.message);
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send message" });
const contactAlert = (page: Page) => page.locator(".contact-form-card .error-summary");

for (const javaScriptEnabled of [false, true]) {
  test.describe(`contact form ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ context }) => {
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    });

    test("asks for consent first, then for the required fields", async ({ page }) => {
      await page.goto("/contact");
      await sendButton(page).click();
      await expect(contactAlert(page)).toContainText("Please agree to the terms and conditions");
      await expect(page.getByLabel("Name *")).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel(/I agree to the/).check();
      await fillContact(page, { name: "Only A Name" });
      await sendButton(page).click();
      await expect(contactAlert(page)).toContainText("Please fill out all required fields");
      await expect(page.getByLabel("Name *")).toHaveValue("Only A Name");
      await expect(page.getByLabel("Email *")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Message *")).toHaveAttribute("aria-invalid", "true");
    });

    test("a bad e-mail address is named", async ({ page }) => {
      await page.goto("/contact");
      await fillContact(page, { name: "Sam", email: "not-an-email", message: "Hello" });
      await page.getByLabel(/I agree to the/).check();
      await sendButton(page).click();
      await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    });

    test("sends, says so, resets the form, stores the consent and notifies the office", async ({ page }) => {
      const email = uniqueEmail("contact");
      await page.goto("/contact");
      await fillContact(page, {
        name: "Alex Contact",
        email,
        phone: "(480) 555-0123",
        message: "Please quote a sealcoat for 120 stalls.",
      });
      await page.getByLabel(/I agree to the/).check();
      await sendButton(page).click();
      await expect(page.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
      await expect(page.getByLabel("Name *")).toHaveValue("");
      await expect(page.getByLabel("Message *")).toHaveValue("");
      await expect(page.getByLabel(/I agree to the/)).not.toBeChecked();
      expect(countRows("messages", "email = ? AND consent = 1 AND consent_at IS NOT NULL", email)).toBe(1);
      const mail = await waitForMail("office@example.com", /New contact message from Alex Contact/, email);
      expect(mail.text).toContain("Please quote a sealcoat for 120 stalls.");
    });

    test("a filled honeypot is refused with a clear message and nothing is stored", async ({ page }) => {
      const email = uniqueEmail("bot");
      await page.goto("/contact");
      await fillContact(page, { name: "Bot", email, message: "Buy now" });
      await page.getByLabel(/I agree to the/).check();
      await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
      await sendButton(page).click();
      await expect(contactAlert(page)).toContainText("looked automated");
      expect(countRows("messages", "email = ?", email)).toBe(0);
    });
  });
}

test.describe("contact form extras", () => {
  test("the message has a live character count", async ({ page }) => {
    await page.goto("/contact");
    const count = page.locator(".character-count");
    await expect(count).toHaveText("0 characters");
    await page.getByLabel("Message *").fill("Hello");
    await expect(count).toHaveText("5 characters");
    await page.getByLabel("Message *").pressSequentially("!");
    await expect(count).toHaveText("6 characters");
    await expect(page.getByLabel("Message *")).toHaveAttribute("aria-describedby", /contact-message-count/);
  });

  test("too many messages from one address are stopped with a clear message", async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    let last = "";
    const csrf = await formToken(page.request, "/contact");
    for (let i = 0; i < 11; i++) {
      const response = await page.request.post("/contact", {
        form: { csrf, name: "Rate", email: uniqueEmail("rate"), message: "Hi", consent: "on" },
        maxRedirects: 0,
      });
      last = `${response.status()}`;
      if (response.status() === 429) {
        expect(await response.text()).toContain("Please wait");
        expect(i).toBe(10);
        break;
      }
    }
    expect(last).toBe("429");
  });
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`newsletter ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ context }) => {
      await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueIp() });
    });

    test("subscribe from the footer, twice without error or duplicate, then confirm and unsubscribe", async ({
      page,
    }) => {
      const email = uniqueEmail("news");
      await page.goto("/projects");
      const footer = page.locator(".site-footer");
      await footer.getByLabel("Email address").fill(email);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(footer.getByLabel("Email address")).toHaveValue("");
      expect(countRows("customers", "email = ? AND status = 'pending'", email)).toBe(1);

      await footer.getByLabel("Email address").fill(email.toUpperCase());
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you for subscribing!" })).toBeVisible();
      expect(countRows("customers", "lower(email) = ?", email)).toBe(1);

      const mail = await waitForMail(email, /confirm your subscription/i);
      const confirmUrl = /(http:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(mail.text)![1];
      const unsubscribeUrl = /(http:\/\/\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.text)![1];
      await page.goto(confirmUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription is confirmed");
      expect(countRows("customers", "email = ? AND status = 'subscribed'", email)).toBe(1);

      await page.goto(unsubscribeUrl);
      await expect(page.getByText(email)).toBeVisible();
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You have been unsubscribed");
      expect(countRows("customers", "email = ? AND status = 'unsubscribed'", email)).toBe(1);
    });

    test("an invalid address, a bot and bad links get clear answers", async ({ page }) => {
      await page.goto("/newsletter");
      const form = page.locator("main .newsletter-form");
      await form.getByLabel("Your email address").fill("nope@");
      await form.evaluate((el: HTMLFormElement) => (el.noValidate = true));
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Please enter a valid email address" }),
      ).toBeVisible();

      const email = uniqueEmail("newsbot");
      await form.getByLabel("Your email address").fill(email);
      await form.locator('input[name="website"]').fill("x", { force: true });
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "looked automated" })).toBeVisible();
      expect(countRows("customers", "email = ?", email)).toBe(0);

      await page.goto("/newsletter/confirm?token=forged");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link is not valid");
      await page.goto("/newsletter/unsubscribe?token=forged");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid");
    });
  });
}

test("newsletter sign-ups from one address are rate limited", async ({ request }) => {
  const ip = uniqueIp();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const response = await request.post("/api/customer", {
      data: { email: uniqueEmail("limit") },
      headers: { "X-Forwarded-For": ip },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
  expect(statuses[10]).toBe(429);
});
