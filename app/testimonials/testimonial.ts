import { z } from "zod";
import { optionalText, requiredText } from "~/forms/text-field";

// A customer's words as the office records them (back office and API alike). No rating: the site shows words only.

export const TESTIMONIAL_MESSAGES = {
  created: "Testimonial added",
  saved: "Testimonial saved",
  failed: "The testimonial was not saved. Fix the fields marked below.",
  deleted: "Testimonial deleted",
  notFound: "There is no testimonial with that id",
  projectMissing: "That project no longer exists; choose another or none",
  noArea: (city: string) =>
    `No service area is named “${city}”, so it shows on no city page. Choose a city from the list, or add the area.`,
} as const;

/**
 * A city as it is compared with the service areas: without case, spaces at the ends or a trailing state ("Gilbert, AZ",
 * "gilbert az", "Gilbert, Arizona" all read "gilbert").
 */
export const cityKey = (city: string) =>
  city
    .trim()
    .replace(/,?\s+(?:az|arizona)\.?$/i, "")
    .replace(/,$/, "")
    .trim()
    .toLowerCase();

// A checkbox posts "on" when ticked and nothing when not; JSON sends a boolean.
const published = z
  .union([z.boolean(), z.literal("on")], "Published must be true or false")
  .optional()
  .transform((value) => value === true || value === "on");

const projectId = z
  .string("Project must be a project id")
  .trim()
  .max(40, "Project must be a project id")
  .nullish()
  .transform((value) => value || null);

/** The back-office form and POST /api/testimonials. */
export const testimonialSchema = z.object({
  quote: requiredText("Quote", 2000),
  name: requiredText("Name", 120),
  city: optionalText("City", 80),
  projectId,
  published,
});

export type TestimonialValues = z.output<typeof testimonialSchema>;

/** PUT /api/testimonials/{id}: any subset of the fields. */
export const testimonialUpdateSchema = z.object({
  quote: requiredText("Quote", 2000).optional(),
  name: requiredText("Name", 120).optional(),
  city: z.string("City must be text").trim().max(80, "City must be at most 80 characters").optional(),
  projectId: projectId.optional(),
  published: z.boolean("Published must be true or false").optional(),
});

export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;
