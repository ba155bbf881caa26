// Service areas (slug rules, revisions with a summary, restore, delete), testimonials, the public pages that show
// them, the contact page's hours, and the GeneralContractor JSON-LD checked against the schema.org vocabulary.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { requestContext, type EditContext } from "~/logs/audit.server";
import { currentContentVersion } from "~/db/content-version.server";
import { defaultOpeningHours } from "~/content/opening-hours";
import { createProject, updateProject } from "~/projects/project.server";
import { SERVICE_AREA_MESSAGES, serviceAreaFormSchema } from "~/content/service-area";
import {
  createServiceArea,
  deleteServiceArea,
  getServiceAreaBySlug,
  listAreaRevisions,
  restoreAreaRevision,
  updateServiceArea,
} from "~/content/service-area.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { generalContractorJsonLd } from "~/content/structured-data.server";
import {
  createTestimonial,
  deleteTestimonial,
  listPublishedTestimonials,
  updateTestimonial,
} from "~/testimonials/testimonial.server";
import { createUser } from "~/accounts/user.server";
import * as areaPage from "~/routes/_site/service-areas/$slug";
import * as areaIndex from "~/routes/_site/service-areas/index";
import * as contactPage from "~/routes/_site/contact";
import * as projectPage from "~/routes/_site/projects/$id";
import * as testimonialsApi from "~/routes/api/testimonials";
import { TESTIMONIAL_MESSAGES } from "~/testimonials/testimonial";
import { seedDatabase } from "~/seed/seed.server";
import { schemaOrgProblems, typesIn } from "../support/schema-org/check";
import { callRoute, routeArgs } from "../support/route-call";

let context: EditContext;
const values = (fields: Record<string, string>) => serviceAreaFormSchema.parse(fields);
const get = (path: string) => new Request(`http://site.test${path}`);

beforeAll(async () => {
  await seedDatabase({ demo: false });
  const admin = await createUser({
    name: "Area Editor",
    email: "area-editor@example.com",
    password: "area-editor-password",
    isAdmin: true,
    isVerified: true,
  });
  context = requestContext(new Request("http://site.test/admin/service-areas", { method: "POST" }), admin);
});

describe("service areas", () => {
  test("an area is added with a slug from its name; a slug in use is refused; every write raises the content version", () => {
    const before = currentContentVersion();
    const added = createServiceArea(values({ name: "Apache Junction", intro: "We **pave** here." }), context);
    expect(added).toMatchObject({ ok: true, area: { slug: "apache-junction", zipCodes: [] } });
    expect(currentContentVersion()).toBeGreaterThan(before);
    expect(createServiceArea(values({ name: "Other", slug: "apache-junction" }), context)).toEqual({
      ok: false,
      status: 409,
      error: SERVICE_AREA_MESSAGES.failed,
      fieldErrors: { slug: [SERVICE_AREA_MESSAGES.slugTaken] },
    });
  });

  test("each save keeps the version it replaces with a one-line summary, and a restore can be undone", () => {
    const area = getServiceAreaBySlug("apache-junction")!;
    const saved = updateServiceArea(
      area.id,
      values({ name: "Apache Jct", slug: "apache-junction", intro: "New words.", zipCodes: "85119, 85120" }),
      context,
    );
    expect(saved).toMatchObject({ ok: true, changed: ["name", "intro", "zipCodes"] });
    const [revision] = listAreaRevisions(area.id);
    expect(revision.summary).toBe(
      "Changed the name (Apache Junction → Apache Jct), the introduction and the ZIP codes",
    );
    // Saving the same values again keeps no new version.
    updateServiceArea(
      area.id,
      values({ name: "Apache Jct", slug: "apache-junction", intro: "New words.", zipCodes: "85119 85120" }),
      context,
    );
    expect(listAreaRevisions(area.id)).toHaveLength(1);

    expect(restoreAreaRevision(area.id, revision.id, context)).toMatchObject({ ok: true });
    expect(getServiceAreaBySlug("apache-junction")).toMatchObject({ name: "Apache Junction", zipCodes: [] });
    const revisions = listAreaRevisions(area.id);
    expect(revisions).toHaveLength(2);
    expect(revisions[0].summary).toMatch(
      /^Restored the version of .+ UTC: the name \(Apache Jct → Apache Junction\)/,
    );
    expect(restoreAreaRevision(area.id, "nope", context)).toEqual({
      ok: false,
      status: 404,
      error: SERVICE_AREA_MESSAGES.revisionMissing,
    });
  });

  test("a slug taken by another area is refused on edit too", () => {
    const other = createServiceArea(values({ name: "Gold Canyon" }), context);
    if (!other.ok) throw new Error("not created");
    expect(
      updateServiceArea(other.area.id, values({ name: "Gold Canyon", slug: "apache-junction" }), context),
    ).toEqual({
      ok: false,
      status: 409,
      error: SERVICE_AREA_MESSAGES.failed,
      fieldErrors: { slug: [SERVICE_AREA_MESSAGES.slugTaken] },
    });
    expect(deleteServiceArea(other.area.id, context)).toBe(true);
    expect(deleteServiceArea(other.area.id, context)).toBe(false);
  });
});

