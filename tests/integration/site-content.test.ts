// The office's own content: company settings, service lists and editable pages, saved with an audit row each, pages
// with revisions that can be restored, and the public rendering (placeholders, Markdown with raw HTML off).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { contentPageJson } from "~/api/serialize/content-page.server";
import { db } from "~/db/client.server";
import { requestContext } from "~/logs/audit.server";
import { contentPages, emailOutbox } from "~/db/schema";
import { PAGE_MESSAGES } from "~/content/content-page";
import {
  getContentPage,
  getPageRevision,
  listContentPages,
  listPageRevisions,
  REVISIONS_KEPT,
  restorePageRevision,
  savePageContent,
} from "~/content/content-page.server";
import { legalPageView, missionPageView, pageTextRenderer } from "~/content/content-page-view.server";
import { listLogs } from "~/logs/log.server";
import { requestNewsletterSubscription } from "~/newsletter/newsletter.server";
import {
  getSiteSettings,
  requireSiteSettings,
  saveCompanySettings,
  saveServices,
  servicesOf,
  settingsValuesOf,
} from "~/content/site-settings.server";
import { createUser } from "~/accounts/user.server";
import { defaultPageContents } from "~/content/content-page-defaults";
import { seedDatabase } from "~/seed/seed.server";

let context: Parameters<typeof savePageContent>[2];
const request = () => new Request("http://site.test/admin/pages/x", { method: "POST" });

beforeAll(async () => {
  // Settings only (like SEED=none, or a database seeded before pages were editable): no page rows yet.
  const report = await seedDatabase({ demo: false });
  expect(report).toMatchObject({ settings: true, pages: 0 });
  const admin = await createUser({
    name: "Office Manager",
    email: "office-manager@example.com",
    password: "office-password-1",
    isAdmin: true,
    isVerified: true,
  });
  context = requestContext(request(), admin);
});

describe("pages without rows", () => {
  test("show the default texts, filled with the company's details", () => {
    expect(db.select().from(contentPages).all()).toEqual([]);
    expect(getContentPage("terms")).toMatchObject({ content: defaultPageContents.terms, updatedAt: null });
    const mission = missionPageView();
    expect(mission.whoWeAreHtml).toContain(
      "<p>Ironwash Paving &amp; Civil was founded in 2023 in Mesa, Arizona. Ironwash Paving &amp; Civil, Inc. is an Arizona S Corporation",
    );
    expect(mission.values.map((value) => value.name)).toHaveLength(6);
    expect(mission.visionHtml).toContain('<a href="/contact">Talk to us about your project</a>');
  });

  test("the legal pages' {contact} line becomes the company's address block", () => {
    const terms = legalPageView("terms");
    const contact = terms.sections.at(-1)!;
    expect(contact.title).toBe("Contact Us");
    expect(contact.html).toBe(
      "<p>Questions about these terms? Reach us at:</p>\n" +
        "<address>Ironwash Paving &amp; Civil, Inc.<br>1455 S. Caliche Way, Suite 110<br>Mesa, AZ 85210<br>" +
        '<a href="mailto:office@example.com">office@example.com</a> · <a href="tel:+14805550186">(480) 555-0186</a></address>\n' +
        '<p>See also our <a href="/privacy">Privacy Policy</a>.</p>\n',
    );
    expect(terms.sections.find((section) => section.title === "Governing Law")?.html).toContain(
      "State of Arizona",
    );
  });
});

