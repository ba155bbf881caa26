// Shapes of the demo content that `npm run db:seed` writes into an empty database (unless SEED=none).
// The content modules (demo-projects.ts, demo-blog-posts.ts) export plain data of these shapes; seed.server.ts turns
// them into rows, drawing every image locally from SVG with sharp. What a site starts with whatever SEED says (its
// settings, the pages' texts) lives with the site content: app/content/site-settings-defaults.ts and content-page-defaults.ts.
import type { IllustrationScene } from "~/ai/illustrations/draw-illustration";

// A demo image is drawn, not downloaded: `scene` picks one of the illustrator's scenes (app/ai/illustrations) and
// `seed` varies it so no two pictures look the same.
export type DemoImage = {
  scene: IllustrationScene;
  alt: string;
  seed: number;
};

export type DemoProject = {
  title: string;
  description: string; // 2-4 sentences
  projectType: string; // e.g. "Asphalt Paving", "Sealcoating & Striping", "Concrete Flatwork", "Grading", "Heavy Civil"
  category: string; // e.g. "Commercial", "Municipal", "HOA", "Industrial", "Retail"
  date: string; // ISO date yyyy-mm-dd, between 2023-06-01 and 2026-10-31
  images: DemoImage[]; // 2-4
};

export type DemoBlogPost = {
  title: string;
  description: string; // one or two sentences, under 160 characters
  createdAt: string; // ISO date yyyy-mm-dd between 2024-01-01 and 2026-11-15, all distinct
  image: DemoImage;
  sections: { title: string; body: string }[]; // 3-5; body: plain text, paragraphs separated by a blank line
  conclusion: string;
};
