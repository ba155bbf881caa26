import { z } from "zod";

export const PROJECT_MESSAGES = {
  createFailed: "Failed to create project. Please try again.",
  loadFailed: "Failed to load project.",
  updateFailed: "Failed to update project.",
  deleteFailed: "Failed to delete project.",
  imageDeleteFailed: "Failed to delete image",
  deleteConfirm: "Delete this project?",
} as const;

const text = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`);

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
});

export type ProjectFields = z.infer<typeof projectFieldsSchema>;

// PUT accepts any subset of the fields; missing ones keep their stored value.
export const projectUpdateSchema = projectFieldsSchema.partial();
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
