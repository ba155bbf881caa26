// Which server bundle serves a path. React Router renders every page with the whole route tree in hand (it rebuilds
// the server routes and matches them a few times per request), so the server build is split into bundles: the public
// site, the account pages, the back office, the API, and the resource routes that answer files rather than pages.
// react-router.config.ts assigns each route to the bundle of the folder its file lives in (app/routes/_site, _account,
// admin, api, _resources), and our HTTP layer (server/app-handler.ts) sends each request to the bundle of its path
// (serverBundleOf); app/route-table.test.ts proves the two agree for every route. Figures: decision 022.

export const SERVER_BUNDLE_IDS = ["site", "account", "admin", "api", "resources"] as const;
export type ServerBundleId = (typeof SERVER_BUNDLE_IDS)[number];

/**
 * Bundles that own every path under a first segment. The back office and the API have catch-all routes of their own;
 * an unknown path under /media or /uploads gets React Router's plain 404.
 */
const BY_FIRST_SEGMENT: Record<string, ServerBundleId> = {
  admin: "admin",
  api: "api",
  calendar: "resources",
  media: "resources",
  uploads: "resources",
  webhooks: "resources",
};

/** One-segment addresses; a deeper path (`/login/x`) stays with the site, whose 404 page answers it. */
const BY_SINGLE_SEGMENT: Record<string, ServerBundleId> = {
  login: "account",
  logout: "account",
  signup: "account",
  verify: "account",
  "forgot-password": "account",
  "reset-password": "account",
  me: "account",
  dashboard: "account",
  "favicon.ico": "resources",
  "robots.txt": "resources",
  "sitemap.xml": "resources",
  healthz: "resources",
};

/** A path segment as React Router matches it: percent-decoded and without regard to case. */
function normalized(segment: string) {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The bundle whose routes serve `pathname` (a page's path, or a route's path pattern such as `admin/blog/:id`). */
export function serverBundleOf(pathname: string): ServerBundleId {
  const segments = pathname.split("/").filter(Boolean);
  const first = normalized(segments[0] ?? "");
  if (Object.hasOwn(BY_FIRST_SEGMENT, first)) return BY_FIRST_SEGMENT[first];
  if (segments.length === 1 && Object.hasOwn(BY_SINGLE_SEGMENT, first)) return BY_SINGLE_SEGMENT[first];
  return "site";
}

/**
 * The bundle a route module belongs to, from its audience folder (`routes/_site/contact.tsx` is the site's): what the
 * build uses, so a route's bundle is where its file lives. The HTTP layer's serverBundleOf must agree for every
 * route's path (app/route-table.test.ts).
 */
export function serverBundleOfRouteFile(file: string): ServerBundleId {
  const folder = /(?:^|\/)routes\/_?([^/]+)\//.exec(file)?.[1];
  const bundle = SERVER_BUNDLE_IDS.find((id) => id === folder);
  if (!bundle)
    throw new Error(`The route ${file} is outside the audience folders (${SERVER_BUNDLE_IDS.join(", ")})`);
  return bundle;
}
