import { z } from "zod";
import { taxClassifications } from "~/db/schema";
import { optionalText, requiredText } from "~/forms/text-field";
import { afterHoursPhoneSchema, type hoursSectionSchema, openingHoursListSchema } from "./opening-hours";

// The company's details and its four service lists as the office edits them (back office and API alike). Shared with
// the browser for Conform's client constraints; the rules that touch the database live in site-settings.server.ts.

export const SETTINGS_MESSAGES = {
  saved: "Settings saved",
  failed: "The settings were not saved. Fix the fields marked below.",
} as const;

export const SERVICES_MESSAGES = {
  saved: "Services saved",
  failed: "The services were not saved. Fix the fields marked below.",
} as const;

const SOCIAL_LINKS_MAX = 10;
const FOOTER_LINKS_MAX = 12;
const SERVICES_PER_GROUP_MAX = 30;

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

// A path on this site ("/terms", "/blog?page=2"), never "//host" (another site) or one with spaces or backslashes.
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

const httpsUrl = (label: string) =>
  requiredText(label, 500).refine(isHttpsUrl, `${label} must be a full https:// address`);

const phone = requiredText("Phone", 40).refine((value) => {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}, "Phone must be 7 to 15 digits, written with spaces, dashes, dots or parentheses if you like");

const email = requiredText("Email", 254).pipe(
  z.email("Email must be an e-mail address like office@example.com"),
);

const foundedYear = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "Founded year is required" : "Founded year must be a year",
  })
  .int("Founded year must be a year")
  .min(1850, "Founded year must be 1850 or later")
  .refine((year) => year <= new Date().getFullYear(), "Founded year cannot be in the future");

const addressSchema = z.object({
  street: requiredText("Street", 200),
  city: requiredText("City", 100),
  state: requiredText("State", 50),
  zip: requiredText("ZIP", 10).regex(/^\d{5}(-\d{4})?$/, "ZIP must be 5 digits, or ZIP+4 like 85210-1234"),
  country: requiredText("Country", 100),
});

const socialLinkSchema = z.object({
  label: requiredText("Network", 40, "Each social link needs a network (Facebook, Instagram, ...)"),
  href: httpsUrl("Social link URL"),
});

const footerLinkSchema = z.object({
  label: requiredText("Link label", 60, "Each footer link needs a label"),
  href: requiredText("Link", 500, "Each footer link needs a path or address").refine(
    (value) => isSitePath(value) || isHttpsUrl(value),
    "A footer link must be a path on this site (like /terms) or a full https:// address",
  ),
});

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, `${label} must be a list`).max(max, `At most ${max} ${label.toLowerCase()}`);

// The settings page saves one section at a time; each section's schema names exactly the fields it owns, so saving
// one never touches another's.

// Registrar of Contractors numbers are digits, sometimes with a letter prefix.
const rocLicenseNumber = optionalText("ROC license number", 20).refine(
  (value) => /^[A-Za-z0-9-]*$/.test(value),
  "ROC license number must be letters and digits only, like 123456",
);
const paymentInstructions = optionalText("Payment instructions", 2000);
const beforeWeArrive = optionalText("Before we arrive", 2000);
const INVOICE_TERMS_MESSAGE = "Payment terms must be a whole number of days from 0 to 120";
const invoiceTermsDays = z
  .number(INVOICE_TERMS_MESSAGE)
  .int(INVOICE_TERMS_MESSAGE)
  .min(0, INVOICE_TERMS_MESSAGE)
  .max(120, INVOICE_TERMS_MESSAGE);
const waiverSignerName = optionalText("Waiver signer", 100);
const waiverSignerTitle = optionalText("Waiver signer's title", 100);

/** Company: the names, year, licence line and ROC number, and how search engines title the site. */
export const companySectionSchema = z.object({
  companyName: requiredText("Company name", 100),
  legalName: optionalText("Legal name", 150),
  foundedYear,
  licenseLine: optionalText("Licence line", 200),
  rocLicenseNumber,
  siteTitle: requiredText("Site title", 120),
  description: requiredText("Site description", 300),
});

/** Contact: how to reach the company and where it works. */
export const contactSectionSchema = z.object({
  phone,
  email,
  address: addressSchema,
  serviceArea: optionalText("Service area", 200),
});

/** Payments: how a customer pays a quote by check or transfer. */
export const paymentsSectionSchema = z.object({ paymentInstructions });

