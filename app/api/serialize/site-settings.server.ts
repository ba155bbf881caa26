import type { SettingsJson } from "~/api/contract/site-content";
import { settingsValuesOf, type SiteSettings } from "~/content/site-settings.server";

export function settingsToJson(settings: SiteSettings): SettingsJson {
  return { ...settingsValuesOf(settings), updatedAt: settings.updatedAt.toISOString() };
}
