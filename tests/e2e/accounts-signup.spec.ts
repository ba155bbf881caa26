// Sign-up and e-mail verification in the browser, with and without JavaScript, reading codes from the SMTP sink.
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "../../app/accounts/user";
import { e2eAdmin } from "../support/e2e-config";
import { clientAddress, pageAlert, formAlert, uniqueEmail } from "../support/accounts";
import { linkIn, mailsTo, verificationCodeIn, waitForMail } from "../support/mailbox";

async function fillSignup(
  page: Page,
  values: { name: string; email: string; password: string; confirm: string },
) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email address").fill(values.email);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Confirm password").fill(values.confirm);
  await page.getByRole("button", { name: "Sign up" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

    test("sign up, read the code from the mail, verify, and land on the home page", async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      const email = uniqueEmail("signup");
      await page.goto("/login");
      await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole("heading", { name: "Sign up for an account" })).toBeVisible();

      // The address is stored trimmed and lower-cased.
      await fillSignup(page, {
        name: "Casey Builder",
        email: ` ${email.toUpperCase()} `,
        password: "casey-password-1",
        confirm: "casey-password-1",
      });
      await expect(page).toHaveURL(/\/verify$/);
      await expect(page.getByRole("heading", { name: "Verify your email address" })).toBeVisible();
      await expect(pageAlert(page)).toHaveText(ACCOUNT_MESSAGES.signedUp);
      await expect(page.getByRole("main")).toContainText(email);
      if (javaScriptEnabled) {
        // Once hydrated, the page still says what the server said (no server-only value went missing).
        await page.waitForLoadState("networkidle");
        expect(consoleErrors).toEqual([]);
      }
      await expect(page.getByRole("main")).toContainText("a code works for 15 minutes");

      const mail = await waitForMail(email, { subject: /verification code/ });
      expect(mail.to).toEqual([email]);
      await page.getByLabel("Verification code").fill(verificationCodeIn(mail));
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(pageAlert(page)).toHaveText(ACCOUNT_MESSAGES.verified);

      // Verified and signed in: the guarded /me page opens; the verify page sends them on.
      await page.goto("/me");
      await expect(page).toHaveURL(/\/me$/);
      await page.goto("/verify");
      await expect(page).toHaveURL(/\/$/);
    });

    test("mismatched passwords show 'Passwords do not match' and create nothing", async ({ page }) => {
      const email = uniqueEmail("mismatch");
      await page.goto("/signup");
      await fillSignup(page, { name: "Mia", email, password: "mia-password-1", confirm: "mia-password-2" });
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.passwordsDoNotMatch);
      await expect(page).toHaveURL(/\/signup$/);
      // Passwords are never sent back into the page.
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue(
        javaScriptEnabled ? "mia-password-1" : "",
      );

      // Nothing was created: the address is still free to sign up with.
      await page.goto("/signup");
      await fillSignup(page, { name: "Mia", email, password: "mia-password-1", confirm: "mia-password-1" });
      await expect(page).toHaveURL(/\/verify$/);
    });

    test("required fields, a short password and a taken address get clear messages", async ({ page }) => {
      await page.goto("/signup");
      // Browser-level checks (required fields, the email type) come from the same schema as the server's.
      await expect(page.getByLabel("Name")).toHaveAttribute("required", "");
      await expect(page.getByLabel("Email address")).toHaveAttribute("type", "email");
      await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("minlength", "12");

      const email = uniqueEmail("short");
      await fillSignup(page, { name: "Short", email, password: "short", confirm: "short" });
      if (javaScriptEnabled)
        await expect(page.locator("#auth-signup-password-error")).toHaveText(
          ACCOUNT_MESSAGES.passwordTooShort,
        );
      // Without JavaScript the browser refuses the short password before anything is sent.
      await expect(page).toHaveURL(/\/signup$/);
      expect(mailsTo(email)).toEqual([]);

      await page.goto("/signup");
      await fillSignup(page, {
        name: "Copy",
        email: e2eAdmin.email,
        password: "copy-password-1",
        confirm: "copy-password-1",
      });
      // The address is the field at fault: the summary links to it, and the field says why.
      await expect(formAlert(page).getByRole("link", { name: ACCOUNT_MESSAGES.emailTaken })).toHaveAttribute(
        "href",
        "#auth-signup-email",
      );
      await expect(page.locator("#auth-signup-email-error")).toHaveText(ACCOUNT_MESSAGES.emailTaken);
    });

    test("a wrong code counts down the tries; a new code replaces the old one and has a cool-down", async ({
      page,
    }) => {
      const email = uniqueEmail("codes");
      await page.goto("/signup");
      await fillSignup(page, {
        name: "Cody",
        email,
        password: "cody-password-1",
        confirm: "cody-password-1",
      });
      await expect(page).toHaveURL(/\/verify$/);
      const first = verificationCodeIn(await waitForMail(email));

      await page.getByLabel("Verification code").fill(first === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await expect(formAlert(page)).toHaveText("That code is not right. 4 tries left.");

      await page.getByRole("button", { name: "Send a new code" }).click();
      await expect(page.getByRole("status").filter({ hasText: ACCOUNT_MESSAGES.codeSent })).toBeVisible();
      const second = verificationCodeIn(await waitForMail(email, { after: 1 }));

      await page.getByRole("button", { name: "Send a new code" }).click();
      await expect(page.locator(".auth-secondary .error-summary")).toHaveText(
        /^Please wait \d+ seconds before asking for another code$/,
      );

      if (first !== second) {
        await page.getByLabel("Verification code").fill(first);
        await page.getByRole("button", { name: "Verify", exact: true }).click();
        await expect(formAlert(page)).toContainText(/no active code|not right/);
      }
      await page.getByLabel("Verification code").fill(second);
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("the mailed link verifies in a browser without a session, then asks to sign in", async ({
      page,
      browser,
    }) => {
      const email = uniqueEmail("link");
      await page.goto("/signup");
      await fillSignup(page, { name: "Lin", email, password: "lin-password-1", confirm: "lin-password-1" });
      await expect(page).toHaveURL(/\/verify$/);
      const link = linkIn(await waitForMail(email), "/verify");

      const other = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
      });
      try {
        const elsewhere = await other.newPage();
        await elsewhere.goto(link);
        await expect(elsewhere.getByLabel("Verification code")).toHaveValue(
          verificationCodeIn(mailsTo(email)[0]),
        );
        await elsewhere.getByRole("button", { name: "Verify", exact: true }).click();
        await expect(elsewhere).toHaveURL(/\/login$/);
        await expect(pageAlert(elsewhere)).toHaveText(ACCOUNT_MESSAGES.verified);
      } finally {
        await other.close();
      }

      // The first browser's session now belongs to a verified user.
      await page.goto("/verify");
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
