import { z } from "zod";

// The records the API answers with, as zod schemas: the OpenAPI document is generated from them, the contract test
// checks real answers against them, and the serialisers in app/api/serialize are typed by them.

const id = z.string().describe("Record id");
const isoDate = z.string().describe("ISO 8601 date-time");

const imageVariantSchema = z.object({
  format: z.enum(["avif", "webp"]),
  width: z.number().int(),
  src: z.string(),
});

export const projectImageJsonSchema = z.object({
  _id: id,
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});

export const projectJsonSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  project_type: z.string(),
  category: z.string(),
  alt: z.string(),
  date: z.string().describe("yyyy-mm-dd or empty"),
  city: z.string().describe("The city the job was in, or empty"),
  draft: z.boolean().describe("A draft shows nowhere public; public reads never answer drafts"),
  createdAt: isoDate,
  updatedAt: isoDate,
  images: z.array(projectImageJsonSchema),
});

export const blogPostJsonSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  img: z.string(),
  imgAlt: z.string(),
  imgWidth: z.number().int().nullable(),
  imgHeight: z.number().int().nullable(),
  imgVariants: z.array(imageVariantSchema),
  sections: z.array(z.object({ title: z.string(), body: z.string() })),
  conclusion: z.string(),
  source: z.enum(["written", "generated", "enhanced"]),
  status: z.enum(["draft", "published"]),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const archiveEntrySchema = z.object({ _id: id, name: z.string(), date: isoDate, href: z.string() });

export const messageJsonSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  consent: z.boolean(),
  consentAt: isoDate.nullable(),
  isRead: z.boolean(),
  leadStatus: z.enum(["new", "contacted", "quoted", "won", "lost"]),
  createdAt: isoDate,
  customer: z.object({ email: z.string(), phone: z.string() }).optional(),
});

export const customerJsonSchema = z.object({
  _id: id,
  email: z.string(),
  phone: z.string(),
  status: z
    .enum(["pending", "subscribed", "unsubscribed"])
    .describe(
      "pending: has not followed the confirmation link yet; subscribed: confirmed (the back office shows it as " +
        '"confirmed"), receives campaigns; unsubscribed: left the list',
    ),
  confirmedAt: isoDate.nullable(),
  unsubscribedAt: isoDate.nullable(),
  createdAt: isoDate,
});

export const userJsonSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  createdAt: isoDate,
});

export const logJsonSchema = z.object({
  _id: id,
  level: z.enum(["debug", "info", "warn", "error"]),
  event: z.string(),
  message: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  path: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
});

export const aiImageJsonSchema = z.object({
  _id: id,
  url: z.string(),
  prompt: z.string(),
  name: z.string(),
  size: z.number().int().describe("Bytes"),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
  source: z.enum(["offline", "unsplash"]),
  unsplash: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("Photographer, links and description for attribution"),
  createdAt: isoDate,
});

export const mediaUploadJsonSchema = z.object({
  _id: id,
  kind: z.enum(["image", "video"]),
  src: z.string(),
  caption: z.string(),
  alt: z.string(),
  hidden: z.boolean(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
  createdAt: isoDate,
});

export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ProjectJson = z.infer<typeof projectJsonSchema>;
export type ProjectImageJson = z.infer<typeof projectImageJsonSchema>;
export type BlogPostJson = z.infer<typeof blogPostJsonSchema>;
export type MessageJson = z.infer<typeof messageJsonSchema>;
export type CustomerJson = z.infer<typeof customerJsonSchema>;
export type UserJson = z.infer<typeof userJsonSchema>;
export type LogJson = z.infer<typeof logJsonSchema>;
export type AiImageJson = z.infer<typeof aiImageJsonSchema>;
export type MediaUploadJson = z.infer<typeof mediaUploadJsonSchema>;
