import { z } from "zod";
import { optionalText, requiredText } from "./text-field";
import { contentPageSlugs, type ContentPageSlug } from "~/db/schema";

// The owner-editable pages: what each one's content holds (a zod schema per slug, used by the back office, the API
// and the public pages alike) and how the back-office editor lays out its fields. Shared with the browser.

export type { ContentPageSlug };

export const PAGE_MESSAGES = {
  saved: "Page saved. The previous version is kept under Revisions.",
  failed: "The page was not saved. Fix the fields marked below.",
  restored: "Revision restored; the version it replaced was kept as a revision",
  revisionMissing: "That revision no longer exists",
  revisionInvalid: "That revision no longer fits the page and cannot be restored",
  notFound: "There is no editable page with that name",
} as const;

/** A page's content: its search description, then its own texts. */
const pageContent = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ description: requiredText("Search description", 300), ...shape });

/**
 * A list of rows of required texts, each text given as [label, max length]; an empty one says which, as in "Each
 * point needs a title" (the row's name and the text's key).
 */
function rowList<Key extends string>(
  row: string,
  rows: string,
  texts: Record<Key, [label: string, max: number]>,
) {
  const shape = Object.fromEntries(
    Object.entries<[string, number]>(texts).map(([key, [label, max]]) => [
      key,
      requiredText(label, max, `Each ${row} needs a ${key}`),
    ]),
  ) as Record<Key, ReturnType<typeof requiredText>>;
  return z.array(z.object(shape), `${rows} must be a list`);
}

export const homeContentSchema = z.object({
  tagline: optionalText("Tagline", 200),
  about: requiredText("About", 3000),
  projectsIntro: optionalText("Projects introduction", 1000),
  qualityPoints: rowList("point", "Points", { title: ["Point title", 100], text: ["Point text", 1000] })
    .min(1, "Add at least one point")
    .max(6, "At most 6 points"),
});

export const servicesPageContentSchema = pageContent({
  intro: requiredText("Introduction", 1000),
  ctaTitle: requiredText("Call to action heading", 120),
  ctaText: optionalText("Call to action text", 600),
  ctaButton: requiredText("Call to action button", 60),
});

const CORE_VALUES = 6;

export const missionContentSchema = pageContent({
  mission: requiredText("Our Mission", 3000),
  whoWeAre: requiredText("Who We Are", 6000),
  values: rowList("core value", "Core values", {
    name: ["Value name", 80],
    text: ["Value text", 1000],
  }).length(CORE_VALUES, `The page has exactly ${CORE_VALUES} core values`),
  vision: requiredText("Our Vision", 4000),
});

export const contactPageContentSchema = pageContent({
  heading: requiredText("Heading", 120),
  intro: optionalText("Introduction", 1000),
});

const LEGAL_SECTIONS_MAX = 30;

export const legalContentSchema = pageContent({
  updated: requiredText("Last updated", 60),
  intro: requiredText("Introduction", 6000),
  sections: rowList("section", "Sections", { title: ["Section title", 150], body: ["Section body", 12000] })
    .min(1, "Add at least one section")
    .max(LEGAL_SECTIONS_MAX, `At most ${LEGAL_SECTIONS_MAX} sections`),
});

export const pageContentSchemas = {
  home: homeContentSchema,
  services: servicesPageContentSchema,
  "mission-statement": missionContentSchema,
  contact: contactPageContentSchema,
  terms: legalContentSchema,
  privacy: legalContentSchema,
} as const satisfies Record<ContentPageSlug, z.ZodType>;

export type PageContentOf<S extends ContentPageSlug> = z.infer<(typeof pageContentSchemas)[S]>;
export type AnyPageContent = PageContentOf<ContentPageSlug>;

/** Every editable page in the order the back office lists them: the database's list. */
export const pageSlugs = contentPageSlugs;

