import type { SettingsJson } from "~/api/contract/site-content";
import { settingsValuesOf, type SiteSettings } from "~/models/site-settings.server";

export function settingsToJson(settings: SiteSettings): SettingsJson {
  return { ...settingsValuesOf(settings), updatedAt: settings.updatedAt.toISOString() };
}
