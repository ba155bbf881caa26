// Newsletter campaigns in the browser, without JavaScript and with it: an admin writes "Monsoon season paving tips",
// previews it, sends a test to herself, sends it (a double click sends once), watches the counts reach sent; each
// confirmed subscriber gets one mail with the unsubscribe headers, and the mail client's one-click POST takes the
// address off the list for the next campaign. Plus "Send as newsletter" from the blog list and the Customers screen.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { insertCustomer, queryE2eDb, uniqueTag } from "../support/e2e-admin-data";
import { e2eBaseUrl } from "../support/e2e-config";
import { withE2eDb } from "../support/e2e-db";
import { mailsTo, readMails, waitForMail } from "../support/mailbox";
import type { CapturedMail } from "../support/smtp-sink";
import { formToken } from "../support/form-token";

// The campaign goes to every confirmed subscriber in the shared test database, at NEWSLETTER_RATE_PER_MINUTE.
const SENDING_TIMEOUT = 240_000;

const campaignsWithSubject = (subject: string) =>
  queryE2eDb<{ id: string; status: string }>(
    "SELECT id, status FROM newsletter_campaigns WHERE subject = ?",
    subject,
  );
const deliveriesOf = (campaignId: string) =>
  queryE2eDb<{ email: string; status: string }>(
    "SELECT email, status FROM newsletter_deliveries WHERE campaign_id = ?",
    campaignId,
  );
const customerStatus = (email: string) =>
  queryE2eDb<{ status: string }>("SELECT status FROM customers WHERE email = ?", email)[0]?.status;

/** Three confirmed subscribers and a pending one, unique to the test; all leave the list again afterwards. */
function subscribers(tag: string) {
  const confirmed = [1, 2, 3].map((i) => `reader${i}-${tag}@example.com`);
  const pending = `pending-${tag}@example.com`;
  for (const email of confirmed) insertCustomer({ email, status: "subscribed" });
  insertCustomer({ email: pending, status: "pending" });
  return { confirmed, pending };
}

function leaveList(emails: string[]) {
  withE2eDb((db) => {
    const update = db.prepare("UPDATE customers SET status = 'unsubscribed' WHERE email = ?");
    for (const email of emails) update.run(email);
  });
}

function header(mail: CapturedMail, name: string) {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim();
}

async function mailsFor(emails: string[], subject: string, timeoutMs = SENDING_TIMEOUT) {
  const mails: CapturedMail[] = [];
  for (const email of emails) {
    mails.push(await waitForMail(email, { subject: new RegExp(`^${subject}$`), timeoutMs }));
  }
  return mails;
}

