import { z } from "zod";

/** Every text about projects that the back office and the API show (alerts, form errors, API errors). */
export const PROJECT_MESSAGES = {
  created: "Project created.",
  draftSaved: "Draft saved. It shows nowhere on the site until you publish it.",
  updated: "Project updated.",
  homeImageChosen: "This photo is now the home page image.",
  deleted: "Project deleted.",
  imageDeleted: "Image deleted.",
  createFailed: "Failed to create project. Please try again.",
  loadFailed: "Failed to load project.",
  updateFailed: "Failed to update project.",
  deleteFailed: "Failed to delete project.",
  imageDeleteFailed: "Failed to delete image",
  deleteConfirm: "Delete this project?",
  imageDeleteConfirm: "Delete this image?",
  notFound: "Project not found.",
  imageNotFound: "Image not found.",
  noImages: "Choose at least one image file. Send them in the images field.",
} as const;

// A missing value (an empty form field arrives as undefined) reads "is required", anything else "must be text".
const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const projectFieldsSchema = z.object({
  title: text("Title", 160).min(1, "Title is required"),
  description: text("Description", 5000).optional().default(""),
  project_type: text("Project type", 80).optional().default(""),
  category: text("Category", 80).optional().default(""),
  alt: text("Alt text", 300).optional().default(""),
  date: z
    .string("Date must be text")
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Date must look like 2025-03-31")
    .optional()
    .default(""),
  city: text("City", 100).optional().default(""),
  // A draft is shown nowhere on the public site. The form's "Save as draft" button posts draft=on.
  draft: z.boolean("Draft must be true or false").optional().default(false),
});

export type ProjectFields = z.infer<typeof projectFieldsSchema>;
/** A new project's fields as scripts and the seeder give them: city and draft may be left out. */
export type NewProjectFields = Omit<ProjectFields, "city" | "draft"> &
  Partial<Pick<ProjectFields, "city" | "draft">>;

// PUT accepts any subset of the fields; missing ones keep their stored value. (Built from the unwrapped fields:
// zod 4's .partial() would still fill in the defaults and so blank every field the client left out.)
export const projectUpdateSchema = z.object({
  title: projectFieldsSchema.shape.title.optional(),
  description: projectFieldsSchema.shape.description.unwrap().unwrap().optional(),
  project_type: projectFieldsSchema.shape.project_type.unwrap().unwrap().optional(),
  category: projectFieldsSchema.shape.category.unwrap().unwrap().optional(),
  alt: projectFieldsSchema.shape.alt.unwrap().unwrap().optional(),
  date: projectFieldsSchema.shape.date.unwrap().unwrap().optional(),
  city: projectFieldsSchema.shape.city.unwrap().unwrap().optional(),
  draft: projectFieldsSchema.shape.draft.unwrap().unwrap().optional(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
