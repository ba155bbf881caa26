// The editable pages as the public routes show them: placeholders filled with the company's current details, bodies
// rendered from Markdown with raw HTML off (what an admin types shows as text, never as markup). Everything here is
// rendered on the server; the browser gets finished HTML strings and plain texts.
import { escapeHtml } from "~/utils/html";
import { renderMarkdown } from "~/utils/markdown.server";
import { telHref } from "~/utils/tel";
import { serviceAnchor } from "./service-area";
import type { ContentPageSlug } from "./content-page";
import { getContentPage } from "./content-page.server";
import { memoByContentVersion } from "~/db/content-version.server";
import { serviceGroups } from "./site-settings";
import { requireSiteSettings, servicesOf, type SiteSettings } from "./site-settings.server";

type Company = Pick<
  SiteSettings,
  "companyName" | "legalName" | "foundedYear" | "phone" | "email" | "address"
>;

// Characters that could start Markdown syntax inside a company detail ("*", "_", "[", "<", "&", ...).
const escapeMarkdown = (value: string) => value.replace(/[\\`*_[\]<>&!|~#]/g, "\\$&");

const CONTACT_BLOCK = /^[ \t]*\{contact\}[ \t]*$/m;

/** Fills placeholders and renders page texts for one company. */
export function pageTextRenderer(company: Company) {
  const values: Record<string, string> = {
    companyName: company.companyName,
    legalName: company.legalName || company.companyName,
    foundedYear: String(company.foundedYear),
    city: company.address.city,
    state: company.address.state,
    phone: company.phone,
    email: company.email,
  };
  const fill = (source: string, escape: (value: string) => string) =>
    source.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? escape(values[name]) : placeholder,
    );
  const { address } = company;
  const contactHtml = [
    "<address>",
    `${escapeHtml(values.legalName)}<br>`,
    `${escapeHtml(address.street)}<br>`,
    `${escapeHtml(address.city)}, ${escapeHtml(address.state)} ${escapeHtml(address.zip)}<br>`,
    `<a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a> · `,
    `<a href="${escapeHtml(telHref(company.phone) ?? "")}">${escapeHtml(company.phone)}</a>`,
    "</address>\n",
  ].join("");

  return {
    /** A one-line text (a heading, a tagline): placeholders filled, shown as text by React. */
    plain: (source: string) => fill(source, (value) => value),
    /** A body as HTML: Markdown without raw HTML; `{contact}` on its own line becomes the company's address. */
    html: (source: string) =>
      source
        .split(CONTACT_BLOCK)
        .map((part) => renderMarkdown(fill(part, escapeMarkdown)))
        .join(contactHtml),
  };
}

function pageWithRenderer<S extends ContentPageSlug>(slug: S) {
  const settings = requireSiteSettings();
  return { settings, content: getContentPage(slug).content, text: pageTextRenderer(settings) };
}

/** A page's view, rendered once per content version: pages show it to every visitor alike, signed in or not. */
function pageView<S extends ContentPageSlug, View>(
  slug: S,
  render: (page: ReturnType<typeof pageWithRenderer<S>>) => View,
) {
  return memoByContentVersion(() => render(pageWithRenderer(slug)));
}

export const homePageView = pageView("home", ({ settings, content, text }) => ({
  settings,
  tagline: text.plain(content.tagline),
  aboutHtml: text.html(content.about),
  projectsIntroHtml: content.projectsIntro ? text.html(content.projectsIntro) : null,
  qualityPoints: content.qualityPoints.map((point) => ({
    title: text.plain(point.title),
    html: text.html(point.text),
  })),
}));

// The landing list is the About block's; the services page shows the other three groups under their fixed headings.
const SERVICE_PAGE_GROUPS = { asphalt: "asphalt", concrete: "concrete", heavyCivil: "heavy-civil" } as const;

export const servicesPageView = pageView("services", ({ settings, content, text }) => {
  const services = servicesOf(settings);
  return {
    groups: serviceGroups.flatMap((group) =>
      group.key === "landing"
        ? []
        : [
            {
              id: SERVICE_PAGE_GROUPS[group.key],
              title: group.title,
              services: services[group.key].map((service) => ({
                ...service,
                anchor: serviceAnchor(service.name),
              })),
            },
          ],
    ),
    description: text.plain(content.description),
    introHtml: text.html(content.intro),
    cta: {
      title: text.plain(content.ctaTitle),
      html: content.ctaText ? text.html(content.ctaText) : null,
      button: text.plain(content.ctaButton),
    },
  };
});

export const missionPageView = pageView("mission-statement", ({ content, text }) => ({
  description: text.plain(content.description),
  missionHtml: text.html(content.mission),
  whoWeAreHtml: text.html(content.whoWeAre),
  values: content.values.map((value) => ({ name: text.plain(value.name), html: text.html(value.text) })),
  visionHtml: text.html(content.vision),
}));

export const contactPageView = pageView("contact", ({ settings, content, text }) => ({
  settings,
  description: text.plain(content.description),
  heading: text.plain(content.heading),
  introHtml: content.intro ? text.html(content.intro) : null,
}));

const legalView = (slug: "terms" | "privacy") =>
  pageView(slug, ({ content, text }) => ({
    description: text.plain(content.description),
    updated: text.plain(content.updated),
    introHtml: text.html(content.intro),
    sections: content.sections.map((section, index) => ({
      id: `${slug}-section-${index + 1}`,
      title: text.plain(section.title),
      html: text.html(section.body),
    })),
  }));

const legalPageViews = { terms: legalView("terms"), privacy: legalView("privacy") };

export const legalPageView = (slug: "terms" | "privacy") => legalPageViews[slug]();
