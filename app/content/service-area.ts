import { z } from "zod";
import { optionalText, requiredText } from "~/forms/text-field";

// A city the company works in, as the office edits it (back office) and the public page shows it. Shared with the
// browser for Conform's constraints; the rules that need the database (a slug already taken) are in
// service-area.server.ts.

export const SERVICE_AREA_MESSAGES = {
  created: "Service area added",
  saved: "Service area saved. The previous version is kept under Revisions.",
  failed: "The service area was not saved. Fix the fields marked below.",
  deleted: "Service area deleted",
  notFound: "There is no service area with that address",
  slugTaken: "Another service area already uses this slug; choose another",
  restored: "Revision restored; the version it replaced was kept as a revision",
  revisionMissing: "That revision no longer exists",
} as const;

const SLUG_MAX = 80;
const ZIP_CODES_MAX = 100;

/** The slug a name gives: lower case, accents dropped, every run of other characters one hyphen. */
/** The id of a service on /services ("service-crack-sealing"), so a city page can link to it. */
export const serviceAnchor = (name: string) => `service-${slugify(name)}`;

export function slugify(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** ZIP codes as typed (commas, spaces or new lines between them): each five digits, each once, in the given order. */
export function parseZipCodes(text: string): { codes: string[]; bad: string[] } {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const bad = words.filter((word) => !/^\d{5}$/.test(word));
  return { codes: [...new Set(words.filter((word) => /^\d{5}$/.test(word)))], bad };
}

const zipCodesField = z
  .string("ZIP codes must be text")
  .optional()
  .default("")
  .superRefine((value, context) => {
    const { codes, bad } = parseZipCodes(value);
    if (bad.length)
      context.addIssue({
        code: "custom",
        message: `ZIP codes are five digits each, separated by commas or spaces (not “${bad[0]}”)`,
      });
    else if (codes.length > ZIP_CODES_MAX)
      context.addIssue({ code: "custom", message: `At most ${ZIP_CODES_MAX} ZIP codes` });
  })
  .transform((value) => parseZipCodes(value).codes);

/** The form's fields: an empty slug is made from the name. */
export const serviceAreaFormSchema = z
  .object({
    name: requiredText("Name", 80, "Name (the city) is required"),
    slug: optionalText("Slug", SLUG_MAX).transform((value) => value.toLowerCase()),
    intro: optionalText("Introduction", 6000),
    zipCodes: zipCodesField,
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.name) }))
  .superRefine((value, context) => {
    if (!SLUG.test(value.slug))
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: value.slug
          ? "Slug may hold only lower-case letters, digits and single hyphens between them (e.g. queen-creek)"
          : "Slug is required when the name has no letters or digits",
      });
  });

export type ServiceAreaValues = z.output<typeof serviceAreaFormSchema>;

/** The public page's heading for a city. */
export const areaHeading = (name: string, state = "AZ") => `Paving and concrete in ${name}, ${state}`;
