import fs from "node:fs";
import { count } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { mediaUrlToPath } from "~/media/media-storage.server";
import { listBlogPosts } from "~/blog/blog-post.server";
import { listKeywords } from "~/content/keyword.server";
import { listProjects } from "~/projects/project.server";
import { getContentPage } from "~/content/content-page.server";
import { getSiteSettings } from "~/content/site-settings.server";
import { defaultPageContents } from "~/content/content-page-defaults";
import { NOTHING_SEEDED, seedDatabase } from "~/seed/seed.server";
import { listServiceAreas } from "~/content/service-area.server";
import { listPublishedTestimonials } from "~/testimonials/testimonial.server";

const tables = [
  schema.siteSettings,
  schema.projects,
  schema.projectImages,
  schema.blogPosts,
  schema.blogSections,
  schema.keywords,
  schema.contentPages,
  schema.users,
  schema.serviceAreas,
  schema.testimonials,
] as const;
const counts = () => tables.map((table) => db.select({ n: count() }).from(table).get()!.n);

test("demo seeding fills an empty database once, and seeding again changes nothing", async () => {
  const first = await seedDatabase({ demo: true });
  expect(first.settings).toBe(true);
  expect(first.pages).toBe(6);
  expect(first.projects).toBeGreaterThanOrEqual(8);
  expect(first.blogPosts).toBeGreaterThanOrEqual(30);
  expect(first.keywords).toBeGreaterThanOrEqual(10);

  const settings = getSiteSettings()!;
  expect(settings.address.city).toBe("Mesa");
  expect(settings.foundedYear).toBe(2023);
  for (const list of [
    settings.landingServices,
    settings.asphaltServices,
    settings.concreteServices,
    settings.newConstructionServices,
  ]) {
    expect(list.length).toBeGreaterThan(0);
    for (const service of list) expect(service.name && service.description).toBeTruthy();
  }

  const projects = listProjects();
  for (const project of projects) {
    expect(project.images.length).toBeGreaterThanOrEqual(2);
    expect(project.images.length).toBeLessThanOrEqual(4);
    expect(project.projectType && project.category && project.date).toBeTruthy();
    for (const image of project.images) {
      expect(fs.existsSync(mediaUrlToPath(image.src)!)).toBe(true);
      expect(image.variants.filter((v) => v.format === "avif")).toHaveLength(3);
      expect(image.alt).not.toBe("");
    }
  }
  const posts = listBlogPosts();
  expect(new Set(posts.map((post) => post.title.toLowerCase())).size).toBe(posts.length);
  for (const post of posts) {
    expect(post.sections.length).toBeGreaterThanOrEqual(3);
    expect(post.sections.length).toBeLessThanOrEqual(5);
    expect(post.conclusion).not.toBe("");
    expect(fs.existsSync(mediaUrlToPath(post.img)!)).toBe(true);
  }
  expect(listKeywords().length).toBe(first.keywords);
  // The cities of the service-area pages, the demo projects in them, and customers' words (one about a project).
  expect(listServiceAreas().map((area) => area.name)).toEqual([
    "Mesa",
    "Phoenix",
    "Chandler",
    "Gilbert",
    "Tempe",
    "Scottsdale",
    "Queen Creek",
  ]);
  expect(first.serviceAreas).toBe(7);
  expect(projects.filter((project) => project.city === "Chandler").length).toBeGreaterThan(0);
  const testimonials = listPublishedTestimonials();
  expect(first.testimonials).toBe(testimonials.length);
  expect(testimonials.some((testimonial) => testimonial.city)).toBe(true);
  expect(
    testimonials.some((testimonial) => projects.some((project) => project.id === testimonial.projectId)),
  ).toBe(true);
  // The pages start with the texts they showed before they were editable.
  expect(getContentPage("terms")).toMatchObject({
    content: defaultPageContents.terms,
    updatedAt: expect.any(Date),
  });

  const before = counts();
  const second = await seedDatabase({ demo: true });
  expect(second).toEqual(NOTHING_SEEDED);
  expect(counts()).toEqual(before);
}, 180_000);
