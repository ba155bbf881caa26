import type { MetaDescriptor } from "react-router";
import { normalizePath } from "./layout-rules";

// What every page's meta needs from the root loader (origin for absolute URLs, the company, the admin keywords).
type RootSeoData = {
  origin: string;
  site: { companyName: string; siteTitle: string; description: string };
  keywords: string[];
  /** The company's GeneralContractor node as JSON text, carried by every page that builds its meta here. */
  businessJsonLd?: string;
};

type MetaContext = {
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  location: { pathname: string };
};

export type PageSeo = {
  /** The page's own title; the company name is appended. Without one the site title is used (landing page). */
  title?: string;
  description?: string;
  /** Canonical path; defaults to the current path without its query string. */
  path?: string;
  image?: string | null;
  imageAlt?: string | null;
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: unknown[];
};

function rootSeoData(matches: MetaContext["matches"]): RootSeoData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootSeoData | undefined;
}

export function absoluteUrl(origin: string, path: string) {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

// The same text comes with every page (and every navigation in the browser): parse it once while it stays the same.
let lastJsonLd: { text: string; node: Record<string, unknown> } | undefined;
function parsedJsonLd(text: string) {
  if (lastJsonLd?.text !== text) lastJsonLd = { text, node: JSON.parse(text) as Record<string, unknown> };
  return lastJsonLd.node;
}

/** Title, description, keywords, canonical URL, Open Graph and Twitter tags, and JSON-LD for one page. */
export function pageMeta({ matches, location }: MetaContext, seo: PageSeo = {}): MetaDescriptor[] {
  const root = rootSeoData(matches);
  const companyName = root?.site.companyName ?? "";
  const title = seo.title
    ? companyName
      ? `${seo.title} | ${companyName}`
      : seo.title
    : (root?.site.siteTitle ?? companyName);
  const description = seo.description ?? root?.site.description ?? "";
  const origin = root?.origin ?? "";
  // `/contact/` serves the same page as `/contact`: both name the one without the slash as canonical.
  const url = absoluteUrl(origin, seo.path ?? normalizePath(location.pathname));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: companyName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (root?.keywords.length) tags.push({ name: "keywords", content: root.keywords.join(", ") });
  if (seo.image) {
    tags.push({ property: "og:image", content: absoluteUrl(origin, seo.image) });
    if (seo.imageAlt) tags.push({ property: "og:image:alt", content: seo.imageAlt });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  if (root?.businessJsonLd) tags.push({ "script:ld+json": parsedJsonLd(root.businessJsonLd) });
  for (const item of seo.jsonLd ?? []) tags.push({ "script:ld+json": item as Record<string, unknown> });
  return tags;
}

/** The `<link>` that lets feed readers and crawlers find the blog's RSS feed from the blog pages. */
export const blogFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  href: "/blog/rss.xml",
  title: "Blog RSS feed",
} as const;