/** Jobs: what the day-before reminder asks of the customer ("Before we arrive"). */
export const jobsSectionSchema = z.object({ beforeWeArrive });

/** Invoices: the payment terms a new invoice takes, and who signs the lien waivers. */
export const invoicesSectionSchema = z.object({ invoiceTermsDays, waiverSignerName, waiverSignerTitle });

/** Social and footer links: the three lists of links. */
const linksSectionSchema = z.object({
  socialLinks: list(socialLinkSchema, "Social links", SOCIAL_LINKS_MAX),
  footerCompanyLinks: list(footerLinkSchema, "Company links", FOOTER_LINKS_MAX),
  footerLegalLinks: list(footerLinkSchema, "Legal links", FOOTER_LINKS_MAX),
});

// A native form sends no field at all for a list whose rows were all removed: that means an empty list.
export const linksSectionFormSchema = linksSectionSchema.extend({
  socialLinks: linksSectionSchema.shape.socialLinks.optional().default([]),
  footerCompanyLinks: linksSectionSchema.shape.footerCompanyLinks.optional().default([]),
  footerLegalLinks: linksSectionSchema.shape.footerLegalLinks.optional().default([]),
});

/** Everything `PUT /api/settings` saves: the whole set, so a PUT replaces it (hours only when sent). */
export const siteSettingsSchema = companySectionSchema
  .extend(contactSectionSchema.shape)
  .extend(linksSectionSchema.shape)
  .extend({
    openingHours: openingHoursListSchema.optional(),
    afterHoursPhone: afterHoursPhoneSchema.optional(),
    // Added later than the rest: a client that does not send them keeps the stored values.
    rocLicenseNumber: rocLicenseNumber.optional(),
    paymentInstructions: paymentInstructions.optional(),
    beforeWeArrive: beforeWeArrive.optional(),
    invoiceTermsDays: invoiceTermsDays.optional(),
    // Without their default: a PUT that leaves them out keeps the stored signer rather than blanking it.
    waiverSignerName: waiverSignerName.unwrap(),
    waiverSignerTitle: waiverSignerTitle.unwrap(),
  });

export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>;

/**
 * The fields the settings form and the API show (the hours always present), the hours summary made from them
 * (read-only: a value sent is ignored), and the quote details (ROC number, payment instructions).
 */
export type SiteSettingsView = SiteSettingsValues &
  Required<z.infer<typeof hoursSectionSchema>> & {
    businessHours: string;
    rocLicenseNumber: string;
    paymentInstructions: string;
    beforeWeArrive: string;
    invoiceTermsDays: number;
    waiverSignerName: string;
    waiverSignerTitle: string;
  };

export const serviceItemSchema = z.object({
  name: requiredText("Service name", 120, "Each service needs a name"),
  description: optionalText("Service description", 1000),
  // How Arizona taxes a quote for this service (decision 032); left out or empty, it follows the service's name.
  taxClassification: z
    .union([z.enum(taxClassifications), z.literal("")], "Choose a tax classification")
    .transform((value) => value || undefined)
    .optional(),
});

export const serviceGroupKeys = ["landing", "asphalt", "concrete", "heavyCivil"] as const;
export type ServiceGroupKey = (typeof serviceGroupKeys)[number];

/** The four lists, in the order the back office shows them; the last three are the groups of /services. */
export const serviceGroups: { key: ServiceGroupKey; title: string; hint: string }[] = [
  {
    key: "landing",
    title: "Landing page services",
    hint: "The short list in the About block of the landing page (only the names are shown there).",
  },
  { key: "asphalt", title: "Asphalt Maintenance Services", hint: "The first group of the services page." },
  { key: "concrete", title: "Concrete Flatwork Services", hint: "The second group of the services page." },
  { key: "heavyCivil", title: "Heavy Civil Construction", hint: "The third group of the services page." },
];

const serviceList = list(serviceItemSchema, "Services", SERVICES_PER_GROUP_MAX);

/** What `/admin/services` and `PUT /api/services` save: all four lists. */
export const servicesSchema = z.object({
  landing: serviceList,
  asphalt: serviceList,
  concrete: serviceList,
  heavyCivil: serviceList,
});

export type ServicesValues = z.infer<typeof servicesSchema>;

export const servicesFormSchema = servicesSchema.extend({
  landing: serviceList.optional().default([]),
  asphalt: serviceList.optional().default([]),
  concrete: serviceList.optional().default([]),
  heavyCivil: serviceList.optional().default([]),
});
