import fs from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { createAiImageForPrompt } from "~/ai/ai-services.server";
import { chooseTopic, enhanceBlogPost, generateBlogPost } from "~/ai/blog-ai.server";
import type { ImageSource } from "~/ai/image-source";
import { offlineImageSource } from "~/ai/offline-image.server";
import { offlineWriter } from "~/ai/offline-writer.server";
import { mediaUrlToPath } from "~/media/media-storage.server";
import { listAiImages, photoCreditFor } from "~/ai/ai-image.server";
import {
  createBlogPost,
  getBlogPost,
  listBlogPosts,
  listBlogRevisions,
  restoreBlogRevision,
} from "~/blog/blog-post.server";
import { replaceKeywords } from "~/content/keyword.server";
import { listLogs } from "~/logs/log.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { createUser } from "~/accounts/user.server";
import { seedDatabase } from "~/seed/seed.server";
import { sampleWrittenPost } from "../support/blog-post";

let actor: { id: string; email: string };

beforeAll(async () => {
  await seedDatabase({ demo: false });
  actor = await createUser({
    name: "Admin",
    email: "admin@example.com",
    password: "admin-password-1",
    isAdmin: true,
  });
  replaceKeywords(["parking lot sealcoating Phoenix", "ADA striping Mesa"]);
});

describe("Generate Blog Post", () => {
  test("writes a new draft marked as generated, with an image listed under AI images, and logs it", async () => {
    const post = await generateBlogPost({ actor, ip: "127.0.0.1", path: "/admin/blog/generate" });
    expect(post).toMatchObject({ status: "draft", source: "generated" });
    expect(post.sections.length).toBeGreaterThanOrEqual(3);
    expect(getBlogPost(post.id)).toBeUndefined(); // drafts stay off the public site
    const [image] = listAiImages();
    expect(image.url).toBe(post.img);
    expect(image.prompt).toBe(post.imgAlt);
    expect(fs.existsSync(mediaUrlToPath(post.img)!)).toBe(true);
    expect(listLogs({ event: "blog.generate" })[0]).toMatchObject({
      actorEmail: actor.email,
      detail: { postId: post.id },
    });
  });

  test("never reuses a title", async () => {
    for (let i = 0; i < 5; i++) await generateBlogPost({ actor }, offlineWriter);
    const titles = listBlogPosts({ includeDrafts: true }).map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("topics spread across the least-covered services and keywords", () => {
    const settings = getSiteSettings()!;
    const all = [
      ...settings.asphaltServices,
      ...settings.concreteServices,
      ...settings.newConstructionServices,
      ...settings.landingServices,
    ];
    const others = (name: string) => all.filter((s) => s.name !== name);
    // A service whose name no other service's name contains: once every other one has a post, it is next.
    const service = all.find(
      (s) => !others(s.name).some((o) => o.name.toLowerCase().includes(s.name.toLowerCase())),
    )!;
    const titles = others(service.name).map((s) => `All about ${s.name}`);
    expect(chooseTopic(settings, [], titles)).toEqual({ service, keyword: undefined, used: 0 });
    const withKeyword = chooseTopic(
      settings,
      ["ADA striping Mesa"],
      [...titles, `All about ${service.name}`],
    );
    expect(withKeyword?.keyword).toBe("ADA striping Mesa");
  });
});

describe("photo credits", () => {
  test("an Unsplash image carries its photographer's credit; our own images carry none", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#777" } })
      .jpeg()
      .toBuffer();
    const unsplashSource: ImageSource = {
      name: "unsplash",
      findImage: async () => ({
        bytes: photo,
        name: "unsplash-x.jpg",
        source: "unsplash",
        unsplash: {
          id: "x",
          description: null,
          photographer: "Ana Paver",
          photographerUrl: "https://unsplash.com/@anapaver?utm_source=contractor_site&utm_medium=referral",
          photoUrl: "https://unsplash.com/photos/x?utm_source=contractor_site&utm_medium=referral",
          downloadLocation: "https://api.unsplash.com/photos/x/download",
        },
      }),
    };
    const image = await createAiImageForPrompt("fresh asphalt", unsplashSource);
    expect(photoCreditFor(image.url)).toEqual({
      photographer: "Ana Paver",
      photographerUrl: expect.stringContaining("@anapaver"),
      photoUrl: expect.stringContaining("/photos/x"),
    });
    const drawn = await createAiImageForPrompt("concrete curb", offlineImageSource);
    expect(photoCreditFor(drawn.url)).toBeNull();
    expect(photoCreditFor("")).toBeNull();
  });
});

describe("Enhance Post", () => {
  test("rewrites the post as enhanced, keeps the old version, and a revision can be restored", async () => {
    const original = createBlogPost({
      ...sampleWrittenPost,
      title: "what is crack sealing",
      img: "",
      imgAlt: "",
      conclusion: "Thanks.",
      status: "published",
    });
    const enhanced = (await enhanceBlogPost(original.id, { actor }))!;
    expect(enhanced).toMatchObject({ source: "enhanced", title: "What Is Crack Sealing" });
    expect(enhanced.conclusion).toContain("parking lot sealcoating Phoenix");
    expect(getBlogPost(original.id)?.title).toBe("What Is Crack Sealing");

    const [revision] = listBlogRevisions(original.id);
    expect(revision).toMatchObject({
      reason: "enhance",
      snapshot: { title: "what is crack sealing", source: "written" },
    });

    const restored = restoreBlogRevision(original.id, revision.id, actor.id)!;
    expect(restored).toMatchObject({
      title: "what is crack sealing",
      source: "written",
      conclusion: "Thanks.",
    });
    expect(listBlogRevisions(original.id).map((r) => r.reason)).toEqual(["restore", "enhance"]);
    expect(await enhanceBlogPost("missing", { actor })).toBeUndefined();
  });
});
