// The office runs its own site: company details, services, pages and footer links edited in the back office, with and
// without JavaScript, through the API too; every public page shows a change on the next request, every save is
// audited, page edits can be undone from their revisions, and markup typed into a page shows as text. The tests share
// the one set of settings, so they run in order and put everything back after each test.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { createApiUser } from "../support/e2e-api";
import { signInAs } from "../support/e2e-auth";
import { seriousViolations } from "../support/axe";
import { readLogs } from "../support/e2e-admin-data";
import { waitForHydration } from "../support/hydration";
import { jsonLd } from "./public-fixtures";

test.describe.configure({ mode: "serial" });

const slugs = ["home", "services", "mission-statement", "contact", "terms", "privacy"] as const;

type Link = { label: string; href: string };
type Settings = {
  companyName: string;
  phone: string;
  email: string;
  socialLinks: Link[];
  footerCompanyLinks: Link[];
  footerLegalLinks: Link[];
  [field: string]: unknown;
};
type Service = { name: string; description: string };
type Services = Record<"landing" | "asphalt" | "concrete" | "heavyCivil", Service[]>;

let auth: Record<string, string> = {};
let original: { settings: Settings; services: Services; pages: Record<string, Record<string, unknown>> };

const editable = (settings: Settings) => {
  const { updatedAt: _updated, ...values } = settings;
  return values;
};
const getSettings = async (request: APIRequestContext) =>
  ((await (await request.get("/api/settings")).json()) as { settings: Settings }).settings;
const getServices = async (request: APIRequestContext) =>
  ((await (await request.get("/api/services")).json()) as { services: Services }).services;
const getPage = async (request: APIRequestContext, slug: string) =>
  (
    (await (await request.get(`/api/pages/${slug}`, { headers: auth })).json()) as {
      page: { content: Record<string, unknown> };
    }
  ).page.content;

test.beforeAll(async ({ request }) => {
  auth = (await createApiUser({ isAdmin: true })).headers;
  const pages: Record<string, Record<string, unknown>> = {};
  for (const slug of slugs) pages[slug] = await getPage(request, slug);
  original = { settings: await getSettings(request), services: await getServices(request), pages };
});

// Everything back as it was, so the next test (and any other spec) sees the seeded site.
test.afterEach(async ({ request }) => {
  const put = async (path: string, data: unknown) => {
    const response = await request.put(path, { headers: auth, data });
    expect(response.status(), `restoring ${path}`).toBe(200);
  };
  await put("/api/settings", editable(original.settings));
  await put("/api/services", original.services);
  for (const slug of slugs) await put(`/api/pages/${slug}`, original.pages[slug]);
});

/** Signs in as a new admin and opens a back-office screen. */
async function openAsAdmin(page: Page, context: BrowserContext, path: string) {
  await signInAs(context, { isAdmin: true });
  await page.goto(path);
}

// A save's confirmation stands beside its Save button (.saved-notice); other notices are the layout's (.alert).
const alert = (page: Page) => page.locator(".alert, .saved-notice");
const footer = (page: Page) => page.locator(".site-footer");

