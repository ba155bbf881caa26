// Every back-office page (checked against the route table's app/routes/admin/ modules), for the walks that visit them all at phone and
// laptop widths (no sideways scrolling, axe): the pages the sidebar's own table links to, then the others, with real
// ids for the detail and edit pages.
import fs from "node:fs";
import path from "node:path";
import { adminNavGroups } from "../../app/routes/admin/+shared/admin-nav-links";
import { insertMessage, queryE2eDb, uniqueTag } from "./e2e-admin-data";
import { newId, withE2eDb } from "./e2e-db";
import { insertEstimate } from "./e2e-estimates";
import { insertAcceptedQuote, insertDraftInvoice, insertDraftQuote } from "./e2e-quotes";
import { insertJob } from "./e2e-jobs";
import { projectRoot } from "./paths";
import { routeTable, type TableRoute } from "./route-table";

const write = (sql: string, ...params: unknown[]) => withE2eDb((db) => db.prepare(sql).run(...params));

const firstId = (sql: string) => queryE2eDb<{ id: string }>(sql)[0]?.id ?? null;

/** The admin page modules of the route table (`routes/admin/...tsx`) that render a page (not resource routes). */
export async function adminPageRoutes(): Promise<TableRoute[]> {
  return (await routeTable()).filter(
    ({ file }) =>
      file.startsWith("routes/admin/") &&
      file.endsWith(".tsx") &&
      file !== "routes/admin/_layout.tsx" &&
      /export default/.test(fs.readFileSync(path.join(projectRoot, "app", file), "utf8")),
  );
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

/** The page module of a path without parameters, from the route table. */
function routeFileOf(pagePath: string, pages: TableRoute[]) {
  const file = pages.find((route) => route.path === pagePath)?.file;
  if (!file) throw new Error(`The sidebar links to ${pagePath}, which no admin page module renders`);
  return file;
}

/** Every back-office page the sidebar links to (so a page added to the sidebar is walked too). */
async function sidebarScreens(): Promise<AdminScreen[]> {
  const pages = await adminPageRoutes();
  return adminNavGroups
    .flatMap((group) => group.links.map((link) => link.to))
    .filter((to) => to.startsWith("/admin"))
    .map((to) => ({ path: to, route: routeFileOf(to, pages) }));
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
  const quoteId = insertDraftQuote(`Walk ${uniqueTag()}`);
  const acceptedQuoteId = insertAcceptedQuote(`Walk ${uniqueTag()}`);
  const job = insertJob({ customerName: `Walk ${uniqueTag()}` });
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
    ...(await sidebarScreens()),
    { route: "routes/admin/dashboard.tsx", path: "/admin/dashboard" },
    { route: "routes/admin/messages/$id.tsx", path: `/admin/messages/${messageId}` },
    { route: "routes/admin/estimates/$id.tsx", path: `/admin/estimates/${estimate.id}` },
    { route: "routes/admin/quotes/new.tsx", path: `/admin/quotes/new?estimate=${estimate.id}` },
    { route: "routes/admin/quotes/$id.tsx", path: `/admin/quotes/${quoteId}` },
    { route: "routes/admin/quotes/$id/edit.tsx", path: `/admin/quotes/${quoteId}/edit` },
    { route: "routes/admin/invoices/new.tsx", path: `/admin/invoices/new?quote=${acceptedQuoteId}` },
    {
      route: "routes/admin/invoices/$id.tsx",
      path: `/admin/invoices/${insertDraftInvoice(acceptedQuoteId)}`,
    },
    { route: "routes/admin/crews/new.tsx", path: "/admin/crews/new" },
    { route: "routes/admin/crews/$id.tsx", path: `/admin/crews/${job.crewId}` },
    { route: "routes/admin/jobs/new.tsx", path: "/admin/jobs/new" },
    { route: "routes/admin/jobs/$id.tsx", path: `/admin/jobs/${job.jobId}` },
    { route: "routes/admin/jobs/$id/edit.tsx", path: `/admin/jobs/${job.jobId}/edit` },
    {
      route: "routes/admin/jobs/$id/change-orders/new.tsx",
      path: `/admin/jobs/${job.jobId}/change-orders/new`,
    },
    { route: "routes/admin/search.tsx", path: "/admin/search?q=Dana" },
    { route: "routes/admin/keywords/edit.tsx", path: "/admin/keywords/edit" },
    projectId
      ? { route: "routes/admin/projects/edit/$id.tsx", path: `/admin/projects/edit/${projectId}` }
      : null,
    { route: "routes/admin/blog/new.tsx", path: "/admin/blog/new" },
    postId ? { route: "routes/admin/blog/$id/edit.tsx", path: `/admin/blog/${postId}/edit` } : null,
    campaignId ? { route: "routes/admin/newsletter/$id.tsx", path: `/admin/newsletter/${campaignId}` } : null,
    { route: "routes/admin/pages/$slug.tsx", path: "/admin/pages/terms" },
    pageRevision
      ? {
          route: "routes/admin/pages/$slug/revisions/$revisionId.tsx",
          path: `/admin/pages/${pageRevision.slug}/revisions/${pageRevision.id}`,
        }
      : null,
    { route: "routes/admin/service-areas/new.tsx", path: "/admin/service-areas/new" },
    areaId ? { route: "routes/admin/service-areas/$id.tsx", path: `/admin/service-areas/${areaId}` } : null,
    areaRevision
      ? {
          route: "routes/admin/service-areas/$id/revisions/$revisionId.tsx",
          path: `/admin/service-areas/${areaRevision.area_id}/revisions/${areaRevision.id}`,
        }
      : null,
    { route: "routes/admin/testimonials/new.tsx", path: "/admin/testimonials/new" },
    testimonialId
      ? { route: "routes/admin/testimonials/$id.tsx", path: `/admin/testimonials/${testimonialId}` }
      : null,
    { route: "routes/admin/$.tsx", path: "/admin/no-such-page" },
  ];
  return screens.filter((screen): screen is AdminScreen => screen !== null);
}
