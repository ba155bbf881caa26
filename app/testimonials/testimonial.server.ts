import { and, desc, eq, sql } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { projects, testimonials } from "~/db/schema";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Result } from "~/utils/result";
import { audit, type EditContext } from "~/logs/audit.server";
import { memoByContentVersion, raiseContentVersion } from "~/db/content-version.server";
import { listServiceAreas } from "~/content/service-area.server";
import { cityKey, TESTIMONIAL_MESSAGES, type TestimonialUpdate, type TestimonialValues } from "./testimonial";

// Testimonials: the office's list, the API's reads and writes, and what the public pages show.

export type TestimonialRow = typeof testimonials.$inferSelect;

export function listTestimonials() {
  return db
    .select({ testimonial: testimonials, projectTitle: projects.title })
    .from(testimonials)
    .leftJoin(projects, eq(projects.id, testimonials.projectId))
    .orderBy(desc(testimonials.createdAt), desc(sql`testimonials.rowid`))
    .all()
    .map((row) => ({ ...row.testimonial, projectTitle: row.projectTitle }));
}

export function getTestimonial(id: string) {
  return db.select().from(testimonials).where(eq(testimonials.id, id)).get();
}

/** Published testimonials, newest first, read again only after content changed. */
export const listPublishedTestimonials = memoByContentVersion(() =>
  db
    .select()
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(desc(testimonials.createdAt), desc(sql`rowid`))
    .all(),
);

/** The published words of a city's customers (the city compared as cityKey reads it: "Gilbert, AZ" is Gilbert). */
export const publishedTestimonialsFrom = (city: string) =>
  listPublishedTestimonials().filter((row) => row.city && cityKey(row.city) === cityKey(city));

export const publishedTestimonialsFor = (projectId: string) =>
  listPublishedTestimonials().filter((row) => row.projectId === projectId);

/** The projects a testimonial may name, for the form's select. */
export function projectChoices() {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .orderBy(desc(projects.createdAt))
    .all();
}

/** The cities a testimonial may name: the service areas, for the form's suggestions. */
export const cityChoices = () => listServiceAreas().map((area) => area.name);

const projectExists = (id: string | null | undefined) =>
  !id || Boolean(db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).get());

type WriteResult = Result<{ testimonial: TestimonialRow; warning?: string }>;

const projectRefused = () => refuseField(400, "projectId", TESTIMONIAL_MESSAGES.projectMissing);

/**
 * The city as the service area of that name spells it ("gilbert, AZ" → "Gilbert"), so the testimonial shows on that
 * area's page; a city no area has stays as typed, with the warning that says so.
 */
function withServiceAreaCity<T extends { city?: string }>(values: T): { values: T; warning?: string } {
  const city = values.city?.trim();
  if (!city) return { values };
  const area = listServiceAreas().find((candidate) => cityKey(candidate.name) === cityKey(city));
  if (area) return { values: { ...values, city: area.name } };
  return { values: { ...values, city }, warning: TESTIMONIAL_MESSAGES.noArea(city) };
}

export function createTestimonial(typed: TestimonialValues, context: EditContext | null): WriteResult {
  if (!projectExists(typed.projectId)) return projectRefused();
  const { values, warning } = withServiceAreaCity(typed);
  const testimonial = writeTransaction((tx) => {
    const row = tx
      .insert(testimonials)
      .values({ id: createId(), ...values })
      .returning()
      .get();
    raiseContentVersion();
    return row;
  });
  if (context)
    audit(context, {
      event: "testimonial.create",
      message: `Added a testimonial by ${testimonial.name}`,
      detail: { id: testimonial.id, published: testimonial.published },
    });
  return { ok: true, testimonial, warning };
}

export function updateTestimonial(id: string, typed: TestimonialUpdate, context: EditContext): WriteResult {
  if (!projectExists(typed.projectId)) return projectRefused();
  const { values, warning } = withServiceAreaCity(typed);
  const testimonial = writeTransaction((tx) => {
    const row = tx
      .update(testimonials)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
      .returning()
      .get();
    if (row) raiseContentVersion();
    return row;
  });
  if (!testimonial) return refuse(404, TESTIMONIAL_MESSAGES.notFound);
  audit(context, {
    event: "testimonial.update",
    message: `Saved the testimonial by ${testimonial.name}`,
    detail: { id, fields: Object.keys(values) },
  });
  return { ok: true, testimonial, warning };
}

export function deleteTestimonial(id: string, context: EditContext) {
  const deleted = writeTransaction((tx) => {
    const row = tx
      .delete(testimonials)
      .where(and(eq(testimonials.id, id)))
      .returning()
      .get();
    if (row) raiseContentVersion();
    return row;
  });
  if (deleted)
    audit(context, {
      event: "testimonial.delete",
      message: `Deleted the testimonial by ${deleted.name}`,
      detail: { id },
    });
  return Boolean(deleted);
}

/** What a public page shows of a testimonial (and nothing more, since loader data travels to the browser). */
export const testimonialCard = (row: TestimonialRow) => ({
  id: row.id,
  quote: row.quote,
  name: row.name,
  city: row.city,
});
