// Every public page renders its content from the database, with and without JavaScript.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { apiPosts, apiProjects, jsonLd, projectWithImages } from "./public-fixtures";

async function expectPageBasics(page: Page, path: string) {
  const title = await page.title();
  expect(title.length, `${path} title`).toBeGreaterThan(5);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^http://[^/]+${path}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^http/);
  // The keywords meta is built from the admin keywords (seeded).
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /asphalt paving Mesa AZ/);
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("landing: company heading with logo, About block, four newest projects, quality section", async ({
      page,
      request,
    }) => {
      await page.goto("/");
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText("Ironwash Paving & Civil");
      await expect(h1.locator("svg")).toHaveCount(1);
      await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
      await expect(page.getByText(/Headquartered in Mesa, Arizona/)).toBeVisible();
      await expect(page.getByText("Sealcoating & Crack Sealing", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Connect with us" })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", "/services");

      await expect(page.getByRole("heading", { name: "Tailored Strategies" })).toBeVisible();
      await expect(page.getByText("Build your vision with us")).toBeVisible();
      const newest = (await apiProjects(request))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, 4);
      const cards = page.locator(".landing-project-grid .project-card");
      await expect(cards).toHaveCount(4);
      for (const [i, project] of newest.entries()) {
        await expect(cards.nth(i).getByRole("link", { name: project.title })).toHaveAttribute(
          "href",
          `/projects/${project._id}`,
        );
      }
      await expect(page.getByRole("heading", { name: "Quality and Precision" })).toBeVisible();
      await expect(page.getByText("Reliable and efficient")).toBeVisible();
      await expectPageBasics(page, "/");

      // The home image (only one an admin chose in Settings; the seeded site has none and shows the built-in
      // background) is fetched with high priority; the card images are lazy.
      const hero = page.locator(".landing-hero-image img");
      if (await hero.count()) await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator(".landing-project-grid img").first()).toHaveAttribute("loading", "lazy");
      const ld = await jsonLd(page);
      const company = ld.find((item) => item["@type"] === "GeneralContractor") as {
        address: { addressLocality: string; addressRegion: string };
        hasOfferCatalog: { itemListElement: unknown[] };
      };
      expect(company.address.addressLocality).toBe("Mesa");
      expect(company.address.addressRegion).toBe("AZ");
      expect(company.hasOfferCatalog.itemListElement.length).toBeGreaterThan(5);
    });

    test("services: the three groups with named services", async ({ page }) => {
      await page.goto("/services");
      await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
      for (const group of [
        "Asphalt Maintenance Services",
        "Concrete Flatwork Services",
        "Heavy Civil Construction",
      ]) {
        const section = page.getByRole("region", { name: group });
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(group);
        expect(await section.getByRole("listitem").count()).toBeGreaterThan(3);
      }
      await expect(page.getByRole("heading", { name: "Crack Sealing" })).toBeVisible();
      await expectPageBasics(page, "/services");
    });

    test("mission statement: mission, who we are (2023, Arizona S Corporation), six values, vision", async ({
      page,
    }) => {
      await page.goto("/mission-statement");
      for (const heading of ["Our Mission", "Who We Are", "Our Vision"]) {
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      await expect(page.getByText(/founded in 2023/)).toBeVisible();
      await expect(page.getByText(/Arizona S Corporation/)).toBeVisible();
      for (const value of [
        "Quality Craftsmanship",
        "Customer Centricity",
        "Ethical Integrity",
        "Continuous Innovation",
        "Sustainability",
        "Lifelong Learning",
      ]) {
        await expect(page.getByRole("heading", { name: value, level: 3 })).toBeVisible();
      }
      await expectPageBasics(page, "/mission-statement");
    });

    test("terms and privacy have their sections; governing law is Arizona", async ({ page }) => {
      await page.goto("/terms");
      await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
      for (const heading of [
        "Intellectual Property",
        "Accuracy of Information",
        "Limitation of Liability",
        "Third-Party Links",
        "Governing Law",
        "Changes",
        "Contact Us",
      ]) {
        await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("region", { name: "Governing Law" })).toContainText("State of Arizona");
      await expectPageBasics(page, "/terms");

      await page.goto("/privacy");
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      for (const heading of [
        "Information We Collect",
        "How We Use Your Information",
        "Information Sharing",
        "Data Security",
        "Your Choices",
        "Changes to This Policy",
        "Contact Us",
      ]) {
        await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      }
      await expectPageBasics(page, "/privacy");
    });

    test("contact: details panel, response note and the form", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByText("(480) 555-0186")).toBeVisible();
      await expect(page.getByText("office@example.com")).toBeVisible();
      await expect(page.getByText(/Mesa, AZ 85210/)).toBeVisible();
      await expect(page.getByText("We usually respond within 1 to 2 business days.")).toBeVisible();
      for (const label of ["Name *", "Email *", "Phone (optional)", "Message *"]) {
        await expect(page.getByLabel(label)).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
        "href",
        "/terms",
      );
      await expectPageBasics(page, "/contact");
    });

    test("projects: the lead tile, then a card per project linking to its page", async ({
      page,
      request,
    }) => {
      const projects = await apiProjects(request);
      await page.goto("/projects");
      const grid = page.locator(".project-grid > li");
      await expect(grid.first()).toContainText("Check out our Recent Projects");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check out our Recent Projects");
      await expect(page.locator(".project-grid .project-card")).toHaveCount(projects.length);
      const first = projects.find((p) => p.images.length > 0)!;
      const card = page.locator(".project-card", { has: page.getByRole("link", { name: first.title }) });
      await expect(card.locator(".project-card-type")).toHaveText(first.project_type);
      await expect(card.locator("img")).toHaveAttribute("src", first.images[0].src);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/projects/${first._id}`);
      await expectPageBasics(page, "/projects");
    });

    test("a project page: back link, images, title, description and details, breadcrumbs", async ({
      page,
      request,
    }) => {
      const project = await projectWithImages(request, 2);
      await page.goto(`/projects/${project._id}`);
      await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      await expect(page.getByText(project.description)).toBeVisible();
      await expect(page.locator(".project-details")).toContainText(project.category);
      await expect(page.locator(".project-details")).toContainText(project.project_type);
      await expect(page.locator(".carousel-slide img")).toHaveCount(project.images.length);
      await expectPageBasics(page, `/projects/${project._id}`);
      const crumbs = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList") as {
        itemListElement: { name: string }[];
      };
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Projects", project.title]);
    });

    test("blog: the newest post featured, all posts under Latest Posts, the archive list", async ({
      page,
      request,
    }) => {
      const posts = await apiPosts(request);
      await page.goto("/blog");
      const featured = page.locator(".blog-featured");
      await expect(featured.getByRole("heading", { level: 2 })).toHaveText(posts[0].title);
      await expect(featured.getByRole("link", { name: /^Continue reading/ })).toHaveAttribute(
        "href",
        `/blog/${posts[0]._id}`,
      );
      await expect(page.getByRole("heading", { name: "Latest Posts" })).toBeVisible();
      await expect(page.locator(".blog-latest .post-card")).toHaveCount(posts.length);
      await expect(page.locator(".archive-list li")).toHaveCount(15);
      await expectPageBasics(page, "/blog");
    });

    test("blog archive: every post with image, date, title and description", async ({ page, request }) => {
      const posts = await apiPosts(request);
      await page.goto("/blog/archive");
      const cards = page.locator(".post-card");
      await expect(cards).toHaveCount(posts.length);
      const last = cards.last();
      await expect(last.getByRole("heading", { name: posts.at(-1)!.title })).toBeVisible();
      await expect(last.locator("time")).toHaveAttribute("datetime", posts.at(-1)!.createdAt);
      await expect(last.locator("img")).toHaveAttribute("src", posts.at(-1)!.img);
      await expect(last).toContainText(posts.at(-1)!.description);
      await expectPageBasics(page, "/blog/archive");
    });

    test("a blog post: date, title, description, image, sections, conclusion and the contact prompt", async ({
      page,
      request,
    }) => {
      const [post] = await apiPosts(request);
      const full = (await (await request.get(`/api/blog/${post._id}`)).json()).post;
      await page.goto(`/blog/${post._id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.locator(".blog-post-header time")).toHaveAttribute("datetime", post.createdAt);
      await expect(page.locator(".blog-post-header .lead")).toHaveText(post.description);
      await expect(page.locator(".blog-post-image img")).toHaveAttribute("src", post.img);
      for (const section of full.sections) {
        await expect(page.getByRole("heading", { level: 2, name: section.title, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "Conclusion" })).toBeVisible();
      await expect(
        page.getByRole("link", { name: /Specific questions about your concrete needs\?/ }),
      ).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("button", { name: "Enhance Post" })).toHaveCount(0);
      await expectPageBasics(page, `/blog/${post._id}`);
      const ld = await jsonLd(page);
      expect(ld.find((item) => item["@type"] === "BlogPosting")).toMatchObject({ headline: post.title });
      expect(ld.find((item) => item["@type"] === "BreadcrumbList")).toBeTruthy();
    });
  });
}

