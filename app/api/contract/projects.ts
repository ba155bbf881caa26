import { z } from "zod";
import { projectFieldsSchema, projectUpdateSchema } from "~/projects/project";
import { PROJECT_IMAGES_PER_UPLOAD } from "~/projects/project-admin";
import { imageVariantSchema, isoDate, messageOnly, recordId, type Endpoint } from "./endpoint";

// Projects: the portfolio of finished jobs and their photos.

const projectImageJsonSchema = z.object({
  _id: recordId,
  src: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});

const projectJsonSchema = z.object({
  _id: recordId,
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

export type ProjectJson = z.infer<typeof projectJsonSchema>;
export type ProjectImageJson = z.infer<typeof projectImageJsonSchema>;

export const projectEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/projects",
    tag: "Projects",
    summary: "Every project",
    description: "The bare array, newest first.",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "Newest first", schema: z.array(projectJsonSchema) },
  },
  {
    method: "post",
    path: "/projects",
    tag: "Projects",
    summary: "Create a project",
    auth: "admin",
    json: projectFieldsSchema,
    success: { status: 201, description: "The created project (bare)", schema: projectJsonSchema },
  },
  {
    method: "get",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "One project",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "The bare project", schema: projectJsonSchema },
  },
  {
    method: "put",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "Update a project",
    description: "Any subset of the fields; the others keep their values.",
    auth: "admin",
    json: projectUpdateSchema,
    success: { status: 200, description: "The updated project (bare)", schema: projectJsonSchema },
  },
  {
    method: "delete",
    path: "/projects/{id}",
    tag: "Projects",
    summary: "Delete a project and its image files",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
  {
    method: "post",
    path: "/projects/{id}/images",
    tag: "Projects",
    summary: "Add images to a project",
    description: "Each file is checked by content; one bad file adds none.",
    auth: "admin",
    multipart: {
      maxFiles: PROJECT_IMAGES_PER_UPLOAD,
      fields: [
        {
          name: "images",
          description: "Image files (JPEG, PNG, WebP, AVIF, GIF, TIFF)",
          file: "image",
          repeated: true,
        },
        { name: "alt", description: "Alt text for all of them (optional)" },
      ],
    },
    success: {
      status: 201,
      description: "The added images",
      schema: z.object({ images: z.array(projectImageJsonSchema) }),
    },
  },
  {
    method: "delete",
    path: "/projects/{id}/images/{imageId}",
    tag: "Projects",
    summary: "Delete one image of a project",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
];
