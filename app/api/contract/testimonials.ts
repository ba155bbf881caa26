import { z } from "zod";
import { testimonialSchema, testimonialUpdateSchema } from "~/testimonials/testimonial";
import { isoDate, messageOnly, ok, recordId, type Endpoint } from "./endpoint";

// Testimonials: a customer's words, shown on the public site.

const testimonialJsonSchema = z.object({
  _id: recordId,
  quote: z.string().describe("The customer's words"),
  name: z.string().describe("The customer, as they agreed to be named"),
  city: z.string().describe("The customer's city, or empty"),
  projectId: z.string().nullable().describe("The project the testimonial is about, if any"),
  published: z.boolean().describe("Shown on the public site"),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type TestimonialJson = z.infer<typeof testimonialJsonSchema>;

const testimonialSaved = z.object({
  success: ok,
  message: z.string(),
  testimonial: testimonialJsonSchema,
  warning: z
    .string()
    .optional()
    .describe("Set when the city matches no service area: it shows on no city page"),
});

export const testimonialEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/testimonials",
    tag: "Testimonials",
    summary: "Published testimonials",
    auth: "public",
    cacheable: true,
    success: {
      status: 200,
      description: "Newest first",
      schema: z.object({ testimonials: z.array(testimonialJsonSchema) }),
    },
  },
  {
    method: "post",
    path: "/testimonials",
    tag: "Testimonials",
    summary: "Add a testimonial",
    description:
      "A customer's words; no rating. `projectId` names a project the testimonial shows on. `city` is stored as the " +
      'service area of that name spells it (case and a trailing ", AZ" do not matter); a city no area has is kept ' +
      "and answered with a `warning`.",
    auth: "admin",
    json: testimonialSchema,
    success: {
      status: 201,
      description: "The stored testimonial",
      schema: testimonialSaved,
    },
  },
  {
    method: "patch",
    path: "/testimonials/{id}",
    tag: "Testimonials",
    summary: "Change any of a testimonial's fields",
    description: "`city` is matched to a service area as on POST, with the same `warning`.",
    auth: "admin",
    json: testimonialUpdateSchema,
    success: {
      status: 200,
      description: "The updated testimonial",
      schema: testimonialSaved,
    },
  },
  {
    method: "delete",
    path: "/testimonials/{id}",
    tag: "Testimonials",
    summary: "Delete a testimonial",
    auth: "admin",
    success: { status: 200, description: "Deleted", schema: messageOnly },
  },
];
