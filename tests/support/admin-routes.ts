// Every back-office page (checked against app/routes/admin.*.tsx), for the walks that visit them all at phone and
// laptop widths (no sideways scrolling, axe): the pages the sidebar's own table links to, then the others, with real
// ids for the detail and edit pages.
import fs from "node:fs";
import path from "node:path";
import { adminNavGroups } from "../../app/components/admin/admin-nav-links";
import { insertMessage, queryE2eDb, uniqueTag } from "./e2e-admin-data";
import { newId, withE2eDb } from "./e2e-db";
import { insertEstimate } from "./e2e-estimates";
import { projectRoot } from "./paths";

const write = (sql: string, ...params: unknown[]) => withE2eDb((db) => db.prepare(sql).run(...params));

const firstId = (sql: string) => queryE2eDb<{ id: string }>(sql)[0]?.id ?? null;

/** The admin page modules: route files under app/routes named admin.* that render a page (not resource routes). */
export function adminPageRouteFiles() {
  return fs
    .readdirSync(path.join(projectRoot, "app/routes"))
    .filter((name) => name.startsWith("admin.") && name.endsWith(".tsx") && name !== "admin.tsx")
    .filter((name) => {
      const source = fs.readFileSync(path.join(projectRoot, "app/routes", name), "utf8");
      return /export default|export \{ default/.test(source);
    });
}

/** A campaign, a testimonial and a service area when the database has none yet (each page needs a real id). */
function ensureRecords() {
  if (!firstId("SELECT id FROM newsletter_campaigns LIMIT 1")) {
    write(
      "INSERT INTO newsletter_campaigns (id, subject, message, post_ids, status, created_at) VALUES (?, ?, ?, '[]', 'draft', ?)",
      newId(),
      `Spring sealcoating ${uniqueTag()}`,
      "Book your driveway before the heat.",
      Date.now(),
    );
  }
  if (!firstId("SELECT id FROM testimonials LIMIT 1")) {
    write(
      "INSERT INTO testimonials (id, quote, name, city, published, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)",
      newId(),
      "They fixed our lot in a day.",
      "Maria G.",
      "Mesa",
      Date.now(),
      Date.now(),
    );
  }
  if (!firstId("SELECT id FROM service_areas LIMIT 1")) {
    write(
      "INSERT INTO service_areas (id, name, slug, intro, zip_codes, position, created_at, updated_at) VALUES (?, ?, ?, '', '[]', 99, ?, ?)",
      newId(),
      "Gilbert",
      `gilbert-${uniqueTag()}`,
      Date.now(),
      Date.now(),
    );
  }
}

export type AdminScreen = { path: string; route: string };

/** The page module of a path without parameters: flat routes name it admin.blog._index.tsx or admin.blog.tsx. */
function routeFileOf(pagePath: string, pageFiles: string[]) {
  const name = pagePath.slice(1).replaceAll("/", ".");
  const file = [`${name}._index.tsx`, `${name}.tsx`].find((candidate) => pageFiles.includes(candidate));
  if (!file) throw new Error(`The sidebar links to ${pagePath}, which no admin page module renders`);
  return file;
}

/** Every back-office page the sidebar links to (so a page added to the sidebar is walked too). */
function sidebarScreens(): AdminScreen[] {
  const pageFiles = adminPageRouteFiles();
  return adminNavGroups
    .flatMap((group) => group.links.map((link) => link.to))
    .filter((to) => to.startsWith("/admin"))
    .map((to) => ({ path: to, route: routeFileOf(to, pageFiles) }));
}

/**
 * Every admin page with a real record behind it. `route` names the route file, so a spec can check that no page module
 * is left out. Page revision screens are included when a revision exists (the specs save one first).
 */
export async function everyAdminScreen(): Promise<AdminScreen[]> {
  ensureRecords();
  const messageId = insertMessage({
    name: `Dana Whitfield ${uniqueTag()}`,
    email: "dana.whitfield.long-address@example-paving-customer.com",
    phone: "(480) 555-0142",
    message: "We need the parking lot behind the clinic resurfaced before the summer; can someone come by?",
  });
  const estimate = await insertEstimate({ name: `Walk ${uniqueTag()}` });
  const projectId = firstId("SELECT id FROM projects ORDER BY created_at DESC LIMIT 1");
  const postId = firstId("SELECT id FROM blog_posts ORDER BY created_at DESC LIMIT 1");
  const campaignId = firstId("SELECT id FROM newsletter_campaigns ORDER BY created_at DESC LIMIT 1");
  const areaId = firstId("SELECT id FROM service_areas ORDER BY position LIMIT 1");
  const testimonialId = firstId("SELECT id FROM testimonials LIMIT 1");
  const pageRevision = queryE2eDb<{ id: string; slug: string }>(
    "SELECT id, slug FROM content_page_revisions ORDER BY created_at DESC LIMIT 1",
  )[0];
  const areaRevision = queryE2eDb<{ id: string; area_id: string }>(
    "SELECT id, area_id FROM service_area_revisions ORDER BY created_at DESC LIMIT 1",
  )[0];
  const screens: (AdminScreen | null)[] = [
    ...sidebarScreens(),
    { route: "admin.dashboard.tsx", path: "/admin/dashboard" },
    { route: "admin.messages.$id.tsx", path: `/admin/messages/${messageId}` },
    { route: "admin.estimates.$id.tsx", path: `/admin/estimates/${estimate.id}` },
    { route: "admin.search.tsx", path: "/admin/search?q=Dana" },
    { route: "admin.keywords_.edit.tsx", path: "/admin/keywords/edit" },
    projectId ? { route: "admin.projects.edit.$id.tsx", path: `/admin/projects/edit/${projectId}` } : null,
    { route: "admin.blog.new.tsx", path: "/admin/blog/new" },
    postId ? { route: "admin.blog.$id.edit.tsx", path: `/admin/blog/${postId}/edit` } : null,
    campaignId ? { route: "admin.newsletter.$id.tsx", path: `/admin/newsletter/${campaignId}` } : null,
    { route: "admin.pages.$slug.tsx", path: "/admin/pages/terms" },
    pageRevision
      ? {
          route: "admin.pages.$slug_.revisions.$revisionId.tsx",
          path: `/admin/pages/${pageRevision.slug}/revisions/${pageRevision.id}`,
        }
      : null,
    { route: "admin.service-areas.new.tsx", path: "/admin/service-areas/new" },
    areaId ? { route: "admin.service-areas.$id.tsx", path: `/admin/service-areas/${areaId}` } : null,
    areaRevision
      ? {
          route: "admin.service-areas.$id_.revisions.$revisionId.tsx",
          path: `/admin/service-areas/${areaRevision.area_id}/revisions/${areaRevision.id}`,
        }
      : null,
    { route: "admin.testimonials.new.tsx", path: "/admin/testimonials/new" },
    testimonialId
      ? { route: "admin.testimonials.$id.tsx", path: `/admin/testimonials/${testimonialId}` }
      : null,
    { route: "admin.$.tsx", path: "/admin/no-such-page" },
  ];
  return screens.filter((screen): screen is AdminScreen => screen !== null);
}
