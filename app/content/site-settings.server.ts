import { and, eq, sql } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { siteSettings, type ChosenImage } from "~/db/schema";
import { audit, type EditContext } from "~/logs/audit.server";
import { telHref } from "~/utils/tel";
import { hoursSummary } from "./business-hours";
import {
  serviceGroupKeys,
  type ServiceGroupKey,
  type ServicesValues,
  type SiteSettingsValues,
  type SiteSettingsView,
} from "./site-settings";
import { defaultOpeningHours } from "./opening-hours";

export type SiteSettings = typeof siteSettings.$inferSelect;
export type SiteSettingsInput = Omit<typeof siteSettings.$inferInsert, "id" | "updatedAt">;

const SETTINGS_ID = 1;

export function getSiteSettings(): SiteSettings | undefined {
  return db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).get();
}

/** The settings every page needs; a database without them was not set up (run `npm run db:seed`). */
export function requireSiteSettings(): SiteSettings {
  const settings = getSiteSettings();
  if (!settings) throw new Error("Site settings are missing: run `npm run db:seed`.");
  return settings;
}

/** Writes the whole row (the seeder's first write). */
export function saveSiteSettings(values: SiteSettingsInput) {
  const row = { ...values, id: SETTINGS_ID, updatedAt: new Date() };
  return db
    .insert(siteSettings)
    .values(row)
    .onConflictDoUpdate({ target: siteSettings.id, set: row })
    .returning()
    .get();
}

/** The company's details as the settings form and the API show them. */
export function settingsValuesOf(settings: SiteSettings): SiteSettingsView {
  return {
    companyName: settings.companyName,
    legalName: settings.legalName,
    foundedYear: settings.foundedYear,
    phone: settings.phone,
    email: settings.email,
    address: { ...settings.address },
    licenseLine: settings.licenseLine,
    siteTitle: settings.siteTitle,
    description: settings.description,
    // Read-only: the summary made from the Hours table (a value sent is stored but never shown).
    businessHours: hoursSummary(settings.openingHours),
    serviceArea: settings.serviceArea,
    socialLinks: settings.socialLinks,
    footerCompanyLinks: settings.footerCompanyLinks,
    footerLegalLinks: settings.footerLegalLinks,
    openingHours: settings.openingHours,
    afterHoursPhone: settings.afterHoursPhone,
    rocLicenseNumber: settings.rocLicenseNumber,
    paymentInstructions: settings.paymentInstructions,
    beforeWeArrive: settings.beforeWeArrive,
    invoiceTermsDays: settings.invoiceTermsDays,
    waiverSignerName: settings.waiverSignerName,
    waiverSignerTitle: settings.waiverSignerTitle,
  };
}

/** A database seeded before hours existed publishes the default week instead of none. */
export function fillMissingOpeningHours() {
  const filled = db
    .update(siteSettings)
    .set({ openingHours: defaultOpeningHours })
    .where(and(eq(siteSettings.id, SETTINGS_ID), sql`json_array_length(${siteSettings.openingHours}) = 0`))
    .returning({ id: siteSettings.id })
    .all();
  return filled.length > 0;
}

export function servicesOf(settings: SiteSettings): ServicesValues {
  return {
    landing: settings.landingServices,
    asphalt: settings.asphaltServices,
    concrete: settings.concreteServices,
    heavyCivil: settings.newConstructionServices,
  };
}

type FieldChange = { from: unknown; to: unknown };

/** Which of the given fields differ, with their old and new values ("address.city" for the parts of the address). */
function settingsChanges(before: SiteSettingsView, after: Partial<SiteSettingsValues>) {
  const changes: Record<string, FieldChange> = {};
  for (const key of Object.keys(after) as (keyof SiteSettingsValues)[]) {
    if (after[key] === undefined) continue;
    if (key === "address" && after.address) {
      for (const part of Object.keys(after.address) as (keyof SiteSettingsValues["address"])[]) {
        if (before.address[part] !== after.address[part])
          changes[`address.${part}`] = { from: before.address[part], to: after.address[part] };
      }
    } else if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}

/**
 * Saves the company's details given (values already checked by siteSettingsSchema or one section's schema); fields
 * left out keep their stored value. Audits what changed.
 */
export function saveCompanySettings(values: Partial<SiteSettingsValues>, context: EditContext) {
  const { settings, changes } = writeTransaction((tx) => {
    const current = tx.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).get();
    if (!current) throw new Error("Site settings are missing: run `npm run db:seed`.");
    const changes = settingsChanges(settingsValuesOf(current), values);
    const settings = tx
      .update(siteSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(siteSettings.id, SETTINGS_ID))
      .returning()
      .get();
    return { settings, changes };
  });
  const fields = Object.keys(changes);
  audit(context, {
    event: "settings.update",
    message: fields.length
      ? `Saved the settings: ${fields.join(", ")}`
      : "Saved the settings (nothing changed)",
    detail: { changes },
  });
  return { settings, changed: fields };
}

