// The service-area pages as the public routes show them: finished HTML for the intro (Markdown with raw HTML off),
// the owner's services, the city's published projects and its customers' words.
import { publicOrigin } from "~/http/public-url.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { projectCard } from "./page-data.server";
import { listProjects } from "~/projects/project.server";
import { areaHeading, serviceAnchor } from "~/content/service-area";
import { getServiceAreaBySlug, listPublicServiceAreas } from "~/content/service-area.server";
import { serviceGroups } from "~/content/site-settings";
import { requireSiteSettings, servicesOf } from "~/content/site-settings.server";
import { areaServiceJsonLd, breadcrumbJsonLd } from "~/content/structured-data.server";
import { cityKey } from "~/testimonials/testimonial";
import { publishedTestimonialsFrom, testimonialCard } from "~/testimonials/testimonial.server";

const sameCity = (a: string, b: string) => cityKey(a) === cityKey(b);

export function serviceAreaIndexView() {
  const settings = requireSiteSettings();
  return { areas: listPublicServiceAreas(), state: settings.address.state };
}

/** A city's page, or null for a slug no area has. */
export function serviceAreaPageView(slug: string) {
  const area = getServiceAreaBySlug(slug);
  if (!area) return null;
  const settings = requireSiteSettings();
  const services = servicesOf(settings);
  const state = settings.address.state;
  const heading = areaHeading(area.name, state);
  return {
    area: { name: area.name, slug: area.slug, zipCodes: area.zipCodes },
    heading,
    introHtml: area.intro.trim() ? renderMarkdown(area.intro) : null,
    serviceGroups: serviceGroups
      .filter((group) => group.key !== "landing")
      .map((group) => ({
        title: group.title,
        services: services[group.key].map((service) => ({
          name: service.name,
          href: `/services#${serviceAnchor(service.name)}`,
        })),
      }))
      .filter((group) => group.services.length),
    projects: listProjects()
      .filter((project) => !project.draft && sameCity(project.city, area.name))
      .map(projectCard),
    testimonials: publishedTestimonialsFrom(area.name).map(testimonialCard),
    jsonLd: [
      areaServiceJsonLd(publicOrigin, area, state, heading),
      breadcrumbJsonLd(publicOrigin, [
        { name: "Home", path: "/" },
        { name: "Service Areas", path: "/service-areas" },
        { name: area.name, path: `/service-areas/${area.slug}` },
      ]),
    ],
  };
}
