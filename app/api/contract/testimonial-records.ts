import { z } from "zod";

// The testimonial record the API answers with.

export const testimonialJsonSchema = z.object({
  _id: z.string().describe("Record id"),
  quote: z.string().describe("The customer's words"),
  name: z.string().describe("The customer, as they agreed to be named"),
  city: z.string().describe("The customer's city, or empty"),
  projectId: z.string().nullable().describe("The project the testimonial is about, if any"),
  published: z.boolean().describe("Shown on the public site"),
  createdAt: z.string().describe("ISO 8601 date-time"),
  updatedAt: z.string().describe("ISO 8601 date-time"),
});

export type TestimonialJson = z.infer<typeof testimonialJsonSchema>;
