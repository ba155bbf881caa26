// JSON-LD (schema.org) for search engines, built on the server and handed to each page's meta.
import { absoluteUrl } from "~/utils/seo";
import type { OpeningHours } from "~/db/schema";
import { WEEKDAYS } from "./opening-hours";
import type { SiteSettings } from "./site-settings.server";

const STATE_NAMES: Record<string, string> = { AZ: "Arizona" };

/** A city the company serves, inside its state, as schema.org's `City`. */
function cityJsonLd(name: string, state: string) {
  return {
    "@type": "City",
    name,
    containedInPlace: { "@type": "State", name: STATE_NAMES[state] ?? state },
  };
}

/** The published hours, days with the same times grouped into one specification. */
function openingHoursJsonLd(hours: OpeningHours[]) {
  const groups = new Map<string, string[]>();
  for (const entry of [...hours].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7))) {
    if (entry.closed || !entry.opens || !entry.closes) continue;
    const key = `${entry.opens}-${entry.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), `https://schema.org/${WEEKDAYS[entry.day]}`]);
  }
  return [...groups].map(([key, days]) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens: key.slice(0, 5),
    closes: key.slice(6),
  }));
}

export type BusinessJsonLdInput = {
  settings: SiteSettings;
  origin: string;
  /** The service areas, each named as a City of the company's state. */
  areas: { name: string }[];
  /** A picture of the company's work (a project photo); the logo stands in without one. */
  image?: string | null;
};

/** The company as schema.org's GeneralContractor: every public page carries it (the root loader builds it). */
export function generalContractorJsonLd({ settings, origin, areas, image }: BusinessJsonLdInput) {
  const services = [
    ...settings.landingServices,
    ...settings.asphaltServices,
    ...settings.concreteServices,
    ...settings.newConstructionServices,
  ];
  const uniqueNames = [...new Set(services.map((service) => service.name))];
  const logo = `${origin}/favicon.svg`;
  const hours = openingHoursJsonLd(settings.openingHours);
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": businessId(origin),
    name: settings.companyName,
    legalName: settings.legalName || undefined,
    url: `${origin}/`,
    logo,
    image: image ? absoluteUrl(origin, image) : logo,
    description: settings.description,
    telephone: settings.phone,
    email: settings.email,
    foundingDate: String(settings.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.state,
      postalCode: settings.address.zip,
      addressCountry: settings.address.country,
    },
    // The cities of the service-area pages; without any, the office's own words (Settings) or the state.
    areaServed: areas.length
      ? areas.map((area) => cityJsonLd(area.name, settings.address.state))
      : settings.serviceArea || { "@type": "State", name: "Arizona" },
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    sameAs: settings.socialLinks.map((link) => link.href),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Construction services",
      itemListElement: uniqueNames.map((name) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name },
      })),
    },
  };
}

/** The one id the business node has on every page, so other nodes can point at it. */
const businessId = (origin: string) => `${origin}/#organization`;

/** A service-area page's own node: the company's paving and concrete work, served in that city. */
export function areaServiceJsonLd(
  origin: string,
  area: { name: string; slug: string },
  state: string,
  title: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: title,
    serviceType: "Paving and concrete",
    url: `${origin}/service-areas/${area.slug}`,
    provider: { "@id": businessId(origin) },
    areaServed: cityJsonLd(area.name, state),
  };
}

export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export function blogPostingJsonLd(
  origin: string,
  post: {
    id: string;
    title: string;
    description: string;
    image: string | null;
    createdAt: Date;
    updatedAt: Date;
  },
  publisher: string,
) {
  const url = `${origin}/blog/${post.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    datePublished: post.createdAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    ...(post.image ? { image: absoluteUrl(origin, post.image) } : {}),
    author: { "@type": "Organization", name: publisher, url: `${origin}/` },
    publisher: { "@type": "Organization", name: publisher, logo: `${origin}/favicon.svg` },
  };
}
