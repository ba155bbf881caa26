// "Forgot password?" through the mailed single-use link, with and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "../../app/accounts/user";
import { createTestUser, sessionCookieFor } from "../support/e2e-auth";
import { e2eBaseUrl } from "../support/e2e-config";
import { clientAddress, formAlert, pageAlert, uniqueEmail } from "../support/accounts";
import { linkIn, mailsTo, waitForMail } from "../support/mailbox";
import { formToken } from "../support/form-token";

async function askForLink(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("main").getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.resetSent })).toBeVisible();
}

async function choosePassword(page: Page, password: string, confirm = password) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(confirm);
  await page.getByRole("button", { name: "Save new password" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

    test("forgot and reset through the mailed link; the link fails the second time", async ({
      page,
      browser,
    }) => {
      // Two browsers, a mail and four form posts: more than the default 30 s on a loaded machine.
      test.setTimeout(90_000);
      const user = await createTestUser({ isVerified: true });
      // Another browser signed in as the same user: the reset signs it out.
      const elsewhere = await browser.newContext({ javaScriptEnabled });
      await elsewhere.addCookies([
        { name: "__session", value: encodeURIComponent(await sessionCookieFor(user.id)), url: e2eBaseUrl },
      ]);
      const elsewherePage = await elsewhere.newPage();
      await elsewherePage.goto("/me");
      await expect(elsewherePage).toHaveURL(/\/me$/);

      await askForLink(page, user.email);
      const mail = await waitForMail(user.email, { subject: /Reset your/ });
      const link = linkIn(mail, "/reset-password");
      expect(mail.text).toContain("expires in 60 minutes");

      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      await choosePassword(page, "brand-new-password-1", "brand-new-password-2");
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.passwordsDoNotMatch);

      await choosePassword(page, "brand-new-password-1");
      await expect(page).toHaveURL(/\/login$/);
      await expect(pageAlert(page)).toHaveText(ACCOUNT_MESSAGES.passwordReset);

      // The old password is gone, the new one works.
      await page.getByRole("main").getByLabel("Email address").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.invalidCredentials);
      await page.getByRole("main").getByLabel("Email address").fill(user.email);
      await page.getByLabel("Password").fill("brand-new-password-1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${e2eBaseUrl}/`);

      // The link was single-use.
      await page.goto(link);
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.resetTokenInvalid);
      await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Ask for a new reset link" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );

      // The other browser was signed out.
      await elsewherePage.goto("/me");
      await expect(elsewherePage).toHaveURL(/\/login\?redirectTo=%2Fme$/);
      await elsewhere.close();
    });

    test("an unknown address gets the same answer and no mail", async ({ page }) => {
      const email = uniqueEmail("unknown");
      await askForLink(page, email);
      await page.waitForTimeout(500);
      expect(mailsTo(email)).toEqual([]);
    });

    test("a made-up or missing token shows the invalid-link message", async ({ page }) => {
      await page.goto("/reset-password?token=not-a-real-token");
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.resetTokenInvalid);
      await page.goto("/reset-password");
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.resetTokenInvalid);
    });
  });
}

test("too many requests from one address get a clear message", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });
  try {
    const page = await context.newPage();
    const csrf = await formToken(page.request, "/forgot-password");
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post("/forgot-password", {
        form: { csrf, email: uniqueEmail("flood") },
      });
      expect(response.status()).toBe(200);
    }
    const refused = await page.request.post("/forgot-password", {
      form: { csrf, email: uniqueEmail("flood") },
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    await page.goto("/forgot-password");
    await page.getByRole("main").getByLabel("Email address").fill(uniqueEmail("flood"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(formAlert(page)).toHaveText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  } finally {
    await context.close();
  }
});
