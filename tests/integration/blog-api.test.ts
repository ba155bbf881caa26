import { beforeAll, describe, expect, test } from "vitest";
import { getBlogPost, listBlogPosts, listBlogRevisions } from "~/blog/blog-post.server";
import { replaceKeywords } from "~/content/keyword.server";
import * as blogRoute from "~/routes/api/blog";
import * as blogAllRoute from "~/routes/api/blog/all";
import * as blogIdRoute from "~/routes/api/blog/$id";
import * as enhanceRoute from "~/routes/api/blog/enhance/$id";
import * as generateRoute from "~/routes/api/blog/generate_post";
import { sampleWrittenPost } from "../support/blog-post";
import { seedWithApiUsers } from "../support/api-users";
import { callRoute } from "../support/route-call";

let adminToken = "";
let userToken = "";

const post = { ...sampleWrittenPost, status: "draft" };

beforeAll(async () => {
  ({ adminToken, userToken } = await seedWithApiUsers());
  replaceKeywords(["HOA street sealcoating"]);
});

describe("blog write API", () => {
  test("POST creates a draft that only admins see; PUT keeps a revision; DELETE removes it", async () => {
    const created = await callRoute(blogRoute, "POST", { token: adminToken, body: post });
    expect(created.status).toBe(201);
    const { post: saved } = await created.json();
    expect(saved).toMatchObject({
      _id: expect.any(String),
      title: post.title,
      status: "draft",
      source: "written",
    });
    expect(saved.sections).toEqual(post.sections);

    const publicList = await (await callRoute(blogAllRoute, "GET")).json();
    expect(publicList.blogPosts.map((p: { _id: string }) => p._id)).not.toContain(saved._id);
    const adminList = await (await callRoute(blogAllRoute, "GET", { token: adminToken })).json();
    expect(adminList.blogPosts.map((p: { _id: string }) => p._id)).toContain(saved._id);
    expect((await callRoute(blogIdRoute, "GET", { params: { id: saved._id } })).status).toBe(404);

    const put = await callRoute(blogIdRoute, "PUT", {
      token: adminToken,
      params: { id: saved._id },
      body: { ...post, title: "HOA sealcoating schedules", status: "published" },
    });
    expect(put.status).toBe(200);
    expect((await put.json()).post).toMatchObject({
      title: "HOA sealcoating schedules",
      status: "published",
    });
    expect(listBlogRevisions(saved._id)[0].snapshot.title).toBe(post.title);

    const removed = await callRoute(blogIdRoute, "DELETE", { token: adminToken, params: { id: saved._id } });
    expect(await removed.json()).toEqual({ success: true, message: "Post deleted" });
    expect(getBlogPost(saved._id, { includeDrafts: true })).toBeUndefined();
  });

  test.each([
    ["no token", undefined, post, 401],
    ["a non-admin token", "user", post, 403],
    ["a tampered token", "tampered", post, 401],
    ["a missing title", "admin", { ...post, title: "" }, 400],
    ["sections of the wrong type", "admin", { ...post, sections: "text" }, 400],
    [
      "an unknown image",
      "admin",
      { ...post, title: "Another title", img: "https://elsewhere.example/x.jpg" },
      400,
    ],
    ["a null body", "admin", null, 400],
  ])("POST with %s is refused", async (_label, who, body, status) => {
    const token =
      who === "admin"
        ? adminToken
        : who === "user"
          ? userToken
          : who === "tampered"
            ? `${adminToken}x`
            : undefined;
    const response = await callRoute(blogRoute, "POST", { token, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  test("malformed JSON, a wrong content type, a duplicate title and unknown ids give 4xx JSON", async () => {
    expect((await callRoute(blogRoute, "POST", { token: adminToken, body: "{ nope" })).status).toBe(400);
    expect(
      (await callRoute(blogRoute, "POST", { token: adminToken, body: "title=x", contentType: "text/plain" }))
        .status,
    ).toBe(415);
    await callRoute(blogRoute, "POST", { token: adminToken, body: { ...post, title: "Unique once" } });
    const duplicate = await callRoute(blogRoute, "POST", {
      token: adminToken,
      body: { ...post, title: "UNIQUE ONCE" },
    });
    expect(duplicate.status).toBe(409);
    expect(
      (await callRoute(blogIdRoute, "PUT", { token: adminToken, params: { id: "missing" }, body: post }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(blogIdRoute, "DELETE", { token: adminToken, params: { id: "../etc" } })).status,
    ).toBe(404);
    expect((await callRoute(blogRoute, "PATCH", { token: adminToken, body: post })).status).toBe(405);
  });
});

describe("generate and enhance API", () => {
  test("GET /api/blog/generate_post answers { post }, a generated draft", async () => {
    expect((await callRoute(generateRoute, "GET")).status).toBe(401);
    expect((await callRoute(generateRoute, "GET", { token: userToken })).status).toBe(403);
    const response = await callRoute(generateRoute, "GET", { token: adminToken });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.post).toMatchObject({
      status: "draft",
      source: "generated",
      img: expect.stringMatching(/^\/media\/ai\//),
    });
  });

  test("GET /api/blog/enhance/:id answers the enhanced post and keeps the old one", async () => {
    const created = await (
      await callRoute(blogRoute, "POST", { token: adminToken, body: { ...post, title: "enhance me please" } })
    ).json();
    const response = await callRoute(enhanceRoute, "GET", {
      token: adminToken,
      params: { id: created.post._id },
    });
    const body = await response.json();
    expect(body.post).toMatchObject({ title: "Enhance Me Please", source: "enhanced" });
    expect(body.post.conclusion).toContain("HOA street sealcoating");
    expect(listBlogRevisions(created.post._id)).toHaveLength(1);
    expect((await callRoute(enhanceRoute, "GET", { token: adminToken, params: { id: "nope" } })).status).toBe(
      404,
    );
  });

  test("a HEAD to either writes nothing: 405, GET allowed", async () => {
    const before = listBlogPosts({ includeDrafts: true }).length;
    const created = await (
      await callRoute(blogRoute, "POST", { token: adminToken, body: { ...post, title: "leave me as i am" } })
    ).json();
    for (const [route, params] of [
      [generateRoute, {}],
      [enhanceRoute, { id: created.post._id }],
    ] as const) {
      const response = await callRoute(route, "HEAD", { token: adminToken, params });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET");
    }
    expect(listBlogPosts({ includeDrafts: true })).toHaveLength(before + 1);
    expect(listBlogRevisions(created.post._id)).toHaveLength(0);
  });
});
