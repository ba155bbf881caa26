import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";

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

export function saveSiteSettings(values: SiteSettingsInput) {
  const row = { ...values, id: SETTINGS_ID, updatedAt: new Date() };
  return db
    .insert(siteSettings)
    .values(row)
    .onConflictDoUpdate({ target: siteSettings.id, set: row })
    .returning()
    .get();
}
