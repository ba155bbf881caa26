import { z } from "zod";
import {
  contactPageContentSchema,
  homeContentSchema,
  legalContentSchema,
  missionContentSchema,
  pageSlugs,
  servicesPageContentSchema,
} from "~/content/content-page";
import { serviceItemSchema, servicesSchema, siteSettingsSchema } from "~/content/site-settings";
import { taxClassifications } from "~/db/schema";
import { isoDate, ok, type Endpoint } from "./endpoint";

// The office's own content: company details, service lists, editable pages.

const link = z.object({ label: z.string(), href: z.string() });

const settingsJsonSchema = z.object({
  companyName: z.string(),
  legalName: z.string(),
  foundedYear: z.number().int(),
  phone: z.string(),
  email: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  licenseLine: z.string(),
  rocLicenseNumber: z
    .string()
    .describe('The Arizona Registrar of Contractors licence number, shown as "ROC #…"'),
  paymentInstructions: z.string().describe("How to pay a quote by check or transfer"),
  beforeWeArrive: z
    .string()
    .describe("What the customer does before the crew comes, sent with the reminder the day before a job"),
  invoiceTermsDays: z
    .number()
    .int()
    .describe("Days from an invoice's sending to its due date, unless the invoice names its own (0 to 120)"),
  waiverSignerName: z
    .string()
    .describe("Who signs the company's lien waivers (A.R.S. § 33-1008); empty: a line to sign by hand"),
  waiverSignerTitle: z.string().describe("The waiver signer's title, printed under the signature"),
  siteTitle: z.string(),
  description: z.string(),
  businessHours: z.string(),
  serviceArea: z.string(),
  socialLinks: z.array(link).describe("label is the network (Facebook, Instagram, ...)"),
  footerCompanyLinks: z.array(link).describe("Shown under Company in the footer, after the site's own pages"),
  footerLegalLinks: z.array(link).describe("Shown under Legal in the footer, after Terms and Privacy"),
  openingHours: z
    .array(
      z.object({
        day: z.number().int().min(0).max(6).describe("0 = Sunday ... 6 = Saturday"),
        closed: z.boolean(),
        opens: z.string().describe('"HH:MM", empty when closed'),
        closes: z.string().describe('"HH:MM", empty when closed'),
      }),
    )
    .describe("The business hours, one entry per weekday, Sunday first; empty: none published"),
  afterHoursPhone: z.string().describe("An emergency or after-hours phone; empty: none"),
  updatedAt: isoDate,
});

export type SettingsJson = z.infer<typeof settingsJsonSchema>;

const serviceJson = z.array(
  serviceItemSchema.extend({
    description: z.string(),
    taxClassification: z
      .enum(taxClassifications)
      .describe(
        "What a quote for the service starts with: the one saved, else the default of its name (sealcoating, " +
          "crack sealing, patching, pothole repair, striping: mrra; paving, grading, site development: " +
          "prime_contracting; anything else: subtotal)",
      ),
  }),
);

const servicesJsonSchema = z.object({
  landing: serviceJson.describe("The landing page's About list"),
  asphalt: serviceJson.describe("Asphalt Maintenance Services"),
  concrete: serviceJson.describe("Concrete Flatwork Services"),
  heavyCivil: serviceJson.describe("Heavy Civil Construction"),
});

/** Any page's content; which shape applies depends on the slug. */
const pageContentBodySchema = z
  .union([
    homeContentSchema,
    servicesPageContentSchema,
    missionContentSchema,
    contactPageContentSchema,
    legalContentSchema,
  ])
  .describe(
    "The shape depends on the slug: home, services, mission-statement, contact, or terms and privacy (the legal shape). " +
      "Texts are plain text or Markdown (raw HTML is shown as text); {companyName}, {phone} and the like show the " +
      "company's current details.",
  );

const contentPageJsonSchema = z.object({
  slug: z.enum(pageSlugs),
  title: z.string(),
  path: z.string().describe("Where the page is shown"),
  content: pageContentBodySchema,
  updatedAt: isoDate.nullable().describe("null while the page shows its default texts"),
});

export type ContentPageJson = z.infer<typeof contentPageJsonSchema>;

export const siteContentEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/settings",
    tag: "Site content",
    summary: "The company's details",
    description:
      "Name, contact details, address, licence line, hours, service area, social and footer links.",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "The settings", schema: z.object({ settings: settingsJsonSchema }) },
  },
  {
    method: "put",
    path: "/settings",
    tag: "Site content",
    summary: "Replace the company's details",
    description:
      "Every field is sent (lists may be empty), except openingHours and afterHoursPhone, which keep their value " +
      "when left out. Each opening-hours entry needs opens and closes (HH:MM, closes after opens) unless closed. " +
      "The audit log records each changed field's old and new value.",
    auth: "admin",
    json: siteSettingsSchema,
    success: {
      status: 200,
      description: "The saved settings and the names of the fields that changed",
      schema: z.object({
        success: ok,
        message: z.string(),
        changed: z.array(z.string()),
        settings: settingsJsonSchema,
      }),
    },
  },
  {
    method: "get",
    path: "/services",
    tag: "Site content",
    summary: "The four service lists",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "The lists", schema: z.object({ services: servicesJsonSchema }) },
  },
  {
    method: "put",
    path: "/services",
    tag: "Site content",
    summary: "Replace the four service lists",
    description:
      "All four lists are sent; every service needs a name. `taxClassification` (`mrra`, `prime_contracting` or " +
      "`subtotal`) is optional: left out, it follows the service's name.",
    auth: "admin",
    json: servicesSchema,
    success: {
      status: 200,
      description: "The saved lists and the lists that changed",
      schema: z.object({
        success: ok,
        message: z.string(),
        changed: z.array(z.string()),
        services: servicesJsonSchema,
      }),
    },
  },
  {
    method: "get",
    path: "/pages/{slug}",
    tag: "Site content",
    summary: "An editable page's content",
    description: "slug: home, services, mission-statement, contact, terms or privacy.",
    auth: "admin",
    success: { status: 200, description: "The page", schema: z.object({ page: contentPageJsonSchema }) },
  },
  {
    method: "put",
    path: "/pages/{slug}",
    tag: "Site content",
    summary: "Save an editable page",
    description:
      "Stores a new version; the one it replaces is kept as a revision (restorable in the back office).",
    auth: "admin",
    json: pageContentBodySchema,
    success: {
      status: 200,
      description: "The saved page and the fields that changed",
      schema: z.object({
        success: ok,
        message: z.string(),
        changed: z.array(z.string()),
        page: contentPageJsonSchema,
      }),
    },
  },
];
