// Local presence: service-area pages and testimonials the office edits (without JavaScript too) that show on the
// public site at once, the GeneralContractor JSON-LD every page carries, the phone call bar, and axe on the new pages.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { signInAs } from "../support/e2e-auth";
import { uniqueTag } from "../support/e2e-admin-data";
import { schemaOrgProblems } from "../support/schema-org/check";
import { waitForHydration } from "../support/hydration";

const SEEDED_AREAS = ["Mesa", "Phoenix", "Chandler", "Gilbert", "Tempe", "Scottsdale", "Queen Creek"];

const alert = (page: Page) => page.locator(".alert");

/** An anonymous visitor's copy of a page: what the page cache answers. */
async function anonymous(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), text: await response.text() };
}

/** A city no other test or run uses, and the slug the area form makes of it. */
function freshCity(name: string) {
  const tag = uniqueTag();
  return { tag, city: `${name} ${tag}`, slug: `${name.toLowerCase().replaceAll(" ", "-")}-${tag}` };
}

/** Saves a new introduction on the open service-area editor; the save keeps the version it replaced. */
async function saveIntroduction(page: Page, introduction: string) {
  await page.getByLabel("Introduction").fill(introduction);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(alert(page)).toContainText("Service area saved");
}

function jsonLdIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin adds a service area and a testimonial, and both show on the public site at once; both can be deleted", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tag, city, slug } = freshCity("Fountain Hills");
    const quote = `They resurfaced our court in a day (${tag}).`;
    // The cached copies an anonymous visitor gets now: they must not outlive the change.
    for (const path of ["/", "/service-areas", "/sitemap.xml"])
      expect((await anonymous(request, path)).status).toBe(200);
    expect((await anonymous(request, "/service-areas")).text).not.toContain(city);

    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/service-areas");
    await page.getByRole("link", { name: "Add service area" }).click();
    await page.getByLabel("Name (the city) *").fill(city);
    await page.getByLabel("Introduction").fill(`We pave **driveways** in ${city}.`);
    await page.getByLabel("ZIP codes (optional)").fill("85268, 8526");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#service-area-form-zipCodes-error")).toContainText(
      "ZIP codes are five digits each",
    );
    await expect(page.getByLabel("Name (the city) *")).toHaveValue(city);
    await page.getByLabel("ZIP codes (optional)").fill("85268");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page)).toContainText("Service area added");
    await expect(page.getByLabel("Slug")).toHaveValue(slug);

    // An edit keeps the version it replaced, with what changed.
    await saveIntroduction(page, `We pave and seal **driveways** in ${city}.`);
    await expect(page.locator(".page-revisions li")).toContainText("Changed the introduction");

    await page.goto("/admin/testimonials/new");
    await page.getByLabel("Quote *").fill(quote);
    await page.getByLabel("Name *").fill("Rosa P.");
    await page.getByLabel("City (optional)").fill(city);
    await expect(page.getByLabel("Published (shown on the public site)")).toBeChecked();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page)).toContainText("Testimonial added");
    await expect(page.getByRole("cell", { name: quote })).toBeVisible();

    const list = await anonymous(request, "/service-areas");
    expect(list.text).toContain(`href="/service-areas/${slug}"`);
    const area = await anonymous(request, `/service-areas/${slug}`);
    expect(area.status).toBe(200);
    expect(area.text).toContain(`Paving and concrete in ${city}, AZ`);
    expect(area.text).toContain("<strong>driveways</strong>");
    expect(area.text).toContain(quote);
    expect(area.text).toContain(`href="/estimate?city=${encodeURIComponent(city)}"`);
    expect((await anonymous(request, "/sitemap.xml")).text).toContain(`/service-areas/${slug}</loc>`);
    const home = await anonymous(request, "/");
    expect(home.text).toContain("What our customers say");
    expect(home.text).toContain(quote);

    // Deleting asks first (the server's confirm step without JavaScript), then the public pages drop them.
    await page.goto("/admin/testimonials");
    await page.getByRole("button", { name: "Delete the testimonial by Rosa P." }).first().click();
    await expect(page.getByText("Delete the testimonial by Rosa P.?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(alert(page)).toContainText("Testimonial deleted");
    await page.goto("/admin/service-areas");
    await page.getByRole("button", { name: `Delete ${city}` }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(alert(page)).toContainText("Service area deleted");
    expect((await anonymous(request, `/service-areas/${slug}`)).status).toBe(404);
    expect((await anonymous(request, "/")).text).not.toContain(quote);
  });

  test("the call bar is in the server's page at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/service-areas");
    await expect(page.getByRole("link", { name: /^Call/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
  });
});

