import { z } from "zod";
import { UPLOAD_FILES_PER_REQUEST, uploadFieldsSchema } from "~/media-library/media-upload";
import { imageVariantSchema, isoDate, ok, recordId, type Endpoint } from "./endpoint";

// Media: the AI images and the office's uploads.

const aiImageJsonSchema = z.object({
  _id: recordId,
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

const mediaUploadJsonSchema = z.object({
  _id: recordId,
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

export type AiImageJson = z.infer<typeof aiImageJsonSchema>;
export type MediaUploadJson = z.infer<typeof mediaUploadJsonSchema>;

export const mediaEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/ai/images",
    tag: "Media",
    summary: "AI images",
    auth: "admin",
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ images: z.array(aiImageJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/upload",
    tag: "Media",
    summary: "Upload an image and/or a video",
    description:
      "Images go through the image pipeline; videos must be MP4 or WebM. A refused file stores nothing.",
    auth: "admin",
    multipart: {
      schema: uploadFieldsSchema,
      maxFiles: UPLOAD_FILES_PER_REQUEST,
      fields: [
        { name: "img", description: "An image file", file: "image" },
        { name: "video", description: "An MP4 or WebM video", file: "video" },
        { name: "caption", description: "Caption (optional)" },
        { name: "alt", description: "Alt text (optional)" },
        { name: "hidden", description: '"true" or "on" to hide it from the public library' },
      ],
    },
    success: {
      status: 201,
      description: "The stored uploads",
      schema: z.object({ success: ok, message: z.string(), uploads: z.array(mediaUploadJsonSchema) }),
    },
  },
];
