import { z } from "zod";

const text = (label: string, max: number, missing = `${label} must be text`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

// A required field left empty (an empty form field arrives as undefined) reads the same as one left blank.
const requiredText = (label: string, max: number, missing: string) =>
  text(label, max, missing).min(1, missing);

const blogSectionSchema = z.object({
  title: requiredText("Section title", 200, "Each section needs a title"),
  body: requiredText("Section body", 20_000, "Each section needs a body"),
});

export const blogPostSchema = z.object({
  title: requiredText("Title", 200, "Title is required"),
  description: requiredText("Description", 400, "Description is required"),
  img: text("Image", 500).optional().default(""),
  imgAlt: text("Image alt text", 300).optional().default(""),
  sections: z.array(blogSectionSchema, "Sections must be a list").min(1, "Add at least one section").max(20),
  conclusion: text("Conclusion", 5000).optional().default(""),
  status: z.enum(["draft", "published"], "Status must be draft or published").optional().default("published"),
});

export type BlogPostInput = z.infer<typeof blogPostSchema>;

/** The editor form: the post plus how to choose its image (a new upload is read from the `imageFile` part). */
export const blogEditorSchema = blogPostSchema.extend({
  imageChoice: z.string().trim().max(500).optional().default("keep"),
});

/** Every text about blog posts that the back office and the API show (alerts, form errors, API errors). */
export const BLOG_MESSAGES = {
  saved: "Post saved",
  created: "Post created",
  deleted: "Post deleted",
  published: "Post published",
  unpublished: "Post moved back to drafts",
  restored: "Revision restored; the version it replaced was kept as a revision",
  enhanced: "Post enhanced. The previous version is kept as a revision.",
  generated: "Draft generated. Review it, then publish.",
  titleTaken: "Another post already has this title",
  notFound: "That post no longer exists",
  loadFailed: "The post could not be loaded.",
  revisionNotFound: "That revision no longer exists",
  revisionTitleTaken: (title: string) =>
    `The revision's title “${title}” now belongs to another post. Rename that post first.`,
  chooseFromList: "Choose an image from the list",
  unknownAction: "Unknown action",
  deleteConfirm: (title: string) => `Delete the post “${title}”?`,
  apiNotFound: "Blog post not found.",
  apiImageNotInLibrary: "img must be empty or the URL of an AI image or an uploaded image",
} as const;
