import { z } from "zod";
import { hoursSectionSchema } from "./opening-hours";
import {
  companySectionSchema,
  contactSectionSchema,
  linksSectionFormSchema,
  invoicesSectionSchema,
  jobsSectionSchema,
  paymentsSectionSchema,
} from "./site-settings";

// The settings page is cut into sections, each a form of its own with its own Save: the `intent` a form posts names
// its section, and the section's schema names the only fields that save touches.

/** The Home page section: "none", "current" (keep what is chosen) or a media-library image ("media:<id>"). */
export const homeSectionSchema = z.object({
  image: z
    .string("Choose an image, or no image")
    .regex(/^(none|current|media:[\w-]{1,40})$/, "Choose an image, or no image"),
});

export const settingsSections = {
  company: { title: "Company", save: "Save company details", schema: companySectionSchema },
  contact: { title: "Contact", save: "Save contact details", schema: contactSectionSchema },
  links: { title: "Social and footer links", save: "Save links", schema: linksSectionFormSchema },
  home: { title: "Home page", save: "Save home page image", schema: homeSectionSchema },
  hours: { title: "Hours", save: "Save hours", schema: hoursSectionSchema },
  payments: { title: "Payments", save: "Save payment instructions", schema: paymentsSectionSchema },
  jobs: { title: "Jobs", save: "Save job reminder text", schema: jobsSectionSchema },
  invoices: { title: "Invoices", save: "Save invoice settings", schema: invoicesSectionSchema },
} as const;

export type SettingsSectionId = keyof typeof settingsSections;

export const isSettingsSection = (value: unknown): value is SettingsSectionId =>
  typeof value === "string" && Object.hasOwn(settingsSections, value);

/** The form a refused post answers for when it named no section: its message stands above every section. */
export const NO_SECTION = "none";

export const SETTINGS_SECTION_MESSAGES = {
  unknown: "Choose which section to save.",
  failed: (title: string) => `${title} was not saved. Fix the fields marked below.`,
  saved: (title: string) => `${title} saved`,
  imageGone: "That image is no longer in the media library. Choose another.",
} as const;