export function isPageSlug(value: string): value is ContentPageSlug {
  return (pageSlugs as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------------
// The editor's layout

export type TextFieldSpec = {
  kind: "text" | "markdown";
  name: string;
  label: string;
  hint?: string;
  rows?: number;
};
export type ListFieldSpec = {
  kind: "list";
  name: string;
  label: string;
  itemLabel: string;
  fields: TextFieldSpec[];
  /** A fixed number of rows (the six core values): they can be moved, not added or removed. */
  fixed?: boolean;
};
export type PageFieldSpec = TextFieldSpec | ListFieldSpec;

export type PageDefinition = { title: string; path: string; summary: string; fields: PageFieldSpec[] };

const MARKDOWN_HINT =
  "Plain text; a blank line starts a new paragraph. Markdown works too: **bold**, - lists, [links](/contact).";
const description: TextFieldSpec = {
  kind: "text",
  name: "description",
  label: "Search description",
  hint: "Shown by search engines and link previews; under 160 characters reads best.",
};
const legalFields: PageFieldSpec[] = [
  description,
  {
    kind: "text",
    name: "updated",
    label: "Last updated",
    hint: "As shown under the heading, e.g. November 1, 2026.",
  },
  { kind: "markdown", name: "intro", label: "Introduction", rows: 5 },
  {
    kind: "list",
    name: "sections",
    label: "Sections",
    itemLabel: "Section",
    fields: [
      { kind: "text", name: "title", label: "title" },
      {
        kind: "markdown",
        name: "body",
        label: "body",
        rows: 7,
        hint: `${MARKDOWN_HINT} {contact} on a line of its own shows the company's address, e-mail and phone.`,
      },
    ],
  },
];

export const pageDefinitions: Record<ContentPageSlug, PageDefinition> = {
  home: {
    title: "Home page",
    path: "/",
    summary: "The texts of the landing page's three sections.",
    fields: [
      {
        kind: "text",
        name: "tagline",
        label: "Tagline",
        hint: "One line under the company name at the top.",
      },
      { kind: "markdown", name: "about", label: "About", rows: 5, hint: MARKDOWN_HINT },
      {
        kind: "markdown",
        name: "projectsIntro",
        label: "Projects introduction",
        rows: 3,
        hint: "Optional: shown under “Build your vision with us”, above the four newest projects.",
      },
      {
        kind: "list",
        name: "qualityPoints",
        label: "Quality and Precision points",
        itemLabel: "Point",
        fields: [
          { kind: "text", name: "title", label: "title" },
          { kind: "markdown", name: "text", label: "text", rows: 3 },
        ],
      },
    ],
  },
  services: {
    title: "Services page",
    path: "/services",
    summary:
      "The introduction and the call to action around the service lists (the lists are under Services).",
    fields: [
      description,
      { kind: "markdown", name: "intro", label: "Introduction", rows: 3, hint: MARKDOWN_HINT },
      { kind: "text", name: "ctaTitle", label: "Call to action heading" },
      { kind: "markdown", name: "ctaText", label: "Call to action text", rows: 2 },
      {
        kind: "text",
        name: "ctaButton",
        label: "Call to action button",
        hint: "The button leads to /contact.",
      },
    ],
  },
  "mission-statement": {
    title: "Mission Statement",
    path: "/mission-statement",
    summary: "Our Mission, Who We Are, the six core values and Our Vision.",
    fields: [
      description,
      { kind: "markdown", name: "mission", label: "Our Mission", rows: 4, hint: MARKDOWN_HINT },
      { kind: "markdown", name: "whoWeAre", label: "Who We Are", rows: 7 },
      {
        kind: "list",
        name: "values",
        label: "Core values",
        itemLabel: "Value",
        fixed: true,
        fields: [
          { kind: "text", name: "name", label: "name" },
          { kind: "markdown", name: "text", label: "text", rows: 3 },
        ],
      },
      { kind: "markdown", name: "vision", label: "Our Vision", rows: 6 },
    ],
  },
  contact: {
    title: "Contact page",
    path: "/contact",
    summary: "The heading and introduction above the contact details and the form.",
    fields: [
      description,
      { kind: "text", name: "heading", label: "Heading" },
      { kind: "markdown", name: "intro", label: "Introduction", rows: 3, hint: MARKDOWN_HINT },
    ],
  },
  terms: {
    title: "Terms and Conditions",
    path: "/terms",
    summary: "Ordered sections, each a title and a body.",
    fields: legalFields,
  },
  privacy: {
    title: "Privacy Policy",
    path: "/privacy",
    summary: "Ordered sections, each a title and a body.",
    fields: legalFields,
  },
};

/** Written in any text of a page, these show the company's current details (from Settings). */
export const PAGE_PLACEHOLDERS = [
  "{companyName}",
  "{legalName}",
  "{foundedYear}",
  "{city}",
  "{state}",
  "{phone}",
  "{email}",
] as const;
