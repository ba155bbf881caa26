import { z } from "zod";
import { optionalText, requiredText } from "~/forms/text-field";
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

// ---------------------------------------------------------------------------------------------------------------
// Each page's fields, written once: what the page accepts (its zod schema, whose messages name the field) and how the
// back-office editor draws the field, in the order it draws them.

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

type Editor = Omit<TextFieldSpec, "name"> | Omit<ListFieldSpec, "name">;
type PageField<Schema extends z.ZodType> = { schema: Schema; editor: Editor };
type Layout = { hint?: string; rows?: number };

const MARKDOWN_HINT =
  "Plain text; a blank line starts a new paragraph. Markdown works too: **bold**, - lists, [links](/contact).";

/** A one-line text ("text") or a Markdown text ("markdown"): the editor labels it as its messages name it. */
const textField = <Schema extends z.ZodType>(
  kind: TextFieldSpec["kind"],
  schema: Schema,
  label: string,
  layout?: Layout,
) => ({ schema, editor: { kind, label, ...layout } });
const line = (label: string, max: number, layout?: Layout) =>
  textField("text", requiredText(label, max), label, layout);
const optionalLine = (label: string, max: number, layout?: Layout) =>
  textField("text", optionalText(label, max), label, layout);
const markdown = (label: string, max: number, layout?: Layout) =>
  textField("markdown", requiredText(label, max), label, layout);
const optionalMarkdown = (label: string, max: number, layout?: Layout) =>
  textField("markdown", optionalText(label, max), label, layout);

type RowText = { kind: TextFieldSpec["kind"]; max: number } & Layout;

/**
 * A list of rows of required texts. The editor labels a row's texts by their keys ("title"); their messages name the
 * row, as in "Section title must be at most 150 characters" and "Each section needs a title".
 */
function rowList<Key extends string, Schema extends z.ZodType>(
  label: string,
  item: { label: string; noun?: string; fixed?: boolean },
  texts: Record<Key, RowText>,
  /** How many rows the page takes, with the messages that say so. */
  count: (rows: z.ZodArray<z.ZodObject<Record<Key, ReturnType<typeof requiredText>>>>) => Schema,
) {
  const noun = item.noun ?? item.label.toLowerCase();
  const entries = Object.entries<RowText>(texts);
  const shape = Object.fromEntries(
    entries.map(([key, { max }]) => [
      key,
      requiredText(`${item.label} ${key}`, max, `Each ${noun} needs a ${key}`),
    ]),
  ) as Record<Key, ReturnType<typeof requiredText>>;
  return {
    schema: count(z.array(z.object(shape), `${label} must be a list`)),
    editor: {
      kind: "list" as const,
      label,
      itemLabel: item.label,
      fixed: item.fixed,
      fields: entries.map(([name, { max: _max, ...layout }]) => ({ name, label: name, ...layout })),
    },
  };
}

/** The page's zod schema and the editor's field list, from one record of fields. */
function pageFields<Fields extends Record<string, PageField<z.ZodType>>>(fields: Fields) {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])) as {
    [Name in keyof Fields]: Fields[Name]["schema"];
  };
  const editorFields = Object.entries(fields).map(
    ([name, field]) => ({ name, ...field.editor }) as PageFieldSpec,
  );
  return { schema: z.object(shape), fields: editorFields };
}

/** Every page but the landing page starts with its search description. */
const described = <Fields extends Record<string, PageField<z.ZodType>>>(fields: Fields) =>
  pageFields({
    description: line("Search description", 300, {
      hint: "Shown by search engines and link previews; under 160 characters reads best.",
    }),
    ...fields,
  });

const home = pageFields({
  tagline: optionalLine("Tagline", 200, { hint: "One line under the company name at the top." }),
  about: markdown("About", 3000, { rows: 5, hint: MARKDOWN_HINT }),
  projectsIntro: optionalMarkdown("Projects introduction", 1000, {
    rows: 3,
    hint: "Optional: shown under “Build your vision with us”, above the four newest projects.",
  }),
  qualityPoints: rowList(
    "Quality and Precision points",
    { label: "Point" },
    {
      title: { kind: "text", max: 100 },
      text: { kind: "markdown", max: 1000, rows: 3 },
    },
    (rows) => rows.min(1, "Add at least one point").max(6, "At most 6 points"),
  ),
});

const services = described({
  intro: markdown("Introduction", 1000, { rows: 3, hint: MARKDOWN_HINT }),
  ctaTitle: line("Call to action heading", 120),
  ctaText: optionalMarkdown("Call to action text", 600, { rows: 2 }),
  ctaButton: line("Call to action button", 60, { hint: "The button leads to /contact." }),
});

const CORE_VALUES = 6;

const mission = described({
  mission: markdown("Our Mission", 3000, { rows: 4, hint: MARKDOWN_HINT }),
  whoWeAre: markdown("Who We Are", 6000, { rows: 7 }),
  values: rowList(
    "Core values",
    { label: "Value", noun: "core value", fixed: true },
    {
      name: { kind: "text", max: 80 },
      text: { kind: "markdown", max: 1000, rows: 3 },
    },
    (rows) => rows.length(CORE_VALUES, `The page has exactly ${CORE_VALUES} core values`),
  ),
  vision: markdown("Our Vision", 4000, { rows: 6 }),
});

const contact = described({
  heading: line("Heading", 120),
  intro: optionalMarkdown("Introduction", 1000, { rows: 3, hint: MARKDOWN_HINT }),
});

const LEGAL_SECTIONS_MAX = 30;

const legal = described({
  updated: line("Last updated", 60, { hint: "As shown under the heading, e.g. November 1, 2026." }),
  intro: markdown("Introduction", 6000, { rows: 5 }),
  sections: rowList(
    "Sections",
    { label: "Section" },
    {
      title: { kind: "text", max: 150 },
      body: {
        kind: "markdown",
        max: 12000,
        rows: 7,
        hint: `${MARKDOWN_HINT} {contact} on a line of its own shows the company's address, e-mail and phone.`,
      },
    },
    (rows) =>
      rows
        .min(1, "Add at least one section")
        .max(LEGAL_SECTIONS_MAX, `At most ${LEGAL_SECTIONS_MAX} sections`),
  ),
});

export const homeContentSchema = home.schema;
export const servicesPageContentSchema = services.schema;
export const missionContentSchema = mission.schema;
export const contactPageContentSchema = contact.schema;
export const legalContentSchema = legal.schema;

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

export const pageDefinitions: Record<ContentPageSlug, PageDefinition> = {
  home: {
    title: "Home page",
    path: "/",
    summary: "The texts of the landing page's three sections.",
    fields: home.fields,
  },
  services: {
    title: "Services page",
    path: "/services",
    summary:
      "The introduction and the call to action around the service lists (the lists are under Services).",
    fields: services.fields,
  },
  "mission-statement": {
    title: "Mission Statement",
    path: "/mission-statement",
    summary: "Our Mission, Who We Are, the six core values and Our Vision.",
    fields: mission.fields,
  },
  contact: {
    title: "Contact page",
    path: "/contact",
    summary: "The heading and introduction above the contact details and the form.",
    fields: contact.fields,
  },
  terms: {
    title: "Terms and Conditions",
    path: "/terms",
    summary: "Ordered sections, each a title and a body.",
    fields: legal.fields,
  },
  privacy: {
    title: "Privacy Policy",
    path: "/privacy",
    summary: "Ordered sections, each a title and a body.",
    fields: legal.fields,
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