async function latestLogDetail(request: APIRequestContext, event: string) {
  const response = await request.get(`/api/logs?event=${event}&limit=1`, { headers: auth });
  const { logs } = (await response.json()) as {
    logs: { message: string; detail: Record<string, unknown> }[];
  };
  return logs[0];
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the phone changes on /admin/settings and shows on /contact and in the footer; the save is audited", async ({
      page,
      context,
      request,
    }) => {
      const admin = await signInAs(context, { isAdmin: true });
      const phone = javaScriptEnabled ? "(602) 555-0147" : "(623) 555-0102";
      await page.goto("/admin/settings");
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(original.settings.phone);
      await page.getByLabel("Phone", { exact: true }).fill(phone);
      await page.getByRole("button", { name: "Save contact details" }).click();
      await expect(alert(page)).toContainText("Contact saved");
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(phone);

      expect((await getSettings(request)).phone).toBe(phone);
      await page.goto("/contact");
      await expect(page.locator(".contact-panel")).toContainText(phone);
      await expect(page.locator(".contact-panel").getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        `tel:+1${phone.replace(/\D/g, "")}`,
      );
      await page.goto("/services");
      await expect(footer(page)).toContainText(phone);
      await expect(footer(page)).not.toContainText(original.settings.phone);
      await page.goto("/");
      const company = (await jsonLd(page)).find((item) => item["@type"] === "GeneralContractor");
      expect(company?.telephone).toBe(phone);

      expect(readLogs("settings.update")[0]).toMatchObject({
        actorEmail: admin.email,
        path: "/admin/settings",
      });
      expect(await latestLogDetail(request, "settings.update")).toMatchObject({
        message: "Saved the settings: phone",
        detail: { changes: { phone: { from: original.settings.phone, to: phone } } },
      });
    });

    test("a bad e-mail is refused: the field is named, the form keeps what was typed, nothing changes", async ({
      page,
      context,
      request,
    }) => {
      await openAsAdmin(page, context, "/admin/settings");
      await page.getByLabel("Phone", { exact: true }).fill("(480) 555-0177");
      await page.getByLabel("Email", { exact: true }).fill("office at example");
      await page.getByLabel("ZIP").fill("852");
      await page.getByRole("button", { name: "Save contact details" }).click();
      await expect(
        page.locator(".field-errors").getByText("Email must be an e-mail address like office@example.com"),
      ).toBeVisible();
      await expect(
        page.locator(".field-errors").getByText("ZIP must be 5 digits, or ZIP+4 like 85210-1234"),
      ).toBeVisible();
      await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("(480) 555-0177");
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue("office at example");
      if (!javaScriptEnabled)
        await expect(page.getByRole("alert").filter({ hasText: "Contact was not saved" })).toBeVisible();
      expect(editable(await getSettings(request))).toEqual(editable(original.settings));
    });

    test("links are added, moved and removed row by row; the footer follows", async ({
      page,
      context,
      request,
    }) => {
      await openAsAdmin(page, context, "/admin/settings");
      const social = original.settings.socialLinks;
      const next = social.length + 1;
      await page.getByRole("button", { name: "Add social link" }).click();
      await page.getByLabel(`Social link ${next} Network`).fill("YouTube");
      await page.getByLabel(`Social link ${next} URL`).fill("https://example.com/ironwash/youtube");
      await page.getByRole("button", { name: `Move up social link ${next}`, exact: true }).click();
      await expect(page.getByLabel(`Social link ${next - 1} Network`)).toHaveValue("YouTube");
      await page.getByRole("button", { name: "Remove social link 1", exact: true }).click();
      await expect(page.getByLabel("Social link 1 Network")).toHaveValue(social[1].label);

      await page.getByRole("button", { name: "Add company link" }).click();
      await page.getByLabel("Company link 1 Label").fill("Careers");
      await page.getByLabel("Company link 1 Path or URL").fill("/careers");
      await page.getByRole("button", { name: "Add legal link" }).click();
      await page.getByLabel("Legal link 1 Label").fill("Licence lookup");
      await page.getByLabel("Legal link 1 Path or URL").fill("https://roc.example.gov/lookup");
      expect((await getSettings(request)).socialLinks, "nothing saved before Save").toEqual(social);
      await page.getByRole("button", { name: "Save links" }).click();
      await expect(alert(page)).toContainText("Social and footer links saved");

      const saved = await getSettings(request);
      expect(saved.socialLinks).toEqual([
        ...social.slice(1, -1),
        { label: "YouTube", href: "https://example.com/ironwash/youtube" },
        social.at(-1),
      ]);
      await page.goto("/projects");
      const company = footer(page).getByRole("navigation", { name: "Company" });
      // The site's own six pages (Service Areas included since decision 020), then Careers.
      await expect(company.getByRole("link")).toHaveCount(7);
      await expect(company.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers");
      const legal = footer(page).getByRole("navigation", { name: "Legal" });
      await expect(legal.getByRole("link", { name: "Licence lookup" })).toHaveAttribute(
        "href",
        "https://roc.example.gov/lookup",
      );
      await expect(footer(page).getByRole("link", { name: "YouTube" })).toHaveAttribute(
        "href",
        "https://example.com/ironwash/youtube",
      );
      await expect(footer(page).getByRole("link", { name: social[0].label, exact: true })).toHaveCount(0);

      // A link that is neither a path on the site nor https is refused.
      await page.goto("/admin/settings");
      await page.getByLabel("Company link 1 Path or URL").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Save links" }).click();
      await expect(
        page
          .locator(".field-errors")
          .getByText("A footer link must be a path on this site (like /terms) or a full https:// address"),
      ).toBeVisible();
      expect((await getSettings(request)).footerCompanyLinks).toEqual([
        { label: "Careers", href: "/careers" },
      ]);
    });

    test("a service added at the end of a group shows on /services; an empty name is refused", async ({
      page,
      context,
      request,
    }) => {
      await openAsAdmin(page, context, "/admin/services");
      const group = page.getByRole("region", { name: "Concrete Flatwork Services" });
      await expect(group.getByRole("heading", { level: 2 })).toHaveText("Concrete Flatwork Services");
      const count = original.services.concrete.length;
      await group.getByRole("button", { name: /^Add service/ }).click();
      const name = javaScriptEnabled ? "Stamped Concrete Patios" : "Decorative Stamped Concrete";
      await group.getByLabel(`Service ${count + 1} Name`).fill(name);
      await group
        .getByLabel(`Service ${count + 1} Description`)
        .fill("Patterned, coloured slabs for entries.");
      await page.getByRole("button", { name: "Save services" }).click();
      await expect(alert(page)).toContainText("Services saved");
      // A name that is none of the defaults' keeps tax on the subtotal.
      expect((await getServices(request)).concrete.at(-1)).toEqual({
        name,
        description: "Patterned, coloured slabs for entries.",
        taxClassification: "subtotal",
      });
      expect(await latestLogDetail(request, "services.update")).toMatchObject({
        detail: { changes: { concrete: { added: [name] } } },
      });

      await page.goto("/services");
      const section = page.getByRole("region", { name: "Concrete Flatwork Services" });
      await expect(section.getByRole("heading", { level: 3 }).last()).toHaveText(name);

      // Move the first asphalt service down, remove a heavy civil one, and add a nameless one: refused, unchanged.
      await page.goto("/admin/services");
      const asphalt = page.getByRole("region", { name: "Asphalt Maintenance Services" });
      await asphalt.getByRole("button", { name: /^Move down service 1 of/ }).click();
      await expect(asphalt.getByLabel("Service 2 Name")).toHaveValue(original.services.asphalt[0].name);
      await asphalt.getByRole("button", { name: /^Add service/ }).click();
      await asphalt
        .getByLabel(`Service ${original.services.asphalt.length + 1} Description`)
        .fill("A service without a name");
      await page.getByRole("button", { name: "Save services" }).click();
      await expect(asphalt.getByText("Each service needs a name")).toBeVisible();
      const before = await getServices(request);
      expect(before.asphalt).toEqual(original.services.asphalt);

      await asphalt
        .getByRole("button", { name: /^Remove service \d+ of/ })
        .last()
        .click();
      await page.getByRole("button", { name: "Save services" }).click();
      await expect(alert(page)).toContainText("Services saved");
      const [first, second, ...rest] = original.services.asphalt;
      expect((await getServices(request)).asphalt).toEqual([second, first, ...rest]);
      await page.goto("/services");
      await expect(
        page
          .getByRole("region", { name: "Asphalt Maintenance Services" })
          .getByRole("heading", { level: 3 })
          .first(),
      ).toHaveText(second.name);
    });

    test("“Our Vision” is reworded, shown, and undone from its revisions", async ({ page, context }) => {
      await signInAs(context, { isAdmin: true });
      const vision = javaScriptEnabled
        ? "Every lot we pave should outlast its mortgage."
        : "To leave every street in the Valley better than we found it.";
      await page.goto("/admin/pages/mission-statement");
      // Filling selects the old text, then types: hydration in between (it sets the textarea's default value) loses
      // the selection, and the new text lands in front of the old.
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel("Our Vision", { exact: true }).fill(vision);
      await page.getByRole("button", { name: "Save page" }).click();
      await expect(alert(page)).toContainText("Page saved");

      await page.goto("/mission-statement");
      const section = page.getByRole("region", { name: "Our Vision" });
      await expect(section).toContainText(vision);
      await expect(section).not.toContainText("To be the contractor Arizona owners call first");

      await page.goto("/admin/pages/mission-statement");
      const revisions = page.getByRole("region", { name: "Revisions" });
      await revisions
        .getByRole("button", { name: /^Restore/ })
        .first()
        .click();
      // It asks first: a dialog with JavaScript, the server's confirm step without.
      await page.getByRole("button", { name: "Yes, restore" }).click();
      await expect(alert(page)).toContainText("Revision restored");
      await expect(page.getByLabel("Our Vision", { exact: true })).toHaveValue(
        String(original.pages["mission-statement"].vision),
      );
      await page.goto("/mission-statement");
      await expect(page.getByRole("region", { name: "Our Vision" })).toContainText(
        "To be the contractor Arizona owners call first",
      );
      expect(readLogs("page.restore")[0]).toMatchObject({ path: "/admin/pages/mission-statement" });
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a typo fixed in the terms shows at once; the revision view shows the old text and restores it", async ({
    page,
    context,
  }) => {
    await openAsAdmin(page, context, "/admin/pages/terms");
    await expect(page.getByLabel("Section 5 title")).toHaveValue("Governing Law");
    const body = page.getByLabel("Section 5 body");
    const old = await body.inputValue();
    await body.fill(old.replace("conflict-of-law rules", "conflict of laws rules"));
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(alert(page)).toContainText("Page saved");
    await page.goto("/terms");
    await expect(page.getByRole("region", { name: "Governing Law" })).toContainText("conflict of laws rules");

    await page.goto("/admin/pages/terms");
    await page
      .getByRole("region", { name: "Revisions" })
      .getByRole("link", { name: /^View/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Terms and Conditions: version of");
    await expect(page.getByText("conflict-of-law rules")).toBeVisible();
    await page.getByRole("button", { name: "Restore this version" }).click();
    // The editor asks first (its confirm step, without JavaScript), then restores.
    await expect(page).toHaveURL(/\/admin\/pages\/terms$/);
    await page.getByRole("button", { name: "Yes, restore" }).click();
    await expect(alert(page)).toContainText("Revision restored");
    await page.goto("/terms");
    await expect(page.getByRole("region", { name: "Governing Law" })).toContainText("conflict-of-law rules");
  });

  test("markup typed into a page shows as text, never as markup", async ({ page, context }) => {
    await openAsAdmin(page, context, "/admin/pages/contact");
    const typed = '<b>Bold claim</b> <script>document.title="hacked"</script> <img src=x onerror=alert(1)>';
    await page.getByLabel("Introduction").fill(typed);
    await page.getByLabel("Heading").fill("Talk to <i>us</i>");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(alert(page)).toContainText("Page saved");

    await page.goto("/contact");
    const header = page.locator(".page-header");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to <i>us</i>");
    await expect(header).toContainText('<b>Bold claim</b> <script>document.title="hacked"</script>');
    await expect(header.locator("b, i, script, img")).toHaveCount(0);
    expect(await page.title()).not.toBe("hacked");
  });

  test("legal sections are added, moved and removed; the page follows their order", async ({
    page,
    context,
  }) => {
    await openAsAdmin(page, context, "/admin/pages/privacy");
    const sections = (original.pages.privacy.sections as unknown[]).length;
    await page.getByRole("button", { name: "Add section" }).click();
    await page.getByLabel(`Section ${sections + 1} title`).fill("Children's Privacy");
    await page
      .getByLabel(`Section ${sections + 1} body`)
      .fill("The site is not meant for children under 13.");
    await page.getByRole("button", { name: `Move up section ${sections + 1}`, exact: true }).click();
    await expect(page.getByLabel(`Section ${sections} title`)).toHaveValue("Children's Privacy");
    await page.getByRole("button", { name: "Remove section 4", exact: true }).click();
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(alert(page)).toContainText("Page saved");

    await page.goto("/privacy");
    const headings = await page.locator(".prose h2").allTextContents();
    expect(headings.slice(-2)).toEqual(["Children's Privacy", "Contact Us"]);
    expect(headings).not.toContain("Data Security");
    expect(headings).toHaveLength(sections);
  });
});

