// Sign-in, sign-out and the guards (no session: /login; unverified: /verify; non-admin on an admin page: /) in the
// browser, with and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "../../app/accounts/user";
import { createTestUser, sessionCookieFor, signInAs } from "../support/e2e-auth";
import { e2eAdmin, e2eBaseUrl } from "../support/e2e-config";
import { clientAddress, formAlert, pageAlert, uniqueEmail } from "../support/accounts";
import { formToken } from "../support/form-token";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

    test("an admin signs in from the nav and lands on /admin/dashboard, then signs out", async ({
      page,
      context,
    }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("heading", { name: "Sign in to your account" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Sign up" })).toHaveAttribute(
        "href",
        "/signup",
      );

      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByText(ACCOUNT_MESSAGES.signedIn)).toBeAttached();
      if (javaScriptEnabled) {
        // History was replaced: Back skips the spent sign-in form.
        await page.goBack();
        await expect(page).toHaveURL(`${e2eBaseUrl}/`);
        await page.goForward();
        await expect(page).toHaveURL(/\/admin\/dashboard$/);
      }

      const cookie = (await context.cookies()).find((c) => c.name === "__session");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

      await page.getByRole("button", { name: "Sign out" }).first().click();
      await expect(page).toHaveURL(`${e2eBaseUrl}/`);
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }),
      ).toBeVisible();

      // The old cookie is dead: its session row is gone.
      await context.addCookies([{ ...cookie!, expires: -1 }]);
      await page.goto("/admin/dashboard");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    });

    test("a verified member lands on / and is signed out from the nav", async ({ page }) => {
      const user = await createTestUser({ isVerified: true });
      await page.goto("/login");
      await signIn(page, user.email.toUpperCase(), user.password);
      await expect(page).toHaveURL(`${e2eBaseUrl}/`);
      await expect(pageAlert(page)).toHaveText(ACCOUNT_MESSAGES.signedIn);
      await page.goto("/me");
      await expect(page).toHaveURL(/\/me$/);

      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(`${e2eBaseUrl}/`);
      await page.goto("/me");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fme$/);
    });

    test("an unverified member is sent to /verify after signing in", async ({ page }) => {
      const user = await createTestUser({ isVerified: false });
      await page.goto("/login");
      await signIn(page, user.email, user.password);
      await expect(page).toHaveURL(/\/verify$/);
      await expect(page.getByRole("main")).toContainText(user.email);
    });

    test("wrong credentials get one message whether or not the address exists", async ({ page }) => {
      const user = await createTestUser({ isVerified: true });
      await page.goto("/login");
      await signIn(page, user.email, "not-the-password");
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.invalidCredentials);
      await expect(page.getByLabel("Password")).toHaveValue(javaScriptEnabled ? "not-the-password" : "");

      await page.goto("/login");
      await signIn(page, uniqueEmail("nobody"), "not-the-password");
      await expect(formAlert(page)).toHaveText(ACCOUNT_MESSAGES.invalidCredentials);
      await expect(page).toHaveURL(/\/login$/);
    });

    test("a guard's redirectTo brings the user back to where they were going", async ({ page }) => {
      await page.goto("/admin/messages");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fmessages$/);
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page).toHaveURL(/\/admin\/messages$/);

      // A redirectTo to another site is ignored.
      await page.context().clearCookies();
      await page.goto("/login?redirectTo=https://evil.example/");
      await signIn(page, e2eAdmin.email, e2eAdmin.password);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });

    test("guards: no session to /login, unverified to /verify, non-admin on /admin to /", async ({
      browser,
    }) => {
      // Ten browsers, each with a new user: more than the default 30 s on a loaded machine.
      test.setTimeout(90_000);
      const visit = async (options: { isAdmin?: boolean; isVerified?: boolean } | null, path: string) => {
        const context = await browser.newContext({ javaScriptEnabled });
        try {
          if (options) await signInAs(context, options);
          const page = await context.newPage();
          await page.goto(path);
          return new URL(page.url()).pathname + new URL(page.url()).search;
        } finally {
          await context.close();
        }
      };
      expect(await visit(null, "/admin/dashboard")).toBe("/login?redirectTo=%2Fadmin%2Fdashboard");
      expect(await visit(null, "/me")).toBe("/login?redirectTo=%2Fme");
      expect(await visit(null, "/verify")).toBe("/login?redirectTo=%2Fverify");
      expect(await visit({ isVerified: false }, "/admin/dashboard")).toBe("/verify");
      expect(await visit({ isVerified: false }, "/me")).toBe("/verify?redirectTo=%2Fme");
      expect(await visit({ isVerified: true }, "/admin/dashboard")).toBe("/");
      expect(await visit({ isVerified: true }, "/admin/users")).toBe("/");
      expect(await visit({ isAdmin: true }, "/admin/users")).toBe("/admin/users");
      // Signed-in users skip the sign-in pages.
      expect(await visit({ isVerified: true }, "/login")).toBe("/");
      expect(await visit({ isAdmin: true }, "/signup")).toBe("/admin/dashboard");
    });

    test("a guarded action refuses a non-admin on the server", async ({ page, context }) => {
      await signInAs(context, { isVerified: true });
      const response = await page.request.post("/admin/keywords", {
        form: { keywords: "asphalt" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe("/");
    });

    test("GET /logout signs nobody out", async ({ page, context }) => {
      await signInAs(context, { isVerified: true });
      await page.goto("/logout");
      await expect(page).toHaveURL(`${e2eBaseUrl}/`);
      await page.goto("/me");
      await expect(page).toHaveURL(/\/me$/);
    });
  });
}