test.describe("signed-in pages", () => {
  test.use({ javaScriptEnabled: false });

  test("/dashboard and /me send visitors to sign in", async ({ page }) => {
    for (const path of ["/dashboard", "/me"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
    }
  });

  test("/dashboard shows its heading and /me the user's name and e-mail", async ({ page, context }) => {
    const user = await signInAs(context, { name: "Rosa Mendez" });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await page.goto("/me");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Me");
    await expect(page.getByText("Rosa Mendez")).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("errors", () => {
  test("an unknown path answers the 404 page inside the site layout", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.locator(".site-footer")).toBeVisible();
  });

  test("unknown project and post ids are 404 pages", async ({ page }) => {
    let response = await page.goto("/projects/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that project");
    response = await page.goto("/blog/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that post");
  });

  test("an unexpected error shows the error screen with its message and no stack trace", async ({
    request,
  }) => {
    // A POST to a page without an action is an error the page itself did not expect.
    const response = await request.post("/services", { form: { x: "1" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toMatch(/405 Method Not Allowed/);
    expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
    // The router's own explanation names route files: the screen shows the status line only.
    expect(/<p class="error-message">([^<]*)<\/p>/.exec(html)?.[1]).toBe("405 Method Not Allowed");
  });

  test("a form page posted something other than a form answers 415 with a clear message, never a 500", async ({
    request,
  }) => {
    for (const path of ["/contact", "/newsletter", "/newsletter/unsubscribe"]) {
      for (const body of [{ data: { name: "Json", email: "json@example.com" } }, { data: "just text" }]) {
        const response = await request.post(path, { ...body, maxRedirects: 0 });
        expect(response.status(), `${path} ${JSON.stringify(body)}`).toBe(415);
        const html = await response.text();
        expect(html).toContain("Unexpected Application Error!");
        expect(html).toContain("This page takes form submissions only");
      }
    }
  });
});

test.describe("feeds", () => {
  test("sitemap.xml lists pages, projects and posts with lastmod", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const [project] = await apiProjects(request);
    const [post] = await apiPosts(request);
    for (const path of [
      "/",
      "/services",
      "/projects",
      "/blog",
      "/contact",
      `/projects/${project._id}`,
      `/blog/${post._id}`,
    ]) {
      expect(xml).toMatch(
        new RegExp(`<loc>http://[^<]+${path.replace(/\//g, "\\/")}</loc>\\s*<lastmod>\\d{4}-`),
      );
    }
  });

  test("robots.txt points at the sitemap and keeps crawlers out of the back office", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
    // "Disallow: /me" is a prefix rule: the longer "Allow: /media/" keeps the pages' images crawlable.
    expect(text).toMatch(/^Disallow: \/me$/m);
    expect(text).toMatch(/^Allow: \/media\/$/m);
  });

  test("/favicon.ico points at the SVG icon instead of the 404 page", async ({ request }) => {
    const response = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/favicon.svg");
    const icon = await request.get("/favicon.ico");
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });

  test("blog/rss.xml is an RSS feed of the posts", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response.text();
    const [post] = await apiPosts(request);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`/blog/${post._id}</link>`);
  });

  test("the blog pages point feed readers at the RSS feed", async ({ page, request }) => {
    const [post] = await apiPosts(request);
    for (const path of ["/blog", "/blog/archive", `/blog/${post._id}`]) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]'), path).toHaveAttribute(
        "href",
        "/blog/rss.xml",
      );
    }
  });
});