describe("rendering the office's texts", () => {
  const company = {
    companyName: "*Star* <b>Paving</b> & [Co](javascript:x)",
    legalName: "",
    foundedYear: 2024,
    phone: "480-555-0100",
    email: "a@example.com",
    address: { street: "1 Main", city: "Tempe", state: "AZ", zip: "85281", country: "United States" },
  };
  const text = pageTextRenderer(company);

  test("markup typed into a page shows as text; Markdown still works", () => {
    const html = text.html(
      '<script>alert(1)</script> <img src=x onerror="alert(2)">\n\n**Bold** [us](/contact)',
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<strong>Bold</strong> <a href="/contact">us</a>');
  });

  test("company details fill placeholders as plain text, never as Markdown or HTML", () => {
    expect(text.html("{companyName} since {foundedYear}, {unknown}")).toBe(
      "<p>*Star* &lt;b&gt;Paving&lt;/b&gt; &amp; [Co](javascript:x) since 2024, {unknown}</p>\n",
    );
    // No legal name: the company name stands in.
    expect(text.plain("{legalName} in {city}, {state}")).toBe(`${company.companyName} in Tempe, AZ`);
  });
});

describe("saving pages", () => {
  test("a save stores a new version and keeps the replaced one (the defaults, first time) as a revision", () => {
    const first = {
      ...defaultPageContents["mission-statement"],
      vision: "Pavement that **outlasts** the desert.",
    };
    const saved = savePageContent("mission-statement", first, context);
    expect(saved.changed).toEqual(["vision"]);
    expect(getContentPage("mission-statement").content.vision).toBe(first.vision);
    expect(missionPageView().visionHtml).toBe("<p>Pavement that <strong>outlasts</strong> the desert.</p>\n");

    const [revision] = listPageRevisions("mission-statement");
    // Labelled with who saved over it and a one-line summary of that save.
    expect(revision).toMatchObject({
      id: saved.revisionId,
      reason: "edit",
      author: "Office Manager",
      summary: "Changed Our Vision",
    });
    expect(getPageRevision("mission-statement", revision.id)?.parsed).toEqual(
      defaultPageContents["mission-statement"],
    );

    const log = listLogs({ event: "page.update" })[0];
    expect(log).toMatchObject({
      actorEmail: "office-manager@example.com",
      message: "Saved the page “Mission Statement”: vision",
      detail: { slug: "mission-statement", changed: ["vision"] },
    });
  });

  test("saving unchanged content stores no new version but is still audited", () => {
    const before = listPageRevisions("mission-statement").length;
    const logsBefore = listLogs({ event: "page.update" }).length;
    const result = savePageContent("mission-statement", getContentPage("mission-statement").content, context);
    expect(result).toEqual({ changed: [], revisionId: null });
    expect(listPageRevisions("mission-statement")).toHaveLength(before);
    expect(listLogs({ event: "page.update" })).toHaveLength(logsBefore + 1);
  });

  test("restoring a revision puts it back and keeps the replaced version, so the restore can be undone", () => {
    const typo = { ...defaultPageContents.terms, intro: "These terms aplpy to your use of this website." };
    savePageContent("terms", typo, context);
    const fixed = { ...typo, intro: "These terms apply to your use of this website." };
    savePageContent("terms", fixed, context);
    const [beforeFix, original] = listPageRevisions("terms");
    expect(getPageRevision("terms", beforeFix.id)?.parsed?.intro).toBe(typo.intro);
    expect(getPageRevision("terms", original.id)?.parsed).toEqual(defaultPageContents.terms);

    const restored = restorePageRevision("terms", original.id, context);
    expect(restored).toMatchObject({ ok: true, changed: ["intro"] });
    expect(getContentPage("terms").content).toEqual(defaultPageContents.terms);
    const [undo] = listPageRevisions("terms");
    expect(undo.reason).toBe("restore");
    expect(getPageRevision("terms", undo.id)?.parsed?.intro).toBe(fixed.intro);
    expect(listLogs({ event: "page.restore" })[0]).toMatchObject({
      detail: { slug: "terms", revisionId: original.id },
    });

    // Undoing the restore brings the fixed text back.
    expect(restorePageRevision("terms", undo.id, context).ok).toBe(true);
    expect(getContentPage("terms").content.intro).toBe(fixed.intro);
  });

  test("a revision of another page, an unknown one or one that no longer fits cannot be restored", () => {
    const [termsRevision] = listPageRevisions("terms");
    const missing = { ok: false, status: 404, error: PAGE_MESSAGES.revisionMissing };
    expect(restorePageRevision("privacy", termsRevision.id, context)).toEqual(missing);
    expect(restorePageRevision("terms", "nope", context)).toEqual(missing);
    // A stored version of an older shape (no sections) is listed but refused, and nothing changes.
    const current = getContentPage("terms").content;
    db.update(contentPages)
      .set({ content: { intro: "old shape" } })
      .where(eq(contentPages.slug, "terms"))
      .run();
    expect(getContentPage("terms").content, "a broken row shows the defaults").toEqual(
      defaultPageContents.terms,
    );
    savePageContent("terms", current, context);
    const [broken] = listPageRevisions("terms");
    expect(getPageRevision("terms", broken.id)?.parsed).toBeNull();
    expect(restorePageRevision("terms", broken.id, context)).toEqual({
      ok: false,
      status: 409,
      error: PAGE_MESSAGES.revisionInvalid,
    });
    expect(getContentPage("terms").content).toEqual(current);
  });

  test(`at most ${REVISIONS_KEPT} revisions are kept per page, newest first`, () => {
    for (let i = 0; i < REVISIONS_KEPT + 3; i++)
      savePageContent("contact", { ...defaultPageContents.contact, heading: `Heading ${i}` }, context);
    const revisions = listPageRevisions("contact");
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(getPageRevision("contact", revisions[0].id)?.parsed?.heading).toBe(
      `Heading ${REVISIONS_KEPT + 1}`,
    );
    expect(listContentPages().find((page) => page.slug === "contact")).toMatchObject({
      revisions: REVISIONS_KEPT,
      updatedAt: expect.any(Date),
    });
    expect(contentPageJson("contact")).toMatchObject({
      slug: "contact",
      path: "/contact",
      content: { heading: `Heading ${REVISIONS_KEPT + 2}` },
    });
  });
});

describe("settings and services", () => {
  test("saving the settings changes only what was sent and audits each field's old and new value", () => {
    const before = settingsValuesOf(requireSiteSettings());
    const result = saveCompanySettings(
      { ...before, phone: "(602) 555-0111", address: { ...before.address, city: "Gilbert" } },
      context,
    );
    expect(result.changed).toEqual(["phone", "address.city"]);
    expect(getSiteSettings()).toMatchObject({
      phone: "(602) 555-0111",
      address: { city: "Gilbert", zip: "85210" },
    });
    expect(listLogs({ event: "settings.update" })[0]).toMatchObject({
      message: "Saved the settings: phone, address.city",
      detail: {
        changes: {
          phone: { from: "(480) 555-0186", to: "(602) 555-0111" },
          "address.city": { from: "Mesa", to: "Gilbert" },
        },
      },
    });
    // The pages follow at once.
    expect(legalPageView("privacy").sections.at(-1)?.html).toContain("Gilbert, AZ 85210");
  });

  test("mails name the company as the settings now have it", async () => {
    const before = settingsValuesOf(requireSiteSettings());
    saveCompanySettings({ ...before, companyName: "Saguaro Paving" }, context);
    const subscribed = requestNewsletterSubscription("reader@example.com", {
      ip: "198.51.100.7",
      origin: "http://site.test",
    });
    expect(subscribed.ok).toBe(true);
    await vi.waitFor(() =>
      expect(db.select({ subject: emailOutbox.subject }).from(emailOutbox).all()).toContainEqual({
        subject: "Please confirm your subscription to the Saguaro Paving newsletter",
      }),
    );
    saveCompanySettings(before, context);
  });

  test("saving the services says per list what was added, removed, edited or moved", () => {
    const before = servicesOf(requireSiteSettings());
    const [first, second, ...rest] = before.asphalt;
    saveServices(
      {
        ...before,
        asphalt: [
          second,
          { ...first, description: "New words." },
          ...rest,
          { name: "Chip Seal", description: "" },
        ],
        heavyCivil: before.heavyCivil.slice(1),
      },
      context,
    );
    const after = servicesOf(requireSiteSettings());
    expect(after.asphalt.at(-1)).toEqual({ name: "Chip Seal", description: "" });
    expect(after.landing).toEqual(before.landing);
    expect(listLogs({ event: "services.update" })[0]).toMatchObject({
      message: "Saved the services: asphalt, heavyCivil",
      detail: {
        changes: {
          asphalt: { added: ["Chip Seal"], removed: [], edited: [first.name], reordered: true },
          heavyCivil: { added: [], removed: [before.heavyCivil[0].name], edited: [], reordered: false },
        },
      },
    });
  });
});
