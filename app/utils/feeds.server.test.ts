import { expect, test } from "vitest";
import { createBlogPost } from "~/models/blog-post.server";
import { createProject } from "~/models/project.server";
import { blogRssXml, robotsTxt, sitemapXml, STATIC_PAGES } from "./feeds.server";

test("the sitemap lists the pages, every project and every published post with lastmod", () => {
  const project = createProject({
    title: "Lot overlay",
    description: "",
    project_type: "Asphalt Paving",
    category: "",
    alt: "",
    date: "",
  });
  const post = createBlogPost({
    title: "Sealcoat & <timing>",
    description: "When to seal",
    img: "",
    imgAlt: "",
    sections: [{ title: "A", body: "B" }],
    conclusion: "",
    status: "published",
  });
  const draft = createBlogPost({
    title: "Unfinished",
    description: "Draft",
    img: "",
    imgAlt: "",
    sections: [{ title: "A", body: "B" }],
    conclusion: "",
    status: "draft",
  });
  const xml = sitemapXml("https://paving.example");
  for (const path of STATIC_PAGES) expect(xml).toContain(`<loc>https://paving.example${path}</loc>`);
  expect(xml).toContain(`<loc>https://paving.example/projects/${project.id}</loc>`);
  expect(xml).toContain(`<loc>https://paving.example/blog/${post.id}</loc>`);
  expect(xml).not.toContain(draft.id);
  expect(xml.match(/<lastmod>/g)?.length).toBe(STATIC_PAGES.length + 2);

  const rss = blogRssXml("https://paving.example");
  expect(rss).toContain("<title>Sealcoat &amp; &lt;timing&gt;</title>");
  expect(rss).not.toContain("Unfinished");

  expect(robotsTxt("https://paving.example")).toContain("Sitemap: https://paving.example/sitemap.xml");
  expect(robotsTxt("https://paving.example")).toMatch(/^Disallow: \/admin$/m);
});
