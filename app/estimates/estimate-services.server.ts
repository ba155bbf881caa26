import { serviceGroups } from "~/content/site-settings";
import { getSiteSettings, servicesOf } from "~/content/site-settings.server";

export type EstimateServiceGroup = { title: string; services: string[] };

/**
 * The services a request may name: the owner's lists grouped as on /services (the landing page's short list is a
 * selection, not a group), each name once, empty groups left out.
 */
export function estimateServiceGroups(): EstimateServiceGroup[] {
  const settings = getSiteSettings();
  if (!settings) return [];
  const lists = servicesOf(settings);
  const seen = new Set<string>();
  return serviceGroups.flatMap((group) => {
    if (group.key === "landing") return [];
    const services = lists[group.key]
      .map((service) => service.name.trim())
      .filter((name) => name && !seen.has(name) && Boolean(seen.add(name)));
    return services.length ? [{ title: group.title, services }] : [];
  });
}

export const serviceNamesOf = (groups: EstimateServiceGroup[]) => groups.flatMap((group) => group.services);
