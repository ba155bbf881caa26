import { and, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects, serviceAreas, testimonials } from "~/db/schema";
import { createServiceArea } from "~/content/service-area.server";
import { createTestimonial } from "~/testimonials/testimonial.server";
import { demoProjectCities, demoServiceAreas } from "./demo-service-areas";
import { demoTestimonials } from "./demo-testimonials";

const isEmpty = (table: typeof serviceAreas | typeof testimonials) =>
  (db.select({ n: count() }).from(table).get()?.n ?? 0) === 0;

/**
 * The demo service areas and testimonials, each list only when its table is empty (so a second run changes nothing).
 * With the areas, the demo projects that have no city get theirs, once: an office that clears one later keeps it
 * cleared.
 */
export function seedLocalPresence() {
  const report = { serviceAreas: 0, testimonials: 0 };
  if (isEmpty(serviceAreas)) {
    for (const area of demoServiceAreas) if (createServiceArea(area, null).ok) report.serviceAreas++;
    for (const [title, city] of Object.entries(demoProjectCities)) {
      db.update(projects)
        .set({ city })
        .where(and(eq(projects.title, title), eq(projects.city, "")))
        .run();
    }
  }
  if (isEmpty(testimonials)) {
    for (const { project, ...testimonial } of demoTestimonials) {
      const projectId = project
        ? (db.select({ id: projects.id }).from(projects).where(eq(projects.title, project)).get()?.id ?? null)
        : null;
      if (createTestimonial({ ...testimonial, projectId, published: true }, null).ok) report.testimonials++;
    }
  }
  return report;
}