test.describe("with JavaScript", () => {
  test("a revision of an area is viewed and restored; a testimonial naming a project shows on its page; deletes ask in a dialog", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { tag, city, slug } = freshCity("Cave Creek");
    const quote = `The overlay still looks new a year later (${tag}).`;
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/service-areas/new");
    await waitForHydration(page);
    await page.getByLabel("Name (the city) *").fill(city);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Introduction").fill("First words.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page)).toContainText("Service area added");
    await saveIntroduction(page, "Second words.");
    expect((await anonymous(request, `/service-areas/${slug}`)).text).toContain("Second words.");

    await page.getByRole("link", { name: /^View the version before/ }).click();
    await expect(page.locator(".revision-view")).toContainText("First words.");
    await page.getByRole("button", { name: "Restore this version" }).click();
    // It asks first, in a dialog.
    await page.getByRole("button", { name: "Yes, restore" }).click();
    await expect(alert(page)).toContainText("Revision restored");
    await expect(page.getByLabel("Introduction")).toHaveValue("First words.");
    expect((await anonymous(request, `/service-areas/${slug}`)).text).toContain("First words.");

    const [project] = (await (await request.get("/api/projects")).json()) as { _id: string; title: string }[];
    await page.goto("/admin/testimonials/new");
    await waitForHydration(page);
    await page.getByLabel("Quote *").fill(quote);
    await page.getByLabel("Name *").fill("Sam T.");
    await page.getByLabel("Project (optional)").selectOption(project._id);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(alert(page)).toContainText("Testimonial added");
    expect((await anonymous(request, `/projects/${project._id}`)).text).toContain(quote);

    await page.getByRole("button", { name: "Delete the testimonial by Sam T." }).first().click();
    const dialog = page.getByRole("dialog", { name: "Delete the testimonial by Sam T.?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expect(alert(page)).toContainText("Testimonial deleted");
    expect((await anonymous(request, `/projects/${project._id}`)).text).not.toContain(quote);

    await page.goto("/admin/service-areas");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Delete ${city}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(alert(page)).toContainText("Service area deleted");
    expect((await anonymous(request, `/service-areas/${slug}`)).status).toBe(404);
  });
});

test("the JSON-LD of / is a GeneralContractor with the seeded areas, the hours and the phone, in schema.org terms", async ({
  request,
}) => {
  const { settings } = (await (await request.get("/api/settings")).json()) as { settings: { phone: string } };
  const nodes = jsonLdIn((await anonymous(request, "/")).text);
  const business = nodes.find((node) => node["@type"] === "GeneralContractor");
  expect(business).toBeDefined();
  expect(schemaOrgProblems(business)).toEqual([]);
  expect(business).toMatchObject({ telephone: settings.phone, address: { "@type": "PostalAddress" } });
  const areas = (business!.areaServed as { "@type": string; name: string }[]).map((area) => area.name);
  expect(areas).toEqual(expect.arrayContaining(SEEDED_AREAS));
  expect(business!.openingHoursSpecification).toEqual(
    expect.arrayContaining([expect.objectContaining({ "@type": "OpeningHoursSpecification" })]),
  );
  expect(JSON.stringify(nodes)).not.toContain("AggregateRating");

  // Every public page names the business; an area page adds its city.
  const chandler = jsonLdIn((await anonymous(request, "/service-areas/chandler")).text);
  expect(chandler.map((node) => node["@type"])).toEqual(
    expect.arrayContaining(["GeneralContractor", "Service"]),
  );
  expect(chandler.find((node) => node["@type"] === "Service")).toMatchObject({
    areaServed: { "@type": "City", name: "Chandler" },
  });
  for (const node of chandler) expect(schemaOrgProblems(node)).toEqual([]);
  const terms = jsonLdIn((await anonymous(request, "/terms")).text);
  expect(terms.map((node) => node["@type"])).toContain("GeneralContractor");
});

test("/contact shows the week's hours and whether the office is open now", async ({ page }) => {
  await page.goto("/contact");
  const hours = page.locator(".business-hours");
  await expect(hours.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  await expect(hours.getByRole("row")).toHaveCount(7);
  await expect(hours.getByRole("row", { name: /Sunday/ })).toContainText("Closed");
});

test("at 375 px the call bar calls and asks for an estimate, and hides neither the footer nor Back to top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/service-areas/chandler");
  const call = page.getByRole("link", { name: /^Call/ });
  await expect(call).toBeVisible();
  await expect(page.getByRole("link", { name: /^Estimate/ })).toHaveAttribute("href", "/estimate");
  const bar = (await page.locator(".call-bar").boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(740, 0);

  // Mid-page, "Back to top" rides in the bar's own row (over no page content); at the end of the page the footer's
  // last line sits above the bar.
  await page.evaluate(() => window.scrollTo(0, 900));
  const toTop = page.getByRole("link", { name: "Back to top" });
  await expect(toTop).toBeVisible();
  const toTopBox = (await toTop.boundingBox())!;
  expect(toTopBox.y).toBeGreaterThanOrEqual(bar.y);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const base = (await page.locator(".site-footer-base").boundingBox())!;
  expect(base.y + base.height).toBeLessThanOrEqual(bar.y + 1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(call).toBeHidden();
});

test("the call bar is not on the pages without the navigation bar", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/signup");
  await expect(page.locator(".call-bar")).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing serious on the new public and admin pages at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const path of ["/service-areas", "/service-areas/chandler", "/contact"]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await signInAs(context, { isAdmin: true });
    await page.goto("/admin/service-areas");
    const areaEditor = await page.getByRole("link", { name: "Chandler", exact: true }).getAttribute("href");
    await page.goto("/admin/testimonials");
    const testimonialEditor = await page.getByRole("link", { name: /^Edit/ }).first().getAttribute("href");
    for (const path of [
      "/admin/service-areas",
      "/admin/service-areas/new",
      areaEditor!,
      "/admin/testimonials",
      "/admin/testimonials/new",
      testimonialEditor!,
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The form's error state.
    await page.goto("/admin/testimonials/new");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator(".field-errors").getByText("Quote is required")).toBeVisible();
    expect(await seriousViolations(page), "testimonial form with errors").toEqual([]);
  });
}
