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
  const postWith = (fields: { title: string; description: string; status: "published" | "draft" }) =>
    createBlogPost({ ...fields, img: "", imgAlt: "", sections: [{ title: "A", body: "B" }], conclusion: "" });
  const post = postWith({ title: "Sealcoat & <timing>", description: "When to seal", status: "published" });
  const draft = postWith({ title: "Unfinished", description: "Draft", status: "draft" });
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
