// Shapes of the demo content that `npm run db:seed` writes into an empty database.
// The content modules (demo-settings.ts, demo-projects.ts, demo-blog-posts.ts) export plain data of these shapes;
// seed.server.ts turns them into rows, drawing every image locally from SVG with sharp.
import type { IllustrationScene } from "~/ai/illustrations/draw-illustration";

export type ServiceItem = { name: string; description: string };

export type Address = {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
};

export type SocialLink = { label: string; href: string };

export type FooterLink = { label: string; href: string }; // a path on this site ("/terms") or an https URL

export type DemoSettings = {
  companyName: string;
  legalName: string; // e.g. "Copper Mesa Paving, Inc." (an Arizona S Corporation)
  licenseLine: string; // e.g. "Arizona ROC License #123456 · Licensed, bonded and insured"
  foundedYear: number; // 2023
  phone: string; // display form, e.g. "(480) 555-0142" (555 numbers only: the company is fictional)
  email: string; // an example.com address
  address: Address; // in Mesa, Arizona
  siteTitle: string;
  description: string; // under 160 characters, for the meta description
  businessHours: string; // shown on the contact page, e.g. "Monday to Friday, 6:00 a.m. to 3:30 p.m."
  serviceArea: string; // where the company works, e.g. "Mesa, the East Valley and greater Phoenix"
  socialLinks: SocialLink[];
  footerCompanyLinks: FooterLink[]; // the footer's extra links, after its links to the site's own pages
  footerLegalLinks: FooterLink[];
  landingServices: ServiceItem[]; // the landing page's About list (5-7 items)
  asphaltServices: ServiceItem[]; // "Asphalt Maintenance Services" (6-9 items)
  concreteServices: ServiceItem[]; // "Concrete Flatwork Services" (5-8 items)
  heavyCivilServices: ServiceItem[]; // "Heavy Civil Construction" (5-8 items)
};

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
