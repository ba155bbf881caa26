import { z } from "zod";

export const BLOG_ARCHIVE_FIRST = 15;
export const BLOG_ARCHIVE_STEP = 10;

const text = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be at most ${max} characters`);

export const blogSectionSchema = z.object({
  title: text("Section title", 200).min(1, "Each section needs a title"),
  body: text("Section body", 20_000).min(1, "Each section needs a body"),
});

export const blogPostSchema = z.object({
  title: text("Title", 200).min(1, "Title is required"),
  description: text("Description", 400).min(1, "Description is required"),
  img: text("Image", 500).optional().default(""),
  imgAlt: text("Image alt text", 300).optional().default(""),
  sections: z.array(blogSectionSchema, "Sections must be a list").min(1, "Add at least one section").max(20),
  conclusion: text("Conclusion", 5000).optional().default(""),
  status: z.enum(["draft", "published"], "Status must be draft or published").optional().default("published"),
});

export type BlogPostInput = z.infer<typeof blogPostSchema>;
