// A blog title is used once, as the unique index on SQLite's lower(title) compares titles (it folds only A-Z): every
// way of writing a title (API, editor, restore, enhance) refuses a taken one with the "title taken" message, never a 500.
import { beforeAll, describe, expect, test } from "vitest";
import { enhanceBlogPost } from "~/ai/blog-ai.server";
import { BLOG_MESSAGES } from "~/blog/blog-post";
import {
  BlogTitleTakenError,
  createBlogPost,
  getBlogPost,
  isBlogTitleTaken,
  listBlogRevisions,
  restoreBlogRevision,
  updateBlogPost,
} from "~/blog/blog-post.server";
import { getUserByEmail } from "~/accounts/user.server";
import * as blogRoute from "~/routes/api/blog";
import * as blogIdRoute from "~/routes/api/blog/$id";
import * as editPage from "~/routes/admin/blog/$id/edit";
import * as newPage from "~/routes/admin/blog/new";
import { seedWithApiUsers } from "../support/api-users";
import { sampleWrittenPost } from "../support/blog-post";
import { flashedAlert, postPageForm, sessionCookieOf } from "../support/admin-form";
import { callRoute } from "../support/route-call";

let adminToken = "";
let adminCookie = "";
let actor: { id: string; email: string };

const post = { ...sampleWrittenPost, img: "", imgAlt: "", status: "draft" as const };

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  actor = getUserByEmail("admin@example.com")!;
  adminCookie = await sessionCookieOf(actor.id);
});

const editorFields = (title: string) => ({
  title,
  description: post.description,
  "sections[0].title": post.sections[0].title,
  "sections[0].body": post.sections[0].body,
  conclusion: post.conclusion,
  status: "draft",
  imageChoice: "none",
});

describe("titles outside A-Z", () => {
  test("the check compares titles exactly as the unique index does", () => {
    createBlogPost({ ...post, title: "Éclat check" });
    expect(isBlogTitleTaken("Éclat check")).toBe(true);
    expect(isBlogTitleTaken("ÉCLAT CHECK")).toBe(true); // lower() folds the A-Z letters
    expect(isBlogTitleTaken("éclat check")).toBe(false); // but not É, so the index accepts this one
    expect(() => createBlogPost({ ...post, title: "éclat check" })).not.toThrow();
  });

  test("POST /api/blog and PUT /api/blog/:id refuse a taken accented title with 409, not a 500", async () => {
    const first = await callRoute(blogRoute, "POST", {
      token: adminToken,
      body: { ...post, title: "École test" },
    });
    expect(first.status).toBe(201);
    const again = await callRoute(blogRoute, "POST", {
      token: adminToken,
      body: { ...post, title: "École test" },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      success: false,
      error: BLOG_MESSAGES.titleTaken,
      fieldErrors: { title: [BLOG_MESSAGES.titleTaken] },
    });

    const other = await (
      await callRoute(blogRoute, "POST", { token: adminToken, body: { ...post, title: "Other test" } })
    ).json();
    const rename = await callRoute(blogIdRoute, "PUT", {
      token: adminToken,
      params: { id: other.post._id },
      body: { ...post, title: "École TEST" },
    });
    expect(rename.status).toBe(409);
    expect(getBlogPost(other.post._id, { includeDrafts: true })?.title).toBe("Other test");
  });

  test("the new-post page shows the title error on the form, not a 500", async () => {
    createBlogPost({ ...post, title: "Über paving" });
    const answer = await postPageForm(adminCookie, newPage, "/admin/blog/new", editorFields("Über paving"));
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { title: [BLOG_MESSAGES.titleTaken] } } },
    });
  });

  test("a write that slips past the check (a race) is refused as a taken title, not a database error", () => {
    const taken = createBlogPost({ ...post, title: "Raced title" });
    const other = createBlogPost({ ...post, title: "Raced other" });
    expect(() => createBlogPost({ ...post, title: "Raced title" })).toThrow(BlogTitleTakenError);
    expect(() => updateBlogPost(other.id, { ...post, title: "RACED TITLE" })).toThrow(
      BLOG_MESSAGES.titleTaken,
    );
    // The refused update kept nothing: no revision, the old title.
    expect(listBlogRevisions(other.id)).toHaveLength(0);
    expect(getBlogPost(other.id, { includeDrafts: true })?.title).toBe("Raced other");
    expect(getBlogPost(taken.id, { includeDrafts: true })?.title).toBe("Raced title");
  });
});

describe("restoring a revision whose title another post has taken since", () => {
  test("the edit page says so in an error alert and changes nothing", async () => {
    const p = createBlogPost({ ...post, title: "Alpha Probe" });
    updateBlogPost(p.id, { ...post, title: "Beta Probe" });
    const q = createBlogPost({ ...post, title: "Alpha Probe" });
    const [revision] = listBlogRevisions(p.id);
    expect(revision.snapshot.title).toBe("Alpha Probe");

    expect(() => restoreBlogRevision(p.id, revision.id, actor.id)).toThrow(BlogTitleTakenError);

    const editPath = `/admin/blog/${p.id}/edit`;
    const response = (await postPageForm(
      adminCookie,
      editPage,
      editPath,
      // Confirmed, as the restore dialog (or the confirm step without JavaScript) sends it.
      { intent: "restore", revisionId: revision.id, confirmed: "yes" },
      { id: p.id },
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(editPath);
    expect(await flashedAlert(response)).toEqual({
      kind: "error",
      message: expect.stringContaining("“Alpha Probe” now belongs to another post"),
    });
    expect(getBlogPost(p.id, { includeDrafts: true })?.title).toBe("Beta Probe");
    expect(listBlogRevisions(p.id)).toHaveLength(1);
    expect(getBlogPost(q.id, { includeDrafts: true })?.title).toBe("Alpha Probe");
  });
});

describe("Enhance Post", () => {
  test("keeps the post's title when the enhanced one (accents and all) belongs to another post", async () => {
    // The offline writer title-cases the title: "école enhance" becomes "École Enhance", another post's title.
    createBlogPost({ ...post, title: "École Enhance" });
    const lower = createBlogPost({ ...post, title: "école enhance" });
    const enhanced = (await enhanceBlogPost(lower.id, { actor }))!;
    expect(enhanced).toMatchObject({ title: "école enhance", source: "enhanced" });
  });
});
