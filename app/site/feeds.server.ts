// sitemap.xml and the blog's RSS feed, built from the same model functions as the pages.
import { listBlogPosts } from "~/blog/blog-post.server";
import { listProjects } from "~/projects/project.server";
import { listServiceAreas } from "~/content/service-area.server";
import { getSiteSettings } from "~/content/site-settings.server";

// Characters XML 1.0 forbids even as references (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates):
// one in a post's title would make the whole feed unreadable to every reader, so they are dropped.
const NOT_XML_CHARACTERS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text as XML character data or attribute value: markup characters escaped, forbidden characters dropped. */
export function escapeXml(text: string) {
  return text
    .replace(NOT_XML_CHARACTERS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export const STATIC_PAGES = [
  "/",
  "/services",
  "/projects",
  "/blog",
  "/blog/archive",
  "/contact",
  "/estimate",
  "/mission-statement",
  "/terms",
  "/privacy",
];

type SitemapEntry = { path: string; lastmod: Date };

function sitemapEntries(): SitemapEntry[] {
  const projects = listProjects();
  const posts = listBlogPosts();
  const areas = listServiceAreas();
  const settingsUpdated = getSiteSettings()?.updatedAt ?? new Date(0);
  const latest = (dates: Date[]) =>
    new Date(Math.max(settingsUpdated.getTime(), ...dates.map((d) => d.getTime())));
  const projectDates = projects.map((p) => p.updatedAt);
  const postDates = posts.map((p) => p.updatedAt);
  const lastmodOf = (path: string) =>
    path === "/projects" || path === "/"
      ? latest(projectDates)
      : path.startsWith("/blog")
        ? latest(postDates)
        : settingsUpdated;
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: lastmodOf(path) })),
    ...projects.map((project) => ({ path: `/projects/${project.id}`, lastmod: project.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.id}`, lastmod: post.updatedAt })),
    { path: "/service-areas", lastmod: latest(areas.map((area) => area.updatedAt)) },
    ...areas.map((area) => ({ path: `/service-areas/${area.slug}`, lastmod: area.updatedAt })),
  ];
}

export function sitemapXml(origin: string) {
  const urls = sitemapEntries()
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(origin + entry.path)}</loc>\n    <lastmod>${entry.lastmod.toISOString()}</lastmod>\n  </url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    "Allow: /",
    // Rules match by prefix, so "Disallow: /me" alone would also shut out every image under /media/; the longer
    // rule wins (RFC 9309).
    "Allow: /media/",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /me",
    "Disallow: /newsletter/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function blogRssXml(origin: string) {
  const settings = getSiteSettings();
  const company = settings?.companyName ?? "Blog";
  const posts = listBlogPosts({ limit: 50 });
  const items = posts
    .map((post) => {
      const url = `${origin}/blog/${post.id}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${post.createdAt.toUTCString()}</pubDate>`,
        `      <description>${escapeXml(post.description)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const lastBuild = posts[0]?.updatedAt ?? new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${company} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(settings?.description ?? "")}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
