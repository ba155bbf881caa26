// The settings page saves one section at a time (issue 29): a section's save changes its own fields and keeps the
// others; the hours are checked; the home image is chosen, never replaced by a new project; drafts stay private.
import { beforeAll, describe, expect, test } from "vitest";
import { saveSettingsSection } from "~/routes/admin/settings/+shared/settings-sections.server";
import { db } from "~/db/client.server";
import { mediaUploads } from "~/db/schema";
import { requestContext } from "~/logs/audit.server";
import { chooseHomeImageFromProject } from "~/content/home-image.server";
import { defaultOpeningHours } from "~/content/opening-hours";
import { createProjectWithImages } from "~/projects/project-admin.server";
import {
  addProjectImages,
  getPublishedProject,
  listProjects,
  listRecentProjects,
  projectSuggestions,
} from "~/projects/project.server";
import { requireSiteSettings, settingsValuesOf } from "~/content/site-settings.server";
import { createUser } from "~/accounts/user.server";
import { seedDatabase } from "~/seed/seed.server";
import { createId } from "~/utils/id.server";

let by: Parameters<typeof saveSettingsSection>[2];
const request = () => new Request("http://site.test/admin/settings", { method: "POST" });

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

/** The Hours form as a browser posts it: seven days, Monday first. */
function hoursForm(edit: (day: number) => { opens?: string; closes?: string } | null) {
  const entries: Record<string, string> = { intent: "hours" };
  [1, 2, 3, 4, 5, 6, 0].forEach((day, index) => {
    entries[`openingHours[${index}].day`] = String(day);
    const fields = edit(day);
    if (!fields) entries[`openingHours[${index}].closed`] = "on";
    else
      for (const [name, value] of Object.entries(fields)) entries[`openingHours[${index}].${name}`] = value;
  });
  return entries;
}

beforeAll(async () => {
  await seedDatabase({ demo: false });
  const admin = await createUser({
    name: "Settings Admin",
    email: "settings-admin@example.com",
    password: "settings-password-1",
    isAdmin: true,
    isVerified: true,
  });
  by = requestContext(request(), admin);
});