async function compose(page: Page, subject: string) {
  await page.goto("/admin/newsletter");
  await page.getByLabel("Subject").fill(subject);
  await page
    .getByLabel("Message")
    .fill(
      "Monsoon storms are coming.\n\nClear your **drains** and seal the cracks before the first storm. " +
        "Questions? Use our [contact](/contact) page.",
    );
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`newsletter ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("write, preview, test, send once, watch it reach sent; the mail client's one-click unsubscribes", async ({
      page,
      context,
    }) => {
      test.setTimeout(SENDING_TIMEOUT + 60_000);
      const tag = uniqueTag();
      const admin = await signInAs(context, { isAdmin: true, name: "Newsletter Admin" });
      const { confirmed, pending } = subscribers(tag);
      const subject = `Monsoon season paving tips ${tag}`;
      try {
        await compose(page, subject);

        await page.getByRole("button", { name: "Preview" }).click();
        const preview = page.getByRole("region", { name: "Preview" });
        await expect(preview).toContainText(`Subject: ${subject}`);
        // The text part shows Markdown as text, with the site link made absolute (issue 29).
        await expect(preview.locator("pre")).toContainText("Clear your drains");
        await expect(preview.locator("pre")).toContainText(`contact (${e2eBaseUrl}/contact)`);
        await expect(preview.locator("pre")).toContainText("Unsubscribe: http");
        const frame = page.frameLocator('iframe[title="HTML version of the newsletter"]');
        await expect(frame.locator("strong", { hasText: "drains" })).toBeVisible();
        await expect(frame.getByRole("link", { name: "Unsubscribe" })).toBeVisible();

        await page.getByRole("button", { name: "Send test to me" }).click();
        await expect(page.getByRole("status").filter({ hasText: "A test copy is on its way" })).toBeVisible();
        const testCopy = await waitForMail(admin.email, {
          subject: new RegExp(`^\\[Test\\] ${subject}$`),
          timeoutMs: 60_000,
        });
        expect(testCopy.text).toContain("Clear your drains");
        expect(testCopy.text).not.toContain("**");
        // A relative Markdown link arrives as an absolute PUBLIC_URL link, in the HTML and the text part.
        expect(testCopy.text).toContain(`contact (${e2eBaseUrl}/contact)`);
        expect(testCopy.html).toContain(`href="${e2eBaseUrl}/contact"`);
        expect(campaignsWithSubject(subject)).toHaveLength(0);

        await page.getByRole("button", { name: "Send to subscribers" }).click();
        const recipients = queryE2eDb<{ n: number }>(
          "SELECT count(*) AS n FROM customers WHERE status = 'subscribed'",
        )[0].n;
        const question = `Send to ${recipients} confirmed subscribers?`;
        // A double click on "Yes, send" must send once.
        if (javaScriptEnabled) {
          const dialog = page.getByRole("dialog", { name: question });
          await expect(dialog).toBeVisible();
          await dialog.getByRole("button", { name: "Yes, send" }).dblclick();
        } else {
          await expect(page.getByText(question)).toBeVisible();
          await page.getByRole("button", { name: "Yes, send" }).dblclick();
        }
        await expect(page).toHaveURL(/\/admin\/newsletter\/\w+$/);
        await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
        await expect(page.locator(".alert")).toContainText(/on its way|already sent/);
        const campaigns = campaignsWithSubject(subject);
        expect(campaigns).toHaveLength(1);
        const deliveries = deliveriesOf(campaigns[0].id);
        expect(deliveries.map((row) => row.email)).toEqual(expect.arrayContaining(confirmed));
        expect(deliveries.map((row) => row.email)).not.toContain(pending);

        // The counts reach "sent" (with JavaScript they refresh by themselves; without, the Refresh link).
        const counts = page.getByRole("definition");
        await expect(page.getByText("Queued", { exact: true })).toBeVisible();
        await expect(async () => {
          if (!javaScriptEnabled && (await page.getByRole("link", { name: "Refresh" }).count()))
            await page.getByRole("link", { name: "Refresh" }).click();
          await expect(page.locator(".badge-campaign-sent")).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: SENDING_TIMEOUT });
        await expect(counts.nth(0)).toHaveText(String(deliveries.length));
        await expect(counts.nth(3)).toHaveText("0");
        const settled = deliveriesOf(campaigns[0].id);
        for (const email of confirmed)
          expect(settled.find((row) => row.email === email)?.status).toBe("sent");

        const mails = await mailsFor(confirmed, subject);
        for (const [index, email] of confirmed.entries()) {
          expect(
            mailsTo(email).filter((mail) => mail.subject === subject),
            email,
          ).toHaveLength(1);
          expect(mails[index].text).toContain("Unsubscribe: http");
          expect(mails[index].html).toContain(`href="${e2eBaseUrl}/contact"`);
          expect(mails[index].text).toContain(`${e2eBaseUrl}/contact`);
          expect(header(mails[index], "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
        }
        expect(mailsTo(pending).filter((mail) => mail.subject === subject)).toHaveLength(0);

        // The mail client's Unsubscribe button: a POST of List-Unsubscribe=One-Click to the header's URL, with no
        // Origin and no cookie, answered 2xx with no page.
        const listUnsubscribe = header(mails[0], "List-Unsubscribe")!;
        const url = /^<(https?:\/\/[^>]+)>$/.exec(listUnsubscribe)![1];
        expect(new URL(url).pathname).toBe("/newsletter/unsubscribe");
        const oneClick = await page.request.fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          data: "List-Unsubscribe=One-Click",
          maxRedirects: 0,
        });
        expect(oneClick.status()).toBeGreaterThanOrEqual(200);
        expect(oneClick.status()).toBeLessThan(300);
        expect(await oneClick.text()).toBe("");
        expect(customerStatus(confirmed[0])).toBe("unsubscribed");
        const unknown = await page.request.fetch(url.replace(/token=[^&]+/, "token=no-such-token"), {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          data: "List-Unsubscribe=One-Click",
          maxRedirects: 0,
        });
        expect(unknown.status()).toBe(404);

        // The next campaign skips the address that left.
        const next = `After the storm ${tag}`;
        await compose(page, next);
        await page.getByRole("button", { name: "Send to subscribers" }).click();
        if (javaScriptEnabled)
          await page.getByRole("dialog").getByRole("button", { name: "Yes, send" }).click();
        else await page.getByRole("button", { name: "Yes, send" }).click();
        await expect(page.getByRole("heading", { level: 1, name: next })).toBeVisible();
        const nextDeliveries = deliveriesOf(campaignsWithSubject(next)[0].id).map((row) => row.email);
        expect(nextDeliveries).toEqual(expect.arrayContaining(confirmed.slice(1)));
        expect(nextDeliveries).not.toContain(confirmed[0]);
      } finally {
        leaveList([...confirmed, pending]);
      }
    });

    test("a second submit of the same form (double click) makes one campaign; empty fields are refused", async ({
      page,
      context,
    }) => {
      await signInAs(context, { isAdmin: true });
      const tag = uniqueTag();
      await page.goto("/admin/newsletter");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator(".field-errors").getByText("Subject is required")).toBeVisible();
      await expect(page.locator(".field-errors").getByText("Message is required")).toBeVisible();

      // Two posts of one form, as a double click sends them: the same hidden key.
      await page.goto("/admin/newsletter");
      const key = await page.locator('input[name="idempotencyKey"]').inputValue();
      const form = {
        csrf: await formToken(page.request),
        subject: `Double ${tag}`,
        message: "Once.",
        idempotencyKey: key,
        intent: "draft",
      };
      const [first, second] = await Promise.all([
        page.request.post("/admin/newsletter", { form, maxRedirects: 0 }),
        page.request.post("/admin/newsletter", { form, maxRedirects: 0 }),
      ]);
      expect([first.status(), second.status()]).toEqual([302, 302]);
      expect(first.headers()["location"]).toBe(second.headers()["location"]);
      expect(campaignsWithSubject(`Double ${tag}`)).toHaveLength(1);

      // The draft's page sends it once; a second "Yes, send" finds it no longer a draft.
      const reader = `draft-reader-${tag}@example.com`;
      insertCustomer({ email: reader, status: "subscribed" });
      try {
        await page.goto(first.headers()["location"]);
        await expect(page.locator(".badge-campaign-draft")).toBeVisible();
        await page.getByRole("button", { name: "Send to subscribers" }).click();
        const confirm = javaScriptEnabled ? page.getByRole("dialog") : page.locator(".confirm-step");
        await expect(confirm).toContainText(/Send to \d+ confirmed subscribers?\?/);
        await confirm.getByRole("button", { name: "Yes, send" }).dblclick();
        await expect(page.locator(".badge-campaign-sending, .badge-campaign-sent")).toBeVisible();
        const [campaign] = campaignsWithSubject(`Double ${tag}`);
        expect(deliveriesOf(campaign.id).filter((row) => row.email === reader)).toHaveLength(1);
        const again = await page.request.post(first.headers()["location"], {
          form: { csrf: form.csrf, intent: "send", id: campaign.id, confirmed: "yes" },
          maxRedirects: 0,
        });
        expect(again.status()).toBe(409);
        expect(await again.text()).toContain("This campaign was already sent; it is not sent twice.");
        expect(deliveriesOf(campaign.id).filter((row) => row.email === reader)).toHaveLength(1);
      } finally {
        leaveList([reader]);
      }
    });

    test("bad posts to the newsletter pages get a clear 4xx, never a 500", async ({ page, context }) => {
      await signInAs(context, { isAdmin: true });
      const csrf = await formToken(page.request);
      const post = (url: string, options: Parameters<typeof page.request.post>[1] = {}) =>
        page.request.post(url, {
          maxRedirects: 0,
          ...options,
          form: options.form ? { csrf, ...(options.form as Record<string, string>) } : undefined,
        });
      const json = await post("/admin/newsletter", {
        headers: { "Content-Type": "application/json" },
        data: JSON.stringify({ subject: "x", message: "y", intent: "send-confirmed" }),
      });
      expect(json.status()).toBe(415);
      const unknownIntent = await post("/admin/newsletter", {
        form: { subject: "Hello", message: "There", idempotencyKey: "bad-intent-key", intent: "explode" },
      });
      expect(unknownIntent.status()).toBe(400);
      expect(await unknownIntent.text()).toContain("Unknown action.");
      const badKey = await post("/admin/newsletter", {
        form: { subject: "Hello", message: "There", idempotencyKey: "<script>", intent: "draft" },
      });
      expect(badKey.status()).toBe(400);
      const badPost = await post("/admin/newsletter", {
        form: {
          subject: "Hello",
          message: "There",
          idempotencyKey: "bad-post-key-1",
          postIds: "nope",
          intent: "draft",
        },
      });
      expect(badPost.status()).toBe(400);
      expect(await badPost.text()).toContain("Some of the chosen posts are no longer published");
      const missing = await post("/admin/newsletter/no-such-campaign", {
        form: { intent: "send", id: "no-such-campaign", confirmed: "yes" },
      });
      expect(missing.status()).toBe(404);
      const page404 = await page.goto("/admin/newsletter/no-such-campaign");
      expect(page404?.status()).toBe(404);
      await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    });
  });
}

test("the newsletter screens are for admins only", async ({ request, context }) => {
  const visitor = await request.get("/admin/newsletter", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toMatch(/^\/login/);
  const subject = `Anonymous ${uniqueTag()}`;
  const send = await request.post("/admin/newsletter", {
    form: { subject, message: "y", idempotencyKey: "anon-key-0001", intent: "send-confirmed" },
    maxRedirects: 0,
  });
  expect(send.status()).toBe(302);
  await signInAs(context, { isAdmin: false });
  const member = await context.request.get("/admin/newsletter", { maxRedirects: 0 });
  expect(member.status()).toBe(302);
  expect(member.headers()["location"]).toBe("/");
  expect(campaignsWithSubject(subject)).toHaveLength(0);
});

test("Send as newsletter on a published post fills the compose form from the post", async ({
  page,
  context,
}) => {
  await signInAs(context, { isAdmin: true });
  await page.goto("/admin/blog");
  const row = page
    .getByRole("row")
    .filter({ has: page.locator(".badge-published") })
    .first();
  const title = (await row.getByRole("cell").first().textContent())!.trim();
  await row.getByRole("link", { name: /^Send as newsletter/ }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\?post=/);
  await expect(page.getByLabel("Subject")).toHaveValue(title);
  await expect(page.getByLabel("Message")).not.toHaveValue("");
  await expect(page.getByRole("checkbox", { name: title, exact: true })).toBeChecked();
});

test.describe("Customers screen without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("status filter, CSV import with a report, and the status shown as confirmed", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAs(context, { isAdmin: true });
    const tag = uniqueTag();
    insertCustomer({ email: `c-${tag}@example.com`, status: "subscribed" });
    insertCustomer({ email: `p-${tag}@example.com`, status: "pending" });
    const before = readMails().length;

    await page.goto(`/admin/customers?q=${tag}`);
    await page.getByLabel("Status").selectOption("confirmed");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const table = page.getByRole("table", { name: "Subscribers" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toContainText(`c-${tag}@example.com`);
    await expect(table.getByRole("row").nth(1)).toContainText("confirmed");
    // The CSV export is of the filtered view, with the status as the screen names it.
    const exportHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(exportHref).toContain("status=confirmed");
    const exported = (await (await context.request.get(exportHref!)).text()).trim().split("\r\n");
    expect(exported).toHaveLength(2);
    expect(exported[1]).toMatch(new RegExp(`^c-${tag}@example.com,,confirmed,`));

    const csv = [
      "email,status",
      `new-${tag}@example.com,`,
      `ok-${tag}@example.com,confirmed`,
      `NEW-${tag}@example.com,`,
      "not-an-address,",
    ].join("\n");
    await page.getByLabel("CSV file").setInputFiles({
      name: "subscribers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Import" }).click();
    const report = page.getByRole("status").filter({ hasText: "Import finished" });
    await expect(report).toContainText("4 rows read");
    await expect(report).toContainText("2 addresses added");
    await expect(report).toContainText("1 marked confirmed");
    await expect(report).toContainText("1 confirmation mail sent");
    await expect(report).toContainText("1 duplicate row merged");
    await expect(report).toContainText("1 invalid row skipped");
    await expect(page.getByRole("table", { name: "Rows not imported" })).toContainText("not-an-address");
    expect(customerStatus(`ok-${tag}@example.com`)).toBe("subscribed");
    expect(customerStatus(`new-${tag}@example.com`)).toBe("pending");
    await waitForMail(`new-${tag}@example.com`, { subject: /confirm your subscription/i, timeoutMs: 60_000 });
    expect(
      readMails()
        .slice(before)
        .some((mail) => mail.to.includes(`ok-${tag}@example.com`)),
    ).toBe(false);
    leaveList([`c-${tag}@example.com`, `ok-${tag}@example.com`]);
  });
});

// axe needs JavaScript to run in the page, so the screens are checked here, in their server-rendered states too.
test("the newsletter and customers screens have no serious accessibility problem", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInAs(context, { isAdmin: true });
  const tag = uniqueTag();
  const reader = `axe-${tag}@example.com`;
  insertCustomer({ email: reader, status: "subscribed" });
  try {
    await compose(page, `Accessible ${tag}`);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
    // The preview's frame (here and on the campaign's page) holds the mail, not the page: checked without it.
    expect(await seriousViolations(page, { withoutFrames: true }), "compose with preview").toEqual([]);

    // The confirm step the server answers when "Send to subscribers" arrives without the dialog's answer.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('button[name="intent"][value="send"]')!;
      button.form!.requestSubmit(button);
    });
    await expect(page.locator(".confirm-step")).toContainText(/Send to \d+ confirmed subscribers?\?/);
    expect(await seriousViolations(page, { withoutFrames: true }), "send confirmation step").toEqual([]);

    await page.locator(".confirm-step").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.locator(".badge-campaign-draft")).toBeVisible();
    expect(await seriousViolations(page, { withoutFrames: true }), "draft campaign page").toEqual([]);

    await page.goto(`/admin/customers?q=${tag}`);
    await page.getByLabel("CSV file").setInputFiles({
      name: "subscribers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`email\nbroken-${tag}\n`),
    });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("table", { name: "Rows not imported" })).toBeVisible();
    expect(await seriousViolations(page), "customers with import report").toEqual([]);
  } finally {
    leaveList([reader]);
  }
});
