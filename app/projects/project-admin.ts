import { z } from "zod";
import { projectFieldsSchema } from "./project";
import { optionalText } from "~/forms/text-field";

/** At most this many image files in one post (the create and edit forms, POST /api/projects/:id/images). */
export const PROJECT_IMAGES_PER_UPLOAD = 20;

// One existing image on the edit page: its alt text and its place in the order (1 = first).
export const projectImageDetailsSchema = z.object({
  id: z.string("Missing image id").min(1, "Missing image id").max(40),
  alt: optionalText("Alt text", 300),
  position: z
    .number("Order must be a number")
    .int("Order must be a whole number")
    .min(1, "Order starts at 1")
    .max(999, "Order must be at most 999"),
});

export type ProjectImageDetails = z.infer<typeof projectImageDetailsSchema>;

/** The edit form: the project's fields plus the existing images' alt text and order. */
export const projectEditSchema = projectFieldsSchema.extend({
  images: z.array(projectImageDetailsSchema).max(200).optional().default([]),
});

/** The alt text given for the uploaded images (one for all of them). */
const projectImageAltSchema = z
  .string("Alt text must be text")
  .trim()
  .max(300, "Alt text must be at most 300 characters")
  .optional()
  .default("");

/** The text fields of POST /api/projects/:id/images beside its files. */
export const projectImagesUploadSchema = z.object({ alt: projectImageAltSchema });