test.describe("abuse", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": clientAddress() } });

  test("ten failed sign-ins lock the account with a clear message, even for the right password", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const user = await createTestUser({ isVerified: true });
    const csrf = await formToken(page.request, "/login");
    for (let i = 0; i < 10; i++) {
      const response = await page.request.post("/login", {
        form: { csrf, email: user.email, password: `guess-${i}` },
        headers: { "X-Forwarded-For": clientAddress() },
      });
      expect(response.status()).toBe(401);
    }
    const locked = await page.request.post("/login", {
      form: { csrf, email: user.email, password: user.password },
      headers: { "X-Forwarded-For": clientAddress() },
    });
    expect(locked.status()).toBe(429);
    expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
    await page.goto("/login");
    await signIn(page, user.email, user.password);
    await expect(formAlert(page)).toHaveText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the account pages answer a post that is not a form with a 4xx, never a 500", async ({ request }) => {
    for (const path of ["/login", "/signup", "/verify", "/forgot-password", "/reset-password"]) {
      const bodies: { headers: Record<string, string>; data?: string }[] = [
        { headers: { "Content-Type": "application/json" }, data: '{"email":"a@example.com"}' },
        { headers: { "Content-Type": "text/plain" }, data: "email=a@example.com" },
        { headers: { "Content-Type": "multipart/form-data" }, data: "no boundary" },
        { headers: {} },
      ];
      for (const { headers, data } of bodies) {
        const response = await request.post(path, { headers, data, maxRedirects: 0 });
        const label = `${path} with ${headers["Content-Type"] ?? "no body"}`;
        expect(response.status(), label).toBeGreaterThanOrEqual(400);
        expect(response.status(), label).toBeLessThan(500);
      }
    }
  });

  test("a session cookie for a deleted session row signs nobody in", async ({ page, context }) => {
    const user = await createTestUser({ isVerified: true });
    const value = await sessionCookieFor(user.id);
    await context.addCookies([{ name: "__session", value: encodeURIComponent(value), url: e2eBaseUrl }]);
    await page.goto("/me");
    await expect(page).toHaveURL(/\/me$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
    // Wait for the sign-out to finish: navigating away at once could cancel it before the row is deleted.
    await expect(page).toHaveURL(`${e2eBaseUrl}/`);
    await context.addCookies([{ name: "__session", value: encodeURIComponent(value), url: e2eBaseUrl }]);
    await page.goto("/me");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fme$/);
  });
});
