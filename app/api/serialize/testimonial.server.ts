import type { TestimonialJson } from "~/api/contract/testimonials";
import type { TestimonialRow } from "~/testimonials/testimonial.server";

export function testimonialToJson(row: TestimonialRow): TestimonialJson {
  return {
    _id: row.id,
    quote: row.quote,
    name: row.name,
    city: row.city,
    projectId: row.projectId,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
