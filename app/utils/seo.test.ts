import { expect, test } from "vitest";
import { pageMeta } from "./seo";

const matches = [
  {
    id: "root",
    loaderData: {
      origin: "https://paving.example",
      site: { companyName: "Acme Paving", siteTitle: "Acme Paving | Mesa", description: "Site description" },
      keywords: ["asphalt Mesa", "sealcoating"],
    },
  },
];

test("a page gets title, description, canonical, Open Graph, keywords and JSON-LD", () => {
  const tags = pageMeta(
    { matches, location: { pathname: "/blog/abc" } },
    {
      title: "A post",
      description: "About it",
      image: "/media/blog/x.jpg",
      type: "article",
      jsonLd: [{ a: 1 }],
    },
  );
  expect(tags).toContainEqual({ title: "A post | Acme Paving" });
  expect(tags).toContainEqual({ name: "description", content: "About it" });
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://paving.example/blog/abc" });
  expect(tags).toContainEqual({ property: "og:url", content: "https://paving.example/blog/abc" });
  expect(tags).toContainEqual({ property: "og:type", content: "article" });
  expect(tags).toContainEqual({ property: "og:image", content: "https://paving.example/media/blog/x.jpg" });
  expect(tags).toContainEqual({ name: "keywords", content: "asphalt Mesa, sealcoating" });
  expect(tags).toContainEqual({ "script:ld+json": { a: 1 } });
  expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
});

test("the landing page uses the site title; noindex pages say so; the query string is not canonical", () => {
  const tags = pageMeta({ matches, location: { pathname: "/" } });
  expect(tags).toContainEqual({ title: "Acme Paving | Mesa" });
  expect(tags).toContainEqual({ name: "description", content: "Site description" });
  const hidden = pageMeta(
    { matches, location: { pathname: "/me" } },
    { title: "Me", noindex: true, path: "/me" },
  );
  expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
});

test("a trailing slash is not part of the canonical URL", () => {
  const tags = pageMeta({ matches, location: { pathname: "/contact/" } }, { title: "Contact" });
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://paving.example/contact" });
  expect(tags).toContainEqual({ property: "og:url", content: "https://paving.example/contact" });
  const home = pageMeta({ matches, location: { pathname: "/" } });
  expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://paving.example/" });
});

test("every page built here carries the company's JSON-LD from the root loader, before its own", () => {
  const business = { "@type": "GeneralContractor", name: "Acme Paving" };
  const root = matches[0]!;
  const tags = pageMeta(
    {
      matches: [{ ...root, loaderData: { ...root.loaderData, businessJsonLd: JSON.stringify(business) } }],
      location: { pathname: "/terms" },
    },
    { title: "Terms", jsonLd: [{ a: 1 }] },
  );
  const jsonLd = tags.filter((tag) => "script:ld+json" in tag);
  expect(jsonLd).toEqual([{ "script:ld+json": business }, { "script:ld+json": { a: 1 } }]);
});
