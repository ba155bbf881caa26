// JSON-LD (schema.org) for search engines, built on the server and handed to each page's meta.
import { absoluteUrl } from "~/utils/seo";
import type { SiteSettings } from "./site-settings.server";

export function generalContractorJsonLd(settings: SiteSettings, origin: string) {
  const services = [
    ...settings.landingServices,
    ...settings.asphaltServices,
    ...settings.concreteServices,
    ...settings.newConstructionServices,
  ];
  const uniqueNames = [...new Set(services.map((service) => service.name))];
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": `${origin}/#organization`,
    name: settings.companyName,
    legalName: settings.legalName || undefined,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
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
    // The office's own words when it gave a service area (Settings), else the state it is licensed in.
    areaServed: settings.serviceArea || { "@type": "State", name: "Arizona" },
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
