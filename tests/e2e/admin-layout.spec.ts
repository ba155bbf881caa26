// The back office's frame and lists: sidebar, dashboard, search, the data table (customers, users, logs) and the
// audit trail.
import { expect, test } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import {
  adminScreens,
  insertCustomer,
  insertMessage,
  readLogs,
  readMessage,
  readUser,
  uniqueTag,
} from "../support/e2e-admin-data";
import { createTestUser } from "../support/e2e-auth";
import { formToken } from "../support/form-token";

const sidebarLinks: [string, string][] = [
  ["Admin", "/admin"],
  ["Public Homepage", "/"],
  ["Subscribers", "/admin/customers"],
  ["Messages", "/admin/messages"],
  ["Users", "/admin/users"],
  ["Keywords", "/admin/keywords"],
  ["Projects", "/admin/add-project"],
  ["Blog Posts", "/admin/blog"],
  ["AI Images", "/admin/images"],
  ["Logs", "/admin/logs"],
  ["Estimates", "/admin/estimates"],
  ["Pages", "/admin/pages"],
  ["Services", "/admin/services"],
  ["Media", "/admin/add-images"],
  ["Newsletter", "/admin/newsletter"],
  ["Settings", "/admin/settings"],
];

test("the sidebar has every back-office link, marks the current page and holds the actions", async ({
  page,
  context,
}) => {
  const admin = await signInAs(context, { isAdmin: true, name: "Sidebar Admin" });
  await page.goto("/admin/dashboard");
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const [label, href] of sidebarLinks) {
    await expect(nav.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("aria-current", "page");
  const sidebar = page.getByRole("complementary", { name: "Back office" });
  await expect(sidebar.getByRole("link", { name: /Sidebar Admin/ })).toHaveAttribute("href", "/me");
  await expect(sidebar.getByText(admin.email)).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Generate Blog Post" })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Sign out" })).toBeVisible();

  await nav.getByRole("link", { name: "Subscribers" }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await expect(nav.getByRole("link", { name: "Subscribers" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("the dashboard shows live counts and 12-week trends", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  insertMessage({ name: `Trend ${uniqueTag()}`, email: "trend@example.com", message: "New this week" });
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  for (const title of ["Messages", "Keywords", "Projects", "Blog Posts"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${title}`) }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /^Messages \d+ unread of \d+ messages?$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Projects \d+ projects?$/ })).toBeVisible();
  const chart = page.getByRole("img", {
    name: /^New messages: \d+ in the last 12 weeks, [1-9]\d* this week$/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect")).toHaveCount(12);
  await expect(page.getByRole("img", { name: /^Newsletter sign-ups:/ })).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
});

test("the search box finds messages, subscribers, users, projects and blog posts", async ({
  page,
  context,
  request,
}) => {
  const admin = await signInAs(context, { isAdmin: true });
  const tag = uniqueTag();
  const messageId = insertMessage({
    name: `Searcher ${tag}`,
    email: `${tag}@example.com`,
    message: "Paving",
  });
  insertCustomer({ email: `sub-${tag}@example.com` });
  await page.goto("/admin");
  await page.getByRole("search").getByLabel("Search").fill(tag);
  await page.getByRole("search").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/search\\?q=${tag}`));
  await expect(page.getByText(/2 results for/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Subscribers" }).getByText(`sub-${tag}@example.com`),
  ).toBeVisible();
  await page.getByRole("link", { name: `Searcher ${tag}` }).click();
  await expect(page).toHaveURL(`/admin/messages/${messageId}`);

  await page.goto("/admin/search?q=Mesa");
  await expect(page.getByRole("region", { name: "Projects" })).toBeVisible();

  await page.goto(`/admin/search?q=${encodeURIComponent(admin.email)}`);
  const users = page.getByRole("region", { name: "Users" });
  await expect(users.getByText(admin.email, { exact: false })).toBeVisible();
  await users.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  await expect(page.getByRole("table", { name: "Users" })).toContainText(admin.email);

  const { blogPosts } = (await (await request.get("/api/blog")).json()) as {
    blogPosts: { _id: string; title: string }[];
  };
  const post = blogPosts[0];
  await page.goto(`/admin/search?q=${encodeURIComponent(post.title)}`);
  const posts = page.getByRole("region", { name: "Blog posts" });
  await expect(posts.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post._id}`);
  await page.goto(`/admin/search?q=${uniqueTag()}`);
  await expect(page.getByText(/Nothing found for/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("below 768px the sidebar is a slide-over opened by the Menu link", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(nav).toBeVisible();
    await page.getByRole("link", { name: "Close menu" }).click();
    await expect(nav).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).click();
    await nav.getByRole("link", { name: "Keywords" }).click();
    await expect(page).toHaveURL(/\/admin\/keywords$/);
    await expect(nav).toBeHidden();
  });

  test("the customers table filters, sorts, pages, exports CSV and unsubscribes or removes", async ({
    page,
    context,
  }) => {
    await signInAs(context, { isAdmin: true });
    const tag = uniqueTag();
    for (let i = 0; i < 27; i++)
      insertCustomer({ email: `c${String(i).padStart(2, "0")}-${tag}@example.com` });

    await page.goto("/admin/customers");
    const table = page.getByRole("table", { name: "Subscribers" });
    await expect(table.getByRole("columnheader")).toHaveText([
      /^Email/,
      /^Phone/,
      /^Status/,
      /^Confirmed At/,
      /^Unsubscribed At/,
      /^Created At/,
      "Actions",
    ]);
    await page.getByLabel("Filter").fill(tag);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.getByText(/^27 of \d+ records$/)).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(26); // header + 25 per page
    await expect(page.getByText("Page 1 of 2")).toBeVisible();

    await table.getByRole("link", { name: /^Email/ }).click();
    await expect(page).toHaveURL(/sort=email&dir=asc/);
    await expect(table.getByRole("row").nth(1)).toContainText(`c00-${tag}`);
    await table.getByRole("link", { name: /^Email/ }).click();
    await expect(page).toHaveURL(/sort=email&dir=desc/);
    await expect(table.getByRole("row").nth(1)).toContainText(`c26-${tag}`);
    await expect(table.getByRole("columnheader", { name: /^Email/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row").nth(2)).toContainText(`c00-${tag}`);

    const exportHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(exportHref).toContain(`q=${tag}`);
    expect(exportHref).not.toContain("page=");
    const csv = await context.request.get(exportHref!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,phone,status,confirmedAt,unsubscribedAt,createdAt");
    expect(lines).toHaveLength(28);
    expect(lines[1]).toMatch(new RegExp(`^c26-${tag}@example.com,,confirmed,`));

    await page.getByLabel("Filter").fill(`c05-${tag}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("button", { name: `Unsubscribe c05-${tag}@example.com` }).click();
    await expect(
      page.getByText(`Unsubscribe c05-${tag}@example.com? They will get no more newsletters.`),
    ).toBeVisible();
    await page.getByRole("button", { name: "Yes, unsubscribe" }).click();
    await expect(page.locator(".alert")).toContainText(`c05-${tag}@example.com is unsubscribed.`);
    await expect(table.getByRole("row").nth(1)).toContainText("unsubscribed");

    await page.getByRole("button", { name: `Remove c05-${tag}@example.com` }).click();
    await expect(page.getByText(`Remove c05-${tag}@example.com from the list?`)).toBeVisible();
    await page.getByRole("button", { name: "Yes, remove" }).click();
    await expect(page.locator(".alert")).toContainText(`Removed c05-${tag}@example.com.`);
    await expect(table.getByText("No data available")).toBeVisible();

    await page.goto(`/admin/customers?q=${uniqueTag()}`);
    await expect(page.getByText("No data available")).toBeVisible();
  });

  test("users: make and revoke admin, delete; nobody demotes or deletes themselves", async ({
    page,
    context,
  }) => {
    const me = await signInAs(context, { isAdmin: true });
    const other = await createTestUser({ name: `Other ${uniqueTag()}` });
    await page.goto(`/admin/users?q=${encodeURIComponent(other.email)}`);
    await page.getByRole("button", { name: `Make admin for ${other.email}` }).click();
    await expect(page.locator(".alert")).toContainText(`${other.email} is now an admin.`);
    expect(readUser(other.id)?.isAdmin).toBe(1);
    await page.getByRole("button", { name: `Revoke admin for ${other.email}` }).click();
    await expect(page.locator(".alert")).toContainText(`${other.email} is no longer an admin.`);
    expect(readUser(other.id)?.isAdmin).toBe(0);

    const grants = readLogs("user.admin-grant");
    expect(grants.find((log) => log.message.includes(other.email))).toMatchObject({
      actorEmail: me.email,
      path: "/admin/users",
    });

    await page.goto(`/admin/users?q=${encodeURIComponent(me.email)}`);
    await expect(page.getByText("Your account")).toBeVisible();
    await expect(page.getByRole("button", { name: /Revoke admin/ })).toHaveCount(0);
    // Even a hand-made request cannot demote or delete oneself.
    const demote = await context.request.post("/admin/users", {
      form: { csrf: await formToken(context.request), intent: "revoke-admin", id: me.id },
    });
    expect(demote.status()).toBe(400);
    expect(await demote.text()).toContain("You cannot remove your own admin rights.");
    const remove = await context.request.post("/admin/users", {
      form: { csrf: await formToken(context.request), intent: "delete", id: me.id, confirmed: "yes" },
    });
    expect(remove.status()).toBe(400);
    expect(readUser(me.id)?.isAdmin).toBe(1);

    await page.goto(`/admin/users?q=${encodeURIComponent(other.email)}`);
    await page.getByRole("button", { name: `Delete ${other.email}` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.locator(".alert")).toContainText(`Deleted ${other.email}.`);
    expect(readUser(other.id)).toBeUndefined();
  });

  test("logs list the audit trail newest first with level and kind filters", async ({ page, context }) => {
    const me = await signInAs(context, { isAdmin: true });
    const other = await createTestUser();
    await context.request.post("/admin/users", {
      form: { csrf: await formToken(context.request), intent: "make-admin", id: other.id },
    });
    await page.goto("/admin/logs?sort=createdAt&dir=desc");
    await page.getByLabel("Kind").selectOption({ label: "Users" });
    await page.getByLabel("Level").selectOption("info");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/kind=user&(actor=&)?level=info/);
    // The chosen sort order survives a change of filter.
    await expect(page).toHaveURL(/sort=createdAt&dir=desc/);
    const table = page.getByRole("table", { name: "Logs" });
    const first = table.getByRole("row").nth(1);
    // A sentence on top; the stored message, address and path behind the row's details toggle.
    await expect(first).toContainText(`${me.name} made ${other.email} an admin`);
    await expect(first).toContainText(`Made admin: ${other.email}`);
    await expect(first).toContainText(me.email);
    await expect(first).toContainText("/admin/users");
    for (const cell of await table.locator('td[data-column="event"]').allTextContents()) {
      expect(cell).toMatch(/Event codeuser\./);
    }
    await page.getByLabel("Level").selectOption("error");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(table.getByRole("row").nth(1)).not.toContainText(`Made admin: ${other.email}`);
  });
});

test("the table filters as you type with JavaScript", async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const tag = uniqueTag();
  insertCustomer({ email: `typed-${tag}@example.com` });
  await page.goto("/admin/customers");
  // Slow the data request down so the loading indicator can be seen.
  await page.route("**/admin/customers.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel("Filter").pressSequentially(`typed-${tag}`, { delay: 20 });
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=typed-${tag}`));
  await expect(page.getByRole("table", { name: "Subscribers" }).getByRole("row")).toHaveCount(2);
});

test("every screen hydrates without errors", async ({ page, context, request }) => {
  await signInAs(context, { isAdmin: true });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const messageId = insertMessage({ name: `Hydrate ${uniqueTag()}`, email: "h@example.com", message: "Hi" });
  const [project] = (await (await request.get("/api/projects")).json()) as { _id: string }[];
  for (const path of adminScreens({ messageId, projectId: project._id })) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(errors, path).toEqual([]);
  }
});

test.describe("an unknown back-office address", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown admin address is a 404 that keeps the sidebar", async ({ page, context }) => {
    await signInAs(context, { isAdmin: true });
    const response = await page.goto("/admin/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("There is no back-office page at this address.");
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test("every back-office action answers a body that is not a form with 415, never a 500", async ({
  context,
  request,
}) => {
  await signInAs(context, { isAdmin: true });
  const messageId = insertMessage({ name: `Json ${uniqueTag()}`, email: "json@example.com", message: "Hi" });
  const [project] = (await (await request.get("/api/projects")).json()) as { _id: string }[];
  const { blogPosts } = (await (await request.get("/api/blog")).json()) as { blogPosts: { _id: string }[] };
  const actions = [
    "/admin/customers",
    "/admin/messages?index",
    `/admin/messages/${messageId}`,
    "/admin/users",
    "/admin/keywords",
    "/admin/add-project",
    `/admin/projects/edit/${project._id}`,
    "/admin/images",
    "/admin/images/generate",
    "/admin/add-images",
    "/admin/blog?index",
    "/admin/blog/new",
    `/admin/blog/${blogPosts[0]._id}/edit`,
    `/admin/blog/${blogPosts[0]._id}/edit?intent=restore`,
  ];
  for (const path of actions) {
    for (const body of [{ data: { intent: "delete", id: messageId } }, { data: "intent=delete" }]) {
      const response = await context.request.post(path, {
        ...body,
        headers: { "Content-Type": typeof body.data === "string" ? "text/plain" : "application/json" },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} with ${typeof body.data}`).toBe(415);
    }
  }
  expect(readMessage(messageId)).toBeDefined();
});