/**
 * Sets (or clears, with null) the landing page's background and the site's sharing image. The image is copied by
 * value, so deleting its source later leaves the home page as it is.
 */
export function saveHomeImage(image: ChosenImage | null, context: EditContext) {
  const settings = db
    .update(siteSettings)
    .set({ homeImage: image, updatedAt: new Date() })
    .where(eq(siteSettings.id, SETTINGS_ID))
    .returning()
    .get();
  if (!settings) throw new Error("Site settings are missing: run `npm run db:seed`.");
  audit(context, {
    event: "settings.home-image",
    message: image ? `Chose the home page image ${image.src}` : "Removed the home page image",
    detail: { src: image?.src ?? null },
  });
  return settings;
}

type GroupChange = { added: string[]; removed: string[]; edited: string[]; reordered: boolean };

/** Per list: services added, removed, with a new description, or moved (by name). */
function servicesChanges(before: ServicesValues, after: ServicesValues) {
  const changes: Partial<Record<ServiceGroupKey, GroupChange>> = {};
  for (const key of serviceGroupKeys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const oldNames = before[key].map((service) => service.name);
    const newNames = after[key].map((service) => service.name);
    const kept = newNames.filter((name) => oldNames.includes(name));
    changes[key] = {
      added: newNames.filter((name) => !oldNames.includes(name)),
      removed: oldNames.filter((name) => !newNames.includes(name)),
      edited: after[key]
        .filter((service) => {
          const old = before[key].find((item) => item.name === service.name);
          return (
            old !== undefined &&
            (old.description !== service.description || old.taxClassification !== service.taxClassification)
          );
        })
        .map((service) => service.name),
      reordered: kept.join("\n") !== oldNames.filter((name) => newNames.includes(name)).join("\n"),
    };
  }
  return changes;
}

/** Saves the four service lists (checked by servicesSchema) and audits what changed. */
export function saveServices(values: ServicesValues, context: EditContext) {
  const { settings, changes } = writeTransaction((tx) => {
    const current = tx.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).get();
    if (!current) throw new Error("Site settings are missing: run `npm run db:seed`.");
    const changes = servicesChanges(servicesOf(current), values);
    const settings = tx
      .update(siteSettings)
      .set({
        landingServices: values.landing,
        asphaltServices: values.asphalt,
        concreteServices: values.concrete,
        newConstructionServices: values.heavyCivil,
        updatedAt: new Date(),
      })
      .where(eq(siteSettings.id, SETTINGS_ID))
      .returning()
      .get();
    return { settings, changes };
  });
  const groups = Object.keys(changes);
  audit(context, {
    event: "services.update",
    message: groups.length
      ? `Saved the services: ${groups.join(", ")}`
      : "Saved the services (nothing changed)",
    detail: { changes },
  });
  return { settings, changed: groups };
}

/**
 * What every public page shows of the company (header, footer, contact details, meta tags), and nothing else, since
 * it travels to the browser with the page.
 */
export function publicSiteDetails(settings: SiteSettings) {
  return {
    companyName: settings.companyName,
    legalName: settings.legalName || settings.companyName,
    siteTitle: settings.siteTitle,
    description: settings.description,
    phone: settings.phone,
    // Worked out here, so the browser needs no phone rules to draw the footer and the call bar.
    phoneHref: telHref(settings.phone) ?? "",
    email: settings.email,
    address: settings.address,
    licenseLine: settings.licenseLine,
    rocLicenseNumber: settings.rocLicenseNumber,
    businessHours: hoursSummary(settings.openingHours),
    serviceArea: settings.serviceArea,
    socialLinks: settings.socialLinks,
    footerCompanyLinks: settings.footerCompanyLinks,
    footerLegalLinks: settings.footerLegalLinks,
  };
}
