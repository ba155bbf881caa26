// The public JSON API of the website's data: the response keys existing clients read ({ blogPosts }, { post },
// { titles }, bare projects) and 4xx JSON (never a 500) for bad input.
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { e2eAdmin } from "../support/e2e-config";
import { countRows, insertDraftPost, uniqueEmail, uniqueIp } from "./public-fixtures";

async function adminToken(request: APIRequestContext) {
  const response = await request.post("/api/user/signin", {
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
    headers: { "X-Forwarded-For": uniqueIp() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function expectJsonError(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = (await response.json()) as { success: boolean; error: string };
  expect(body.success).toBe(false);
  expect(body.error.length).toBeGreaterThan(3);
  return body;
}

test.describe("blog and projects (public GETs)", () => {
  test("GET /api/blog answers { blogPosts } with API field names, published only", async ({ request }) => {
    const { blogPosts } = (await (await request.get("/api/blog")).json()) as {
      blogPosts: Record<string, unknown>[];
    };
    expect(blogPosts.length).toBeGreaterThan(20);
    for (const key of ["_id", "title", "description", "img", "createdAt", "sections", "conclusion"]) {
      expect(blogPosts[0]).toHaveProperty(key);
    }
    expect(blogPosts.every((post) => post.status === "published")).toBe(true);
  });

  test("GET /api/blog/all includes drafts only for an admin token; a bad token is refused", async ({
    request,
  }) => {
    const draft = insertDraftPost("Draft seen through the API");
    const publicList = (await (await request.get("/api/blog/all")).json()).blogPosts as { _id: string }[];
    expect(publicList.some((post) => post._id === draft)).toBe(false);

    const token = await adminToken(request);
    const adminList = (
      await (await request.get("/api/blog/all", { headers: { Authorization: `Bearer ${token}` } })).json()
    ).blogPosts as { _id: string }[];
    expect(adminList.some((post) => post._id === draft)).toBe(true);
    expect((await request.get(`/api/blog/${draft}`)).status()).toBe(404);
    const adminPost = await request.get(`/api/blog/${draft}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await adminPost.json()) as { post: { _id: string } }).post._id).toBe(draft);

    await expectJsonError(
      await request.get("/api/blog/all", { headers: { Authorization: "Bearer forged" } }),
      401,
    );
  });

  test("GET /api/blog/archive answers { titles } and /api/blog/{id} { post } or a JSON 404", async ({
    request,
  }) => {
    const { titles } = (await (await request.get("/api/blog/archive")).json()) as {
      titles: { _id: string; name: string; date: string; href: string }[];
    };
    expect(titles[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      href: `/blog/${titles[0]._id}`,
    });
    const { post } = (await (await request.get(`/api/blog/${titles[0]._id}`)).json()) as {
      post: { title: string };
    };
    expect(post.title).toBe(titles[0].name);
    await expectJsonError(await request.get("/api/blog/no-such-post"), 404);
  });

  test("GET /api/projects answers the bare array, /api/projects/{id} the bare project or a JSON 404", async ({
    request,
  }) => {
    const projects = (await (await request.get("/api/projects")).json()) as Record<string, unknown>[];
    expect(Array.isArray(projects)).toBe(true);
    for (const key of [
      "_id",
      "title",
      "description",
      "project_type",
      "category",
      "date",
      "createdAt",
      "images",
    ]) {
      expect(projects[0]).toHaveProperty(key);
    }
    const one = (await (await request.get(`/api/projects/${projects[0]._id}`)).json()) as { _id: string };
    expect(one._id).toBe(projects[0]._id);
    await expectJsonError(await request.get("/api/projects/no-such-project"), 404);
  });

  test("wrong methods are 405 with Allow", async ({ request }) => {
    for (const path of ["/api/blog/archive", "/api/blog/all", "/api/blog"]) {
      const response = await request.put(path, { data: {} });
      await expectJsonError(response, 405);
      expect(response.headers()["allow"]).toMatch(/^GET\b/);
    }
    const put = await request.put("/api/message", { data: {} });
    await expectJsonError(put, 405);
    expect(put.headers()["allow"]).toBe("GET, POST");
  });
});

test.describe("POST /api/message", () => {
  const valid = () => ({
    name: "API Visitor",
    email: uniqueEmail("api"),
    phone: "",
    message: "Please call me about a driveway.",
    consent: true,
  });
  const post = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) =>
    request.post("/api/message", {
      data: data as object,
      headers: { "X-Forwarded-For": uniqueIp(), ...headers },
    });

  test("stores a valid message and answers success", async ({ request }) => {
    const response = await post(request, valid());
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { success: boolean; message: string; data: { _id: string } };
    expect(body).toMatchObject({ success: true, message: "Message sent successfully!" });
    expect(body.data._id).toBeTruthy();
  });

  test("bad input gets a 4xx JSON error, never a 500", async ({ request }) => {
    let body = await expectJsonError(await post(request, { ...valid(), consent: false }), 400);
    expect(body.error).toBe("Please agree to the terms and conditions");
    body = await expectJsonError(await post(request, { consent: true }), 400);
    expect(body.error).toBe("Please fill out all required fields");
    expect((body as unknown as { fieldErrors: Record<string, string[]> }).fieldErrors).toHaveProperty(
      "email",
    );
    await expectJsonError(await post(request, { ...valid(), name: 42 }), 400);
    await expectJsonError(await post(request, { ...valid(), email: "nope" }), 400);
    await expectJsonError(await post(request, [valid()]), 400);
    await expectJsonError(
      await request.post("/api/message", {
        data: '"just text"',
        headers: { "Content-Type": "application/json", "X-Forwarded-For": uniqueIp() },
      }),
      400,
    );
    await expectJsonError(await post(request, { ...valid(), website: "http://spam.example" }), 400);
    // The trap field counts as filled whatever JSON type a bot puts in it.
    for (const website of [["http://spam.example"], { url: "x" }, 1]) {
      const body = await expectJsonError(await post(request, { ...valid(), website }), 400);
      expect(body.error).toContain("looked automated");
    }

    const malformed = await request.post("/api/message", {
      data: '{"name": "x",',
      headers: { "Content-Type": "application/json", "X-Forwarded-For": uniqueIp() },
    });
    await expectJsonError(malformed, 400);
    const form = await request.post("/api/message", { form: valid() as unknown as Record<string, string> });
    await expectJsonError(form, 415);
    const huge = await post(request, { ...valid(), message: "x".repeat(1_100_000) });
    await expectJsonError(huge, 413);
  });

  test("GET lists messages for admins only", async ({ request }) => {
    await expectJsonError(await request.get("/api/message"), 401);
    const token = await adminToken(request);
    const response = await request.get("/api/message", { headers: { Authorization: `Bearer ${token}` } });
    const { messages } = (await response.json()) as { messages: { _id: string; consentAt: string }[] };
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toHaveProperty("consentAt");
  });
});

test.describe("POST /api/customer", () => {
  test("subscribes (pending), twice without error, and rejects a bad address", async ({ request }) => {
    const email = uniqueEmail("apinews");
    const headers = { "X-Forwarded-For": uniqueIp() };
    const first = await request.post("/api/customer", { data: { email }, headers });
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({
      success: true,
      message: "Thank you for subscribing!",
      customer: { email, status: "pending" },
    });
    const again = await request.post("/api/customer", { data: { email }, headers });
    expect(again.status()).toBe(200);
    await expectJsonError(await request.post("/api/customer", { data: { email: "bad" }, headers }), 400);
    await expectJsonError(await request.post("/api/customer", { data: {}, headers }), 400);
    await expectJsonError(await request.post("/api/customer", { data: { email: ["a@b.co"] }, headers }), 400);
    const bot = uniqueEmail("apinewsbot");
    const trapped = await request.post("/api/customer", { data: { email: bot, website: ["x"] }, headers });
    expect((await expectJsonError(trapped, 400)).error).toContain("looked automated");
    expect(countRows("customers", "email = ?", bot)).toBe(0);
  });

  test("GET lists customers for admins only", async ({ request }) => {
    await expectJsonError(await request.get("/api/customer"), 401);
    const token = await adminToken(request);
    const { customers } = (await (
      await request.get("/api/customer", { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { customers: { email: string }[] };
    expect(Array.isArray(customers)).toBe(true);
  });
});
