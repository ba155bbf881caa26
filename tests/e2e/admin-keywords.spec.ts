// Keywords: edit, add, remove and save with and without JavaScript, and the keywords API. The tests in this file
// share the one keyword list, so they run in order.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { createApiUser } from "../support/e2e-api";
import { readLogs } from "../support/e2e-admin-data";
import { formToken } from "../support/form-token";

test.describe.configure({ mode: "serial" });

let original: string[] = [];
let auth: Record<string, string> = {};

const words = async (request: APIRequestContext) =>
  (
    (await (await request.get("/api/admin/keywords")).json()) as { keywords: { word: string }[] }
  ).keywords.map((k) => k.word);

test.beforeAll(async ({ request }) => {
  auth = (await createApiUser({ isAdmin: true })).headers;
  original = await words(request);
  expect(original.length).toBeGreaterThan(2);
});

test.afterAll(async ({ request }) => {
  await request.post("/api/admin/keywords", { headers: auth, data: { keywords: original } });
});

test("with JavaScript: add at the top, remove a row, save; blanks dropped and duplicates merged", async ({
  page,
  context,
  request,
}) => {
  await signInAs(context, { isAdmin: true });
  await page.goto("/admin/keywords");
  await expect(page.getByText(`${original.length} keywords`)).toBeVisible();
  await expect(page.getByLabel("Keyword 1", { exact: true })).toHaveValue(original[0]);

  await page.getByRole("button", { name: "Add Keyword" }).click();
  await expect(page.getByText(`${original.length + 1} keywords`)).toBeVisible();
  await expect(page.getByLabel("Keyword 1", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Keyword 2", { exact: true })).toHaveValue(original[0]);
  await page.getByLabel("Keyword 1", { exact: true }).fill("  Sealcoating   Scottsdale ");

  await page.getByRole("button", { name: "Add Keyword" }).click();
  await page.getByLabel("Keyword 1", { exact: true }).fill(original[1].toUpperCase());
  await page.getByRole("button", { name: "Add Keyword" }).click(); // left blank

  // Rows are now: blank, DUPLICATE, Sealcoating, original[0], original[1], ...; remove original[0].
  await page.getByRole("button", { name: "Remove keyword 4", exact: true }).click();
  await expect(page.getByLabel("Keyword 4", { exact: true })).toHaveValue(original[1]);
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.locator(".alert")).toContainText("Keywords updated successfully");
  const expected = [original[1].toUpperCase(), "Sealcoating Scottsdale", ...original.slice(2)];
  expect(await words(request)).toEqual(expected);
  await expect(page.getByLabel("Keyword 1", { exact: true })).toHaveValue(expected[0]);
  await expect(page.getByText(`${expected.length} keywords`)).toBeVisible();
  expect(readLogs("keywords.update")[0]).toMatchObject({ path: "/admin/keywords" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add Keyword and Remove are submit buttons; Save keeps the list", async ({
    page,
    context,
    request,
  }) => {
    await signInAs(context, { isAdmin: true });
    const before = await words(request);
    await page.goto("/admin/keywords");
    await page.getByRole("button", { name: "Add Keyword" }).click();
    await expect(page.getByLabel("Keyword 1", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Keyword 2", { exact: true })).toHaveValue(before[0]);
    await page.getByLabel("Keyword 1", { exact: true }).fill("Chip seal Apache Junction");
    await page.getByRole("button", { name: "Remove keyword 2", exact: true }).click();
    await expect(page.getByLabel("Keyword 1", { exact: true })).toHaveValue("Chip seal Apache Junction");
    await expect(page.getByLabel("Keyword 2", { exact: true })).toHaveValue(before[1]);
    expect(await words(request)).toEqual(before); // nothing saved yet
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.locator(".alert")).toContainText("Keywords updated successfully");
    expect(await words(request)).toEqual(["Chip seal Apache Junction", ...before.slice(1)]);
  });

  test("a keyword over 80 characters is refused with the error text", async ({ context, request }) => {
    await signInAs(context, { isAdmin: true });
    const before = await words(request);
    const response = await context.request.post("/admin/keywords", {
      form: { csrf: await formToken(context.request), "keywords[0]": "ok", "keywords[1]": "x".repeat(81) },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Error updating keywords");
    expect(html).toContain("Keywords must be at most 80 characters");
    expect(await words(request)).toEqual(before);
  });
});

test("GET /api/admin/keywords is public; POST (admin) replaces and cleans the list", async ({ request }) => {
  const publicList = await request.get("/api/admin/keywords");
  expect(publicList.status()).toBe(200);
  expect(await publicList.json()).toEqual({ keywords: expect.any(Array) });

  const saved = await request.post("/api/admin/keywords", {
    headers: auth,
    data: { keywords: ["  Striping  Chandler ", "", "striping chandler", "Curb cuts"] },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toEqual({
    success: true,
    message: "Keywords updated successfully",
    keywords: [{ word: "Striping Chandler" }, { word: "Curb cuts" }],
  });
  expect(await words(request)).toEqual(["Striping Chandler", "Curb cuts"]);

  for (const [data, pattern] of [
    [{ keywords: "asphalt" }, /list of text/],
    [{ keywords: [1, 2] }, /must be text/],
    [{ keywords: ["x".repeat(81)] }, /at most 80 characters/],
    [{ keywords: Array.from({ length: 201 }, (_, i) => `k${i}`) }, /At most 200 keywords/],
    [{ words: ["a"] }, /keywords/],
    [["a"], /JSON object/],
  ] as const) {
    const response = await request.post("/api/admin/keywords", { headers: auth, data });
    expect(response.status(), JSON.stringify(data).slice(0, 60)).toBe(400);
    expect((await response.json()).error).toMatch(pattern);
  }
  expect(await words(request)).toEqual(["Striping Chandler", "Curb cuts"]);

  const cleared = await request.post("/api/admin/keywords", { headers: auth, data: { keywords: [] } });
  expect(cleared.status()).toBe(200);
  expect(await words(request)).toEqual([]);
});
