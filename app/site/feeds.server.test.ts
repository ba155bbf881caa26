import { expect, test } from "vitest";
import { createBlogPost } from "~/blog/blog-post.server";
import { createProject } from "~/projects/project.server";
import { createServiceArea } from "~/content/service-area.server";
import { blogRssXml, escapeXml, robotsTxt, sitemapXml, STATIC_PAGES } from "./feeds.server";

test("the sitemap lists the pages, every project and every published post with lastmod", () => {
  const project = createProject({
    title: "Lot overlay",
    description: "",
    project_type: "Asphalt Paving",
    category: "",
    alt: "",
    date: "",
  });
  const postWith = (fields: { title: string; description: string; status: "published" | "draft" }) =>
    createBlogPost({ ...fields, img: "", imgAlt: "", sections: [{ title: "A", body: "B" }], conclusion: "" });
  const post = postWith({ title: "Sealcoat & <timing>", description: "When to seal", status: "published" });
  const draft = postWith({ title: "Unfinished", description: "Draft", status: "draft" });
  const xml = sitemapXml("https://paving.example");
  for (const path of STATIC_PAGES) expect(xml).toContain(`<loc>https://paving.example${path}</loc>`);
  expect(xml).toContain(`<loc>https://paving.example/projects/${project.id}</loc>`);
  expect(xml).toContain(`<loc>https://paving.example/blog/${post.id}</loc>`);
  expect(xml).not.toContain(draft.id);
  // The pages, the project, the post and /service-areas (no areas yet).
  expect(xml.match(/<lastmod>/g)?.length).toBe(STATIC_PAGES.length + 3);

  const rss = blogRssXml("https://paving.example");
  expect(rss).toContain("<title>Sealcoat &amp; &lt;timing&gt;</title>");
  expect(rss).not.toContain("Unfinished");

  expect(robotsTxt("https://paving.example")).toContain("Sitemap: https://paving.example/sitemap.xml");
  expect(robotsTxt("https://paving.example")).toMatch(/^Disallow: \/admin$/m);
});

test("the feed stays well-formed XML 1.0 when a post's title or description holds characters XML forbids", () => {
  createBlogPost({
    title: "Crack\u0001 sealing\u0008 \uFFFEguide \u{1F6A7}",
    description: "Tabs\tand\nnew lines stay;\u001F\uFFFF the rest goes",
    status: "published",
    img: "",
    imgAlt: "",
    sections: [{ title: "A", body: "B" }],
    conclusion: "",
  });
  const rss = blogRssXml("https://paving.example");
  // Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF] (XML 1.0, section 2.2)
  expect(rss).not.toMatch(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u);
  expect(rss).toContain("<title>Crack sealing guide \u{1F6A7}</title>");
  expect(rss).toContain("<description>Tabs\tand\nnew lines stay; the rest goes</description>");
  // The database cannot store a lone surrogate, so the escaper is checked on its own for those.
  expect(escapeXml("a\uD800b\uDC00c \u{1F6A7} <&>")).toBe("abc \u{1F6A7} &lt;&amp;&gt;");
});

/** RFC 9309 matching for one group: the longest matching rule wins, Allow on a tie; no rule means allowed. */
function robotsAllows(robots: string, path: string) {
  let best: { allow: boolean; length: number } = { allow: true, length: -1 };
  for (const line of robots.split("\n")) {
    const rule = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!rule || !rule[2] || !path.startsWith(rule[2])) continue;
    const allow = rule[1] === "Allow";
    if (rule[2].length > best.length || (rule[2].length === best.length && allow)) {
      best = { allow, length: rule[2].length };
    }
  }
  return best.allow;
}

test("robots.txt keeps crawlers out of the private pages but lets them fetch the pages' images", () => {
  const robots = robotsTxt("https://paving.example");
  for (const path of ["/admin", "/admin/messages", "/api/blog", "/me", "/dashboard", "/newsletter/confirm"]) {
    expect(robotsAllows(robots, path), path).toBe(false);
  }
  for (const path of [
    "/",
    "/projects/abc",
    "/blog/abc",
    "/media/projects/a.avif",
    "/media/blog/b-640.webp",
  ]) {
    expect(robotsAllows(robots, path), path).toBe(true);
  }
});

test("the sitemap lists /service-areas and the page of every service area", () => {
  createServiceArea({ name: "Queen Creek", slug: "queen-creek", intro: "", zipCodes: [] }, null);
  const xml = sitemapXml("https://paving.example");
  expect(xml).toContain("<loc>https://paving.example/service-areas</loc>");
  expect(xml).toContain("<loc>https://paving.example/service-areas/queen-creek</loc>");
});
