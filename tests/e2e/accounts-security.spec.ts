// Account security against the production build: password change and "sign out everywhere" on /me (with and without
// JavaScript), API tokens revoked by a reset, a change, sign-out everywhere and demotion, admin rights only for
// verified accounts, code mails that keep no body once delivered, and the layout of the password pages.
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { ACCOUNT_MESSAGES } from "../../app/accounts/user";
import { clientAddress, formAlert, pageAlert, uniqueEmail } from "../support/accounts";
import { seriousViolations } from "../support/axe";
import { createTestUser, sessionCookieFor, signInAs, type TestUser } from "../support/e2e-auth";
import { e2eBaseUrl, e2eDir } from "../support/e2e-config";
import { linkIn, mailsTo, waitForMail } from "../support/mailbox";
import { formToken } from "../support/form-token";

/** A second browser signed in as the same user, to see it signed out. */
async function elsewhere(browser: Browser, user: TestUser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies([
    { name: "__session", value: encodeURIComponent(await sessionCookieFor(user.id)), url: e2eBaseUrl },
  ]);
  const page = await context.newPage();
  await page.goto("/me");
  await expect(page).toHaveURL(/\/me$/);
  return { context, page };
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post("/api/user/signin", {
    data: { email, password },
    headers: { "X-Forwarded-For": clientAddress() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const apiUserStatus = async (request: APIRequestContext, token: string) =>
  (await request.get("/api/user", { headers: { Authorization: `Bearer ${token}` } })).status();

async function changePassword(page: Page, values: { current: string; next: string; confirm?: string }) {
  await page.getByLabel("Current password").fill(values.current);
  await page.getByLabel("New password", { exact: true }).fill(values.next);
  await page.getByLabel("Confirm new password").fill(values.confirm ?? values.next);
  await page.getByRole("button", { name: "Change password" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });
    // Two browsers, form posts, an API token and a mail: more than the default 30 s on a loaded machine.
    test.describe.configure({ timeout: 90_000 });

    // Each test: a verified user on /me here, also signed in in a second browser, with an API token.
    let user: TestUser;
    let token: string;
    let other: Awaited<ReturnType<typeof elsewhere>>;
    test.beforeEach(async ({ page, context, browser, request }) => {
      user = await signInAs(context, { isVerified: true });
      token = await apiToken(request, user.email, user.password);
      other = await elsewhere(browser, user, javaScriptEnabled);
      await page.goto("/me");
    });

    test("change password on /me: clear refusals, then this session stays while the others and every token end", async ({
      page,
      request,
    }) => {
      await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();

      await changePassword(page, { current: "not-my-password-1", next: "tumbleweed-grader-41" });
      await expect(formAlert(page)).toContainText(ACCOUNT_MESSAGES.currentPasswordWrong);
      await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

      await changePassword(page, {
        current: user.password,
        next: "tumbleweed-grader-41",
        confirm: "tumbleweed-grader-42",
      });
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.passwordsDoNotMatch);

      await changePassword(page, { current: user.password, next: "1qaz2wsx3edc" });
      // The summary links to the field, which carries the message itself.
      await expect(page.locator("#change-password-password-error")).toHaveText(
        ACCOUNT_MESSAGES.passwordTooCommon,
      );
      // Typed passwords are never sent back into the page.
      await expect(page.getByLabel("Current password")).toHaveValue("");
      expect(await apiUserStatus(request, token)).toBe(200);

      await changePassword(page, { current: user.password, next: "tumbleweed-grader-41" });
      await expect(page).toHaveURL(/\/me$/);
      await expect(pageAlert(page)).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Me", level: 1 })).toBeVisible();

      const mail = await waitForMail(user.email, { subject: /password was changed/ });
      expect(mail.text).toContain(`${e2eBaseUrl}/forgot-password`);
      expect(mail.text).not.toMatch(/token=|code=/);

      await other.page.goto("/me");
      await expect(other.page).toHaveURL(/\/login\?redirectTo=%2Fme$/);
      await other.context.close();
      expect(await apiUserStatus(request, token)).toBe(401);
      expect(await apiUserStatus(request, await apiToken(request, user.email, "tumbleweed-grader-41"))).toBe(
        200,
      );
    });

    test("sign out everywhere ends this session, the others and every API token", async ({
      page,
      request,
    }) => {
      await page.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(pageAlert(page)).toHaveText(ACCOUNT_MESSAGES.signedOutEverywhere);
      await page.goto("/me");
      await expect(page).toHaveURL(/\/login\?/);
      await other.page.goto("/me");
      await expect(other.page).toHaveURL(/\/login\?/);
      await other.context.close();
      expect(await apiUserStatus(request, token)).toBe(401);
    });
  });
}

test("a token issued before a password reset is refused after it", async ({ request }) => {
  const user = await createTestUser({ isVerified: true });
  const token = await apiToken(request, user.email, user.password);
  expect(await apiUserStatus(request, token)).toBe(200);
  const headers = { "X-Forwarded-For": clientAddress() };
  await request.post("/api/user/forgot-password", { data: { email: user.email }, headers });
  const mail = await waitForMail(user.email, { subject: /Reset your/ });
  const resetToken = new URL(linkIn(mail, "/reset-password")).searchParams.get("token");
  const reset = await request.post("/api/user/reset-password", {
    data: { token: resetToken, password: "after-the-reset-77", confirmPassword: "after-the-reset-77" },
    headers,
  });
  expect(reset.status()).toBe(200);
  expect(await apiUserStatus(request, token)).toBe(401);
  const body = await (
    await request.get("/api/user", { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(body).toEqual({ success: false, error: expect.stringMatching(/no longer valid/) });
  await waitForMail(user.email, { subject: /password was changed/ });
});

test.describe("admin rights", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

  test("an unverified account cannot be made an admin, on the page or by a posted form", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const unverified = await createTestUser({ isVerified: false, name: "Squatter" });
    await page.goto(`/admin/users?q=${encodeURIComponent(unverified.email)}`);
    const row = page.getByRole("row").filter({ hasText: unverified.email });
    await expect(row.getByText("Not verified yet")).toBeVisible();
    await expect(row.getByRole("button", { name: /Make admin/ })).toHaveCount(0);

    const posted = await page.request.post(`/admin/users?q=${encodeURIComponent(unverified.email)}`, {
      form: { csrf: await formToken(page.request), intent: "make-admin", id: unverified.id },
    });
    expect(posted.status()).toBe(409);
    expect(await posted.text()).toContain("has not verified their email address yet");
    const db = new Database(path.join(e2eDir, "site.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT is_admin FROM users WHERE id = ?").get(unverified.id)).toEqual({
        is_admin: 0,
      });
    } finally {
      db.close();
    }
  });

  test("demotion signs the former admin out everywhere at once", async ({
    page,
    context,
    browser,
    request,
  }) => {
    await signInAs(context, { isAdmin: true });
    const demoted = await createTestUser({ isAdmin: true, isVerified: true, name: "Soon Former" });
    const token = await apiToken(request, demoted.email, demoted.password);
    const other = await elsewhere(browser, demoted);
    await page.goto(`/admin/users?q=${encodeURIComponent(demoted.email)}`);
    await page
      .getByRole("row")
      .filter({ hasText: demoted.email })
      .getByRole("button", { name: /Revoke admin/ })
      .click();
    await expect(pageAlert(page)).toHaveText(`${demoted.email} is no longer an admin.`);
    await other.page.goto("/admin");
    await expect(other.page).toHaveURL(/\/login\?/);
    await other.context.close();
    expect(await apiUserStatus(request, token)).toBe(401);
  });
});

test("verification-code mails keep no body in the outbox once delivered", async ({ request }) => {
  const email = uniqueEmail("sensitive");
  const signup = await request.post("/api/user/signup", {
    data: { name: "Sensitive", email, password: "sensitive-pass-41", confirmPassword: "sensitive-pass-41" },
    headers: { "X-Forwarded-For": clientAddress() },
  });
  expect(signup.status()).toBe(201);
  await waitForMail(email, { subject: /verification code/ });
  const db = new Database(path.join(e2eDir, "site.db"), { readonly: true });
  try {
    await expect
      .poll(() =>
        db.prepare('SELECT status, sensitive, text, html FROM email_outbox WHERE "to" = ?').get(email),
      )
      .toEqual({ status: "sent", sensitive: 1, text: "", html: null });
  } finally {
    db.close();
  }
  expect(mailsTo(email)).toHaveLength(1);
});

test("the password pages hide the navigation bar; /login has a meta description", async ({ page }) => {
  for (const pathname of ["/forgot-password", "/reset-password", "/reset-password?token=x"]) {
    await page.goto(pathname);
    await expect(page.getByRole("heading", { level: 1 }), pathname).toBeVisible();
    await expect(page.locator(".site-header"), pathname).toHaveCount(0);
  }
  await page.goto("/login");
  await expect(page.locator(".site-header")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Sign in to your account/,
  );
});

test("/me with the change-password errors showing has no accessibility violations", async ({
  page,
  context,
}) => {
  const user = await signInAs(context, { isVerified: true });
  await page.goto("/me");
  await changePassword(page, { current: user.password, next: "short", confirm: "other" });
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page)).toEqual([]);
});