test.describe("with JavaScript", () => {
  // Axe runs inside the page, so these checks need JavaScript.
  test("the refused settings form and a revision view pass axe", async ({ page, context }) => {
    test.setTimeout(90_000);
    await openAsAdmin(page, context, "/admin/settings");
    await page.getByLabel("Email", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Save contact details" }).click();
    await expect(
      page.locator(".field-errors").getByText("Email must be an e-mail address like office@example.com"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Add social link" }).click();
    await page.getByRole("button", { name: "Save links" }).click();
    await expect(
      page.locator(".field-errors").getByText("Each social link needs a network (Facebook, Instagram, ...)"),
    ).toBeVisible();
    expect(await seriousViolations(page), "settings with errors").toEqual([]);

    await page.goto("/admin/pages/mission-statement");
    await page.getByLabel("Our Mission", { exact: true }).fill("To pave well.");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(alert(page)).toContainText("Page saved");
    await page
      .getByRole("region", { name: "Revisions" })
      .getByRole("link", { name: /^View/ })
      .first()
      .click();
    await expect(page.getByRole("button", { name: "Restore this version" })).toBeVisible();
    expect(await seriousViolations(page), "revision view").toEqual([]);
  });

  test("the landing page's texts and list follow the home page and services", async ({ page, context }) => {
    await openAsAdmin(page, context, "/admin/pages/home");
    await page.getByLabel("Tagline").fill("Paving the East Valley since {foundedYear}, one lot at a time.");
    await page.getByLabel("Point 1 title").fill("Made for monsoon season");
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(alert(page)).toContainText("Page saved");

    await page.goto("/admin/services");
    const landing = page.getByRole("region", { name: "Landing page services" });
    await landing.getByRole("button", { name: /^Add service/ }).click();
    await landing
      .getByLabel(`Service ${original.services.landing.length + 1} Name`)
      .fill("Speed Humps & Tables");
    await page.getByRole("button", { name: "Save services" }).click();
    await expect(alert(page)).toContainText("Services saved");

    await page.goto("/");
    await expect(page.getByText("Paving the East Valley since 2023, one lot at a time.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Made for monsoon season" })).toBeVisible();
    await expect(page.locator(".landing-services li").last()).toHaveText("Speed Humps & Tables");
  });
});

test("the API: settings are public to read and validated like the form to write; pages are admin-only", async ({
  request,
}) => {
  const anonymous = await request.get("/api/settings");
  expect(anonymous.status()).toBe(200);
  const { settings } = (await anonymous.json()) as { settings: Settings };
  expect(Object.keys(settings).sort()).toEqual(
    [
      "address",
      "afterHoursPhone",
      "beforeWeArrive",
      "businessHours",
      "companyName",
      "description",
      "email",
      "footerCompanyLinks",
      "footerLegalLinks",
      "foundedYear",
      "invoiceTermsDays",
      "legalName",
      "licenseLine",
      "rocLicenseNumber",
      "paymentInstructions",
      "openingHours",
      "phone",
      "serviceArea",
      "siteTitle",
      "socialLinks",
      "updatedAt",
      "waiverSignerName",
      "waiverSignerTitle",
    ].sort(),
  );

  const bad = await request.put("/api/settings", {
    headers: auth,
    data: { ...editable(settings), email: "nope", socialLinks: [{ label: "X", href: "http://x.example" }] },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).fieldErrors).toMatchObject({
    email: ["Email must be an e-mail address like office@example.com"],
    "socialLinks.0.href": ["Social link URL must be a full https:// address"],
  });
  expect(editable(await getSettings(request))).toEqual(editable(original.settings));

  const good = await request.put("/api/settings", {
    headers: auth,
    data: { ...editable(settings), email: "estimates@example.com" },
  });
  expect(good.status()).toBe(200);
  expect(await good.json()).toMatchObject({ success: true, message: "Settings saved", changed: ["email"] });
  expect((await latestLogDetail(request, "settings.update")).detail).toMatchObject({
    via: "api",
    changes: { email: { from: original.settings.email, to: "estimates@example.com" } },
  });

  expect((await request.get("/api/pages/terms")).status()).toBe(401);
  const missing = await request.get("/api/pages/blog", { headers: auth });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false });

  const mission = await getPage(request, "mission-statement");
  const wrongShape = await request.put("/api/pages/mission-statement", {
    headers: auth,
    data: original.pages.terms,
  });
  expect(wrongShape.status()).toBe(400);
  const saved = await request.put("/api/pages/mission-statement", {
    headers: auth,
    data: { ...mission, vision: "Reworded through the API." },
  });
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({
    changed: ["vision"],
    page: { content: { vision: "Reworded through the API." } },
  });
  const html = await (await request.get("/mission-statement")).text();
  expect(html).toContain("Reworded through the API.");
  expect(html, "the footer shows the new e-mail").toContain("estimates@example.com");
});