describe("settings sections", () => {
  test("a new database publishes the default hours: Monday to Friday 7:00 to 16:00", () => {
    expect(requireSiteSettings().openingHours).toEqual(defaultOpeningHours);
  });

  test("saving Contact changes the phone only; the company, links and hours keep their values", async () => {
    const before = settingsValuesOf(requireSiteSettings());
    const response = (await saveSettingsSection(
      request(),
      form({
        intent: "contact",
        phone: "(602) 555-0111",
        email: before.email,
        "address.street": before.address.street,
        "address.city": before.address.city,
        "address.state": before.address.state,
        "address.zip": before.address.zip,
        "address.country": before.address.country,
        businessHours: before.businessHours,
        serviceArea: before.serviceArea,
      }),
      by,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/settings#settings-contact");
    const after = settingsValuesOf(requireSiteSettings());
    expect(after).toEqual({ ...before, phone: "(602) 555-0111" });
  });

  test("saving Invoices sets the payment terms and the waiver signer; 121 days is refused and nothing is saved", async () => {
    const before = settingsValuesOf(requireSiteSettings());
    expect(before.invoiceTermsDays).toBe(14);
    const refused = (await saveSettingsSection(
      request(),
      form({ intent: "invoices", invoiceTermsDays: "121", waiverSignerName: "Marisol Vega" }),
      by,
    )) as { init?: { status?: number }; data: { result: { error?: Record<string, string[]> } } };
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error?.invoiceTermsDays).toEqual([
      "Payment terms must be a whole number of days from 0 to 120",
    ]);
    expect(settingsValuesOf(requireSiteSettings())).toEqual(before);

    const response = (await saveSettingsSection(
      request(),
      form({
        intent: "invoices",
        invoiceTermsDays: "30",
        waiverSignerName: "Marisol Vega",
        waiverSignerTitle: "President",
      }),
      by,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/settings#settings-invoices");
    expect(settingsValuesOf(requireSiteSettings())).toEqual({
      ...before,
      invoiceTermsDays: 30,
      waiverSignerName: "Marisol Vega",
      waiverSignerTitle: "President",
    });
  });

  test("saving Company with only its fields leaves the social links, whose field was not sent, as they were", async () => {
    const before = settingsValuesOf(requireSiteSettings());
    await saveSettingsSection(
      request(),
      form({
        intent: "company",
        companyName: "Saguaro Paving",
        legalName: "",
        foundedYear: "2020",
        licenseLine: "",
        rocLicenseNumber: "321987",
        siteTitle: before.siteTitle,
        description: before.description,
      }),
      by,
    );
    const after = settingsValuesOf(requireSiteSettings());
    expect(after).toEqual({
      ...before,
      companyName: "Saguaro Paving",
      legalName: "",
      foundedYear: 2020,
      licenseLine: "",
      rocLicenseNumber: "321987",
    });
    expect(after.socialLinks).toEqual(before.socialLinks);
  });

  test("a new site has a ROC number and payment instructions; Payments saves only the instructions", async () => {
    const before = settingsValuesOf(requireSiteSettings());
    expect(before.paymentInstructions).toMatch(/check/i);
    const saved = (await saveSettingsSection(
      request(),
      form({ intent: "payments", paymentInstructions: "Checks to Saguaro Paving, please." }),
      by,
    )) as Response;
    expect(saved.headers.get("Location")).toBe("/admin/settings#settings-payments");
    expect(settingsValuesOf(requireSiteSettings())).toEqual({
      ...before,
      paymentInstructions: "Checks to Saguaro Paving, please.",
    });
    const refused = (await saveSettingsSection(
      request(),
      form({
        intent: "company",
        companyName: before.companyName,
        foundedYear: "2020",
        rocLicenseNumber: "#12 34",
        siteTitle: before.siteTitle,
        description: before.description,
      }),
      by,
    )) as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.rocLicenseNumber).toEqual([
      "ROC license number must be letters and digits only, like 123456",
    ]);
  });

  test("Hours: times are saved per day; a day closing before it opens is refused and nothing changes", async () => {
    const saved = (await saveSettingsSection(
      request(),
      form({
        ...hoursForm((day) =>
          day === 6
            ? { opens: "08:00", closes: "12:00" }
            : day === 0
              ? null
              : { opens: "06:30", closes: "15:30" },
        ),
        afterHoursPhone: "(480) 555-0199",
      }),
      by,
    )) as Response;
    expect(saved.status).toBe(302);
    const settings = requireSiteSettings();
    expect(settings.afterHoursPhone).toBe("(480) 555-0199");
    expect(settings.openingHours).toEqual([
      { day: 0, closed: true, opens: "", closes: "" },
      ...[1, 2, 3, 4, 5].map((day) => ({ day, closed: false, opens: "06:30", closes: "15:30" })),
      { day: 6, closed: false, opens: "08:00", closes: "12:00" },
    ]);

    const refused = await saveSettingsSection(
      request(),
      form(
        hoursForm((day) =>
          day === 2 ? { opens: "16:00", closes: "07:00" } : day === 3 ? { opens: "07:00" } : null,
        ),
      ),
      by,
    );
    const reply = refused as unknown as {
      init: { status: number };
      data: { form: string; result: { error: Record<string, string[]> } };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.form).toBe("hours");
    expect(reply.data.result.error).toMatchObject({
      "openingHours[1].closes": ["Tuesday: closing time must be after the opening time"],
      "openingHours[2].closes": ["Wednesday: closing time is required"],
    });
    expect(requireSiteSettings().openingHours).toEqual(settings.openingHours);
  });

  test("a post naming no section is refused with a 400", async () => {
    const reply = (await saveSettingsSection(request(), form({ companyName: "X" }), by)) as unknown as {
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(requireSiteSettings().companyName).toBe("Saguaro Paving");
  });
});

describe("the home image", () => {
  const image = (name: string) => ({
    src: `/media/projects/${name}.webp`,
    width: 1600,
    height: 1067,
    variants: [],
    bytes: 1000,
    mime: "image/webp",
    alt: `${name} photo`,
  });

  test("is chosen from the media library or a project photo, copied by value; a new project never changes it", async () => {
    expect(requireSiteSettings().homeImage).toBeNull();
    const mediaId = createId();
    db.insert(mediaUploads)
      .values({
        id: mediaId,
        kind: "image",
        path: "/media/uploads/lot.webp",
        alt: "A freshly striped lot",
        mime: "image/webp",
        bytes: 1000,
        width: 1200,
        height: 800,
        variants: [],
      })
      .run();
    await saveSettingsSection(request(), form({ intent: "home", image: `media:${mediaId}` }), by);
    expect(requireSiteSettings().homeImage).toEqual({
      src: "/media/uploads/lot.webp",
      alt: "A freshly striped lot",
      width: 1200,
      height: 800,
      variants: [],
    });

    const project = await createProjectWithImages(
      { title: "Mesa lot", description: "", project_type: "", category: "", alt: "", date: "" },
      [],
      by,
    );
    const [photo] = addProjectImages(project.id, [image("mesa")]);
    expect(requireSiteSettings().homeImage?.src).toBe("/media/uploads/lot.webp");

    expect(chooseHomeImageFromProject(project.id, photo!.id, by)).toBe(true);
    expect(requireSiteSettings().homeImage).toMatchObject({
      src: "/media/projects/mesa.webp",
      alt: "mesa photo",
    });

    await saveSettingsSection(request(), form({ intent: "home", image: "none" }), by);
    expect(requireSiteSettings().homeImage).toBeNull();
    const gone = (await saveSettingsSection(
      request(),
      form({ intent: "home", image: "media:nope" }),
      by,
    )) as unknown as {
      init: { status: number };
    };
    expect(gone.init.status).toBe(400);
  });
});

describe("draft projects", () => {
  test("show in the back office only; type and category suggestions come from the projects", async () => {
    const draft = await createProjectWithImages(
      {
        title: "Draft lot",
        description: "",
        project_type: "Sealcoating & Striping",
        category: "Commercial",
        alt: "",
        date: "",
        city: "Chandler",
        draft: true,
      },
      [],
      by,
    );
    expect(draft.city).toBe("Chandler");
    expect(listProjects().map((project) => project.id)).not.toContain(draft.id);
    expect(listRecentProjects(10).map((project) => project.id)).not.toContain(draft.id);
    expect(getPublishedProject(draft.id)).toBeUndefined();
    expect(listProjects({ includeDrafts: true }).map((project) => project.id)).toContain(draft.id);
    expect(projectSuggestions()).toEqual({ types: ["Sealcoating & Striping"], categories: ["Commercial"] });
  });
});
