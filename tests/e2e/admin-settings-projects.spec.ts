// Settings in sections, the home image chosen by an admin, and draft projects (issue 29 items 4 and 8), with and
// without JavaScript. It writes shared records (projects, the home image, the hours) and puts the settings back.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ProjectJson } from "../../app/api/contract/projects";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { samplePng, uniqueTag } from "../support/e2e-admin-data";
import { waitForHydration } from "../support/hydration";

test.describe.configure({ mode: "serial" });

type Settings = Record<string, unknown> & { updatedAt: string; openingHours: { day: number }[] };

let auth: Record<string, string> = {};
let original: Settings;

const getSettings = async (request: APIRequestContext) =>
  ((await (await request.get("/api/settings")).json()) as { settings: Settings }).settings;

test.beforeAll(async ({ request }) => {
  auth = (await createApiUser({ isAdmin: true })).headers;
  original = await getSettings(request);
});

// Each test starts from the settings as they were (hours, home image).
test.afterEach(async ({ request }) => {
  const { updatedAt: _updatedAt, ...values } = original;
  expect((await request.put("/api/settings", { headers: auth, data: values })).status()).toBe(200);
});

/** A published project with one photo, made through the API. */
async function projectWithPhoto(request: APIRequestContext, title: string) {
  const created = await request.post("/api/projects", {
    headers: auth,
    data: { title, description: "Test project", project_type: "", category: "", alt: "", date: "" },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as ProjectJson;
  const png = await samplePng();
  const upload = await request.post(`/api/projects/${project._id}/images`, {
    headers: auth,
    multipart: {
      images: { name: png.name, mimeType: png.mimeType, buffer: png.buffer },
      alt: `${title} photo`,
    },
  });
  expect(upload.status()).toBe(201);
  return (await (await request.get(`/api/projects/${project._id}`)).json()) as ProjectJson;
}

const heroSrc = (page: Page) =>
  page.locator(".landing-hero-image img").evaluate((img: HTMLImageElement) => img.getAttribute("src"));

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the Hours section saves alone and refuses a day that closes before it opens", async ({
      page,
      context,
      request,
    }) => {
      await signInAs(context, { isAdmin: true });
      await page.goto("/admin/settings");
      if (javaScriptEnabled) await waitForHydration(page);
      const hours = page.getByRole("region", { name: "Hours" });
      const company = await page.getByLabel("Company name").inputValue();

      // Monday closes before it opens: refused, with the day named, and nothing saved.
      await hours.getByLabel("Closes on Monday").fill("06:00");
      await hours.getByRole("button", { name: "Save hours" }).click();
      await expect(
        page.locator(".field-errors").getByText("Monday: closing time must be after the opening time"),
      ).toBeVisible();
      expect((await getSettings(request)).openingHours).toEqual(original.openingHours);

      await hours.getByLabel("Closes on Monday").fill("16:00");
      await hours.getByLabel("Closed on Saturday").uncheck();
      await hours.getByLabel("Opens on Saturday").fill("08:00");
      await hours.getByLabel("Closes on Saturday").fill("12:00");
      await hours.getByLabel("After-hours phone").fill("(480) 555-0190");
      await hours.getByRole("button", { name: "Save hours" }).click();
      // Beside the Save it answers.
      await expect(page.locator("#settings-hours .saved-notice")).toContainText("Hours saved");
      await expect(page).toHaveURL(/\/admin\/settings#settings-hours$/);

      const saved = await getSettings(request);
      expect(saved.openingHours).toContainEqual({ day: 6, closed: false, opens: "08:00", closes: "12:00" });
      expect(saved.afterHoursPhone).toBe("(480) 555-0190");
      expect(saved.companyName).toBe(company);
      await expect(page.getByLabel("Opens on Saturday")).toHaveValue("08:00");
    });

    test("a project photo marked in its edit page becomes the home image; a new project does not change it", async ({
      page,
      context,
      request,
    }) => {
      const tag = uniqueTag();
      const chosen = await projectWithPhoto(request, `Home image ${tag}`);
      await signInAs(context, { isAdmin: true });
      await page.goto(`/admin/projects/edit/${chosen._id}`);
      await page.getByRole("button", { name: "Use as home page image (image 1)" }).click();
      await expect(page.locator(".alert")).toContainText("This photo is now the home page image.");

      await page.goto("/");
      expect(await heroSrc(page)).toBe(chosen.images[0].src);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`${chosen.images[0].src}$`),
      );

      // A newer project with a photo: the home page keeps the chosen image.
      await projectWithPhoto(request, `Newer ${tag}`);
      await page.goto("/");
      expect(await heroSrc(page)).toBe(chosen.images[0].src);

      // "No image" in Settings: the built-in background and no sharing image of a project.
      await page.goto("/admin/settings");
      await page.getByRole("radio", { name: "No image: the built-in background" }).check();
      await page.getByRole("button", { name: "Save home page image" }).click();
      await expect(page.locator("#settings-home .saved-notice")).toContainText("Home page saved");
      await page.goto("/");
      await expect(page.locator(".landing-hero-image")).toHaveCount(0);
      await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
    });

    test("a project saved as a draft shows nowhere public until it is published", async ({
      page,
      context,
      request,
    }) => {
      await signInAs(context, { isAdmin: true });
      const title = `Draft ${uniqueTag()}`;
      await page.goto("/admin/add-project");
      await expect(page.getByLabel("Project type")).toHaveAttribute("list", /suggestions/);
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Project type").fill("Sealcoating & Striping");
      await page.getByLabel("Category").fill("Commercial");
      await page.getByLabel("City").fill("Chandler");
      await page.getByRole("button", { name: "Save as draft" }).click();
      await expect(page.getByRole("status").filter({ hasText: "saved as a draft" })).toBeVisible();
      const item = page.locator(".project-item", { hasText: title });
      await expect(item).toContainText("Draft");
      await expect(item.getByRole("link", { name: /View on site/ })).toHaveCount(0);

      await page.goto("/projects");
      await expect(page.getByText(title)).toHaveCount(0);
      const publicList = (await (await request.get("/api/projects")).json()) as ProjectJson[];
      expect(publicList.map((project) => project.title)).not.toContain(title);
      const sitemap = await (await request.get("/sitemap.xml")).text();

      // Publish it from its edit page: then it is on the site, with a "View on site" link.
      await page.goto("/admin/add-project");
      await page
        .locator(".project-item", { hasText: title })
        .getByRole("link", { name: `Edit ${title}` })
        .click();
      // With JavaScript the edit page is a client navigation: read its address once it is there.
      await page.waitForURL(/\/admin\/projects\/edit\/[^/]+$/);
      const id = page.url().split("/").pop()!;
      expect(sitemap).not.toContain(`/projects/${id}`);
      expect((await page.request.get(`/projects/${id}`)).status()).toBe(404);
      await expect(page.getByLabel("City")).toHaveValue("Chandler");
      await page.getByRole("button", { name: "Publish" }).click();
      // The site's project list, now with the project, and an alert that links to its page (SPEC §4).
      await expect(page).toHaveURL("/projects");
      await expect(page.locator(".alert")).toContainText("Project updated.");
      await expect(page.locator(".alert").getByRole("link", { name: "View on site" })).toHaveAttribute(
        "href",
        `/projects/${id}`,
      );
      await expect(page.getByText(title).first()).toBeVisible();
      const published = (await (await request.get(`/api/projects/${id}`)).json()) as ProjectJson;
      expect(published).toMatchObject({ city: "Chandler", draft: false, category: "Commercial" });
      await page.locator(".alert").getByRole("link", { name: "View on site" }).click();
      await expect(page).toHaveURL(`/projects/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

      // Unpublished again from its edit page: a draft is on no public list, so the back office's list comes next.
      await page.goto(`/admin/projects/edit/${id}`);
      await expect(page).toHaveTitle(`Edit ${title} | Back office`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("button", { name: "Unpublish (save as draft)" }).click();
      await expect(page).toHaveURL("/admin/add-project");
      await expect(page.locator(".alert")).toContainText("Draft saved.");
      await expect(page.locator(".alert").getByRole("link")).toHaveCount(0);
      await expect(page).toHaveTitle("Projects | Back office");
      await expect(page.locator(".project-item", { hasText: title })).toContainText("Draft");
      expect((await page.request.get(`/projects/${id}`)).status()).toBe(404);
    });
  });
}
