import { z } from "zod";
import {
  contactPageContentSchema,
  homeContentSchema,
  legalContentSchema,
  missionContentSchema,
  pageSlugs,
  servicesPageContentSchema,
} from "~/models/content-page";
import { serviceItemSchema } from "~/models/site-settings";

// The office's content as the API answers it: the records the endpoints of settings, services and pages return.

const isoDate = z.string().describe("ISO 8601 date-time");
const link = z.object({ label: z.string(), href: z.string() });

export const settingsJsonSchema = z.object({
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

const serviceJson = z.array(serviceItemSchema.extend({ description: z.string() }));

export const servicesJsonSchema = z.object({
  landing: serviceJson.describe("The landing page's About list"),
  asphalt: serviceJson.describe("Asphalt Maintenance Services"),
  concrete: serviceJson.describe("Concrete Flatwork Services"),
  heavyCivil: serviceJson.describe("Heavy Civil Construction"),
});

/** Any page's content; which shape applies depends on the slug. */
export const pageContentBodySchema = z
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

export const contentPageJsonSchema = z.object({
  slug: z.enum(pageSlugs),
  title: z.string(),
  path: z.string().describe("Where the page is shown"),
  content: pageContentBodySchema,
  updatedAt: isoDate.nullable().describe("null while the page shows its default texts"),
});

export type ContentPageJson = z.infer<typeof contentPageJsonSchema>;