describe("the public pages", () => {
  test("/service-areas links every area; an unknown slug is a 404", async () => {
    const index = await areaIndex.loader();
    expect(index.areas).toContainEqual({ name: "Apache Junction", slug: "apache-junction" });
    await expect(async () =>
      areaPage.loader(routeArgs(get("/service-areas/x"), { slug: "nowhere" })),
    ).rejects.toMatchObject({ status: 404 });
  });

  test("an area page shows its intro, the services, the published projects and the testimonials of its city", () => {
    const shown = createProject({
      title: "AJ lot",
      description: "",
      project_type: "Asphalt Paving",
      category: "",
      alt: "",
      date: "",
    });
    updateProject(shown.id, { city: "apache junction" });
    const hidden = createProject({
      title: "AJ draft",
      description: "",
      project_type: "Asphalt Paving",
      category: "",
      alt: "",
      date: "",
    });
    updateProject(hidden.id, { city: "Apache Junction", draft: true });
    createTestimonial(
      { quote: "Great crew.", name: "Ana", city: "Apache Junction", projectId: shown.id, published: true },
      context,
    );
    createTestimonial(
      { quote: "Not yet.", name: "Ben", city: "Apache Junction", projectId: null, published: false },
      context,
    );

    const view = areaPage.loader(
      routeArgs(get("/service-areas/apache-junction"), { slug: "apache-junction" }),
    );
    expect(view.heading).toBe("Paving and concrete in Apache Junction, AZ");
    expect(view.introHtml).toContain("<strong>pave</strong>");
    expect(view.serviceGroups.length).toBeGreaterThan(0);
    expect(view.projects.map((project) => project.title)).toEqual(["AJ lot"]);
    expect(view.testimonials.map((testimonial) => testimonial.name)).toEqual(["Ana"]);
    for (const node of view.jsonLd) expect(schemaOrgProblems(node)).toEqual([]);
    expect(view.jsonLd[0]).toMatchObject({
      "@type": "Service",
      areaServed: { "@type": "City", name: "Apache Junction" },
    });

    // The project's own page shows the testimonial that names it.
    const project = projectPage.loader(routeArgs(get(`/projects/${shown.id}`), { id: shown.id }));
    expect(project.testimonials.map((testimonial) => testimonial.quote)).toEqual(["Great crew."]);
  });

  test("testimonials: only published ones are public (GET /api/testimonials too); edits and deletes apply", async () => {
    const made = createTestimonial(
      { quote: "Q", name: "Cy", city: "", projectId: null, published: false },
      context,
    );
    if (!made.ok) throw new Error("not created");
    expect(listPublishedTestimonials().some((row) => row.id === made.testimonial.id)).toBe(false);
    expect(updateTestimonial(made.testimonial.id, { published: true }, context)).toMatchObject({ ok: true });
    const answer = await callRoute(testimonialsApi, "GET", { path: "/api/testimonials" });
    const { testimonials } = (await answer.json()) as { testimonials: { _id: string }[] };
    expect(testimonials.map((row) => row._id)).toContain(made.testimonial.id);
    expect(
      createTestimonial({ quote: "Q", name: "D", city: "", projectId: "gone", published: true }, context),
    ).toEqual({
      ok: false,
      status: 400,
      error: TESTIMONIAL_MESSAGES.projectMissing,
      fieldErrors: { projectId: [TESTIMONIAL_MESSAGES.projectMissing] },
    });
    expect(deleteTestimonial(made.testimonial.id, context)).toBe(true);
    expect(updateTestimonial(made.testimonial.id, { name: "X" }, context)).toEqual({
      ok: false,
      status: 404,
      error: TESTIMONIAL_MESSAGES.notFound,
    });
  });

  test("/contact shows the week's hours, whether the office is open, and the after-hours phone", () => {
    db.update(siteSettings)
      .set({ openingHours: defaultOpeningHours, afterHoursPhone: "(480) 555-0199" })
      .where(eq(siteSettings.id, requireSiteSettings().id))
      .run();
    const view = contactPage.loader();
    expect(view.hours?.rows).toHaveLength(7);
    expect(view.hours?.rows.find((row) => row.name === "Sunday")).toMatchObject({ hours: "Closed" });
    expect(typeof view.hours?.openNow).toBe("boolean");
    expect(view.hours?.afterHoursPhone).toBe("(480) 555-0199");
  });
});

describe("the GeneralContractor JSON-LD", () => {
  test("names the business with its areas as Cities, its hours, phone and links, and fits schema.org", () => {
    const settings = { ...requireSiteSettings(), openingHours: defaultOpeningHours };
    const jsonLd = generalContractorJsonLd({
      settings,
      origin: "https://paving.example",
      areas: [{ name: "Mesa" }, { name: "Queen Creek" }],
      image: "/media/projects/lot.webp",
    });
    expect(schemaOrgProblems(jsonLd)).toEqual([]);
    expect(jsonLd).toMatchObject({
      "@type": "GeneralContractor",
      url: "https://paving.example/",
      telephone: settings.phone,
      email: settings.email,
      image: "https://paving.example/media/projects/lot.webp",
      address: { "@type": "PostalAddress", addressLocality: settings.address.city },
      areaServed: [
        { "@type": "City", name: "Mesa", containedInPlace: { "@type": "State", name: "Arizona" } },
        { "@type": "City", name: "Queen Creek" },
      ],
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
            (day) => `https://schema.org/${day}`,
          ),
          opens: "07:00",
          closes: "16:00",
        },
      ],
    });
    expect(typesIn(jsonLd)).not.toContain("AggregateRating");
    expect(JSON.stringify(jsonLd)).not.toMatch(/rating/i);
  });
});
