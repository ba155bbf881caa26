import { count } from "drizzle-orm";
import { drawIllustrationSvg } from "~/ai/illustrations/draw-illustration";
import { db } from "~/db/client.server";
import { blogPosts, keywords, projects } from "~/db/schema";
import { storeImage } from "~/media/image-pipeline.server";
import { loadSharp } from "~/media/sharp.server";
import { createBlogPost } from "~/blog/blog-post.server";
import { defaultPageContents } from "~/content/content-page-defaults";
import { createMissingPages } from "~/content/content-page.server";
import { replaceKeywords } from "~/content/keyword.server";
import { addProjectImages, createProject } from "~/projects/project.server";
import { defaultSiteSettings } from "~/content/site-settings-defaults";
import { fillMissingOpeningHours, getSiteSettings, saveSiteSettings } from "~/content/site-settings.server";
import { demoBlogPosts } from "./demo-blog-posts";
import { demoProjects } from "./demo-projects";
import { demoKeywords } from "./demo-keywords";
import { seedLocalPresence } from "./seed-local-presence.server";
import type { DemoImage } from "./demo-types";

export type SeedReport = {
  settings: boolean;
  pages: number;
  projects: number;
  blogPosts: number;
  keywords: number;
  serviceAreas: number;
  testimonials: number;
};

/** The report of a run that found nothing empty to fill. */
export const NOTHING_SEEDED: Readonly<SeedReport> = {
  settings: false,
  pages: 0,
  projects: 0,
  blogPosts: 0,
  keywords: 0,
  serviceAreas: 0,
  testimonials: 0,
};

const isEmpty = (table: typeof projects | typeof blogPosts | typeof keywords) =>
  (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0;

/** The demo's pictures share decode children, ten to a child, as the photos of one request do. */
const seedBatch = {};

async function drawImage(image: DemoImage, folder: "projects" | "blog") {
  const sharp = await loadSharp();
  const png = await sharp(Buffer.from(drawIllustrationSvg(image, 1200, 800)))
    .png()
    .toBuffer();
  return storeImage(png, folder, undefined, seedBatch);
}

/**
 * Fills what is empty and leaves everything else alone, so it can run on every start and twice in a row changes
 * nothing. `demo: false` writes only the site settings.
 */
export async function seedDatabase({ demo }: { demo: boolean }): Promise<SeedReport> {
  const report: SeedReport = { ...NOTHING_SEEDED };

  if (!getSiteSettings()) {
    const { landingServices, asphaltServices, concreteServices, heavyCivilServices, ...company } =
      defaultSiteSettings;
    saveSiteSettings({
      ...company,
      landingServices,
      asphaltServices,
      concreteServices,
      newConstructionServices: heavyCivilServices,
    });
    report.settings = true;
  } else if (fillMissingOpeningHours()) {
    report.settings = true;
  }
  if (!demo) return report;

  // Without rows the pages show these same texts; stored, they are the first version the office edits.
  report.pages = createMissingPages(defaultPageContents);
  if (isEmpty(keywords)) report.keywords = replaceKeywords(demoKeywords).length;

  if (isEmpty(projects)) {
    // Oldest first, so creation times follow the project dates and "most recent" means something.
    const ordered = [...demoProjects].sort((a, b) => a.date.localeCompare(b.date));
    for (const demoProject of ordered) {
      const stored = [];
      for (const image of demoProject.images)
        stored.push({ ...(await drawImage(image, "projects")), alt: image.alt });
      const project = createProject(
        {
          title: demoProject.title,
          description: demoProject.description,
          project_type: demoProject.projectType,
          category: demoProject.category,
          alt: demoProject.images[0]?.alt ?? demoProject.title,
          date: demoProject.date,
        },
        new Date(`${demoProject.date}T17:00:00Z`),
      );
      addProjectImages(project.id, stored);
      report.projects++;
    }
  }

  // After the projects: the areas give the demo projects their cities, and a testimonial names one of them.
  Object.assign(report, seedLocalPresence());

  if (isEmpty(blogPosts)) {
    for (const post of demoBlogPosts) {
      const image = await drawImage(post.image, "blog");
      createBlogPost(
        {
          title: post.title,
          description: post.description,
          img: image.src,
          imgAlt: post.image.alt,
          sections: post.sections,
          conclusion: post.conclusion,
          status: "published",
        },
        {
          source: "written",
          createdAt: new Date(`${post.createdAt}T15:00:00Z`),
          image: {
            src: image.src,
            alt: post.image.alt,
            width: image.width,
            height: image.height,
            variants: image.variants,
          },
        },
      );
      report.blogPosts++;
    }
  }
  return report;
}
