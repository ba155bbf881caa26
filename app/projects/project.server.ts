import { and, asc, desc, eq, inArray, max, ne } from "drizzle-orm";
import { db, withinWriteTransaction, type Transaction } from "~/db/client.server";
import { projectImages, projects } from "~/db/schema";
import type { StoredImage } from "~/media/image-pipeline.server";
import { createId } from "~/utils/id.server";
import { memoByContentVersion } from "~/db/content-version.server";
import type { NewProjectFields, ProjectFields, ProjectUpdate } from "./project";
import type { ProjectImageDetails } from "./project-admin";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectImageRow = typeof projectImages.$inferSelect;
export type ProjectWithImages = ProjectRow & { images: ProjectImageRow[] };

function withImages(rows: ProjectRow[]): ProjectWithImages[] {
  if (rows.length === 0) return [];
  const images = db
    .select()
    .from(projectImages)
    .where(
      inArray(
        projectImages.projectId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(projectImages.position))
    .all();
  return rows.map((row) => ({ ...row, images: images.filter((image) => image.projectId === row.id) }));
}

/** Every published project, newest first; the back office asks for the drafts too. */
export function listProjects({ includeDrafts = false } = {}): ProjectWithImages[] {
  const query = db.select().from(projects);
  const rows = (includeDrafts ? query : query.where(eq(projects.draft, false)))
    .orderBy(desc(projects.createdAt))
    .all();
  return withImages(rows);
}

// The home page's projects, read again only after projects or their images changed (triggers raise the version).
const recentProjectsByLimit = memoByContentVersion(() => new Map<number, ProjectWithImages[]>());

export function listRecentProjects(limit: number): ProjectWithImages[] {
  const memo = recentProjectsByLimit();
  let recent = memo.get(limit);
  if (!recent) {
    recent = withImages(
      db
        .select()
        .from(projects)
        .where(eq(projects.draft, false))
        .orderBy(desc(projects.createdAt))
        .limit(limit)
        .all(),
    );
    memo.set(limit, recent);
  }
  return recent;
}

export function getProject(id: string): ProjectWithImages | undefined {
  const row = db.select().from(projects).where(eq(projects.id, id)).get();
  return row ? withImages([row])[0] : undefined;
}

/** A project as the public site may show it: drafts are not there. */
export function getPublishedProject(id: string): ProjectWithImages | undefined {
  const project = getProject(id);
  return project && !project.draft ? project : undefined;
}

/** The project types and categories in use, for the project form's suggestions. */
export function projectSuggestions() {
  const distinct = (column: typeof projects.projectType | typeof projects.category) =>
    db
      .selectDistinct({ value: column })
      .from(projects)
      .where(ne(column, ""))
      .orderBy(asc(column))
      .all()
      .map((row) => row.value);
  return { types: distinct(projects.projectType), categories: distinct(projects.category) };
}

/** The stored project's fields as its form and the API name them (project_type): the inverse of projectColumns. */
export function projectFieldValues(project: ProjectRow): ProjectFields {
  return {
    title: project.title,
    description: project.description,
    project_type: project.projectType,
    category: project.category,
    alt: project.alt,
    date: project.date,
    city: project.city,
    draft: project.draft,
  };
}

/** The fields as the table's columns (the API says project_type). */
function projectColumns<F extends ProjectUpdate>(fields: F) {
  return {
    title: fields.title as F["title"],
    description: fields.description,
    projectType: fields.project_type,
    category: fields.category,
    alt: fields.alt,
    date: fields.date,
    city: fields.city,
    draft: fields.draft,
  };
}

export function createProject(fields: NewProjectFields, createdAt = new Date(), tx?: Transaction) {
  return (tx ?? db)
    .insert(projects)
    .values({ id: createId(), ...projectColumns(fields), createdAt, updatedAt: createdAt })
    .returning()
    .get();
}

export function updateProject(id: string, fields: ProjectUpdate, tx?: Transaction) {
  return (tx ?? db)
    .update(projects)
    .set({ ...projectColumns(fields), updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning()
    .get();
}

/** Deletes a project and answers its images, so the caller can remove their files. */
export function deleteProject(id: string, outer?: Transaction): ProjectImageRow[] | undefined {
  return withinWriteTransaction(outer, (tx) => {
    const images = tx.select().from(projectImages).where(eq(projectImages.projectId, id)).all();
    const deleted = tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id }).get();
    return deleted ? images : undefined;
  });
}

export function addProjectImages(
  projectId: string,
  stored: (StoredImage & { alt: string })[],
  outer?: Transaction,
) {
  return withinWriteTransaction(outer, (tx) => {
    const last = tx
      .select({ position: max(projectImages.position) })
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId))
      .get();
    let position = (last?.position ?? -1) + 1;
    const rows = stored.map((image) => ({
      id: createId(),
      projectId,
      position: position++,
      src: image.src,
      alt: image.alt,
      width: image.width,
      height: image.height,
      variants: image.variants,
      createdAt: new Date(),
    }));
    if (rows.length === 0) return [];
    return tx.insert(projectImages).values(rows).returning().all();
  });
}

/**
 * Saves alt texts and the order of a project's images. Images are ranked by the order given (ties keep their current
 * order) and renumbered 0..n-1; ids that are not this project's images are ignored, images left out keep their
 * place after the ranked ones.
 */
export function saveProjectImageDetails(
  projectId: string,
  details: ProjectImageDetails[],
  outer?: Transaction,
) {
  return withinWriteTransaction(outer, (tx) => {
    const current = tx
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, projectId))
      .orderBy(projectImages.position)
      .all();
    const byId = new Map(details.map((detail) => [detail.id, detail]));
    const ranked = current
      .map((image, index) => ({ image, index, detail: byId.get(image.id) }))
      .sort((a, b) => {
        const rankA = a.detail?.position ?? Number.MAX_SAFE_INTEGER;
        const rankB = b.detail?.position ?? Number.MAX_SAFE_INTEGER;
        return rankA - rankB || a.index - b.index;
      });
    ranked.forEach(({ image, detail }, position) => {
      tx.update(projectImages)
        .set({ position, alt: detail ? detail.alt : image.alt })
        .where(and(eq(projectImages.id, image.id), eq(projectImages.projectId, projectId)))
        .run();
    });
    return ranked.length;
  });
}

export function deleteProjectImage(projectId: string, imageId: string) {
  return db
    .delete(projectImages)
    .where(and(eq(projectImages.id, imageId), eq(projectImages.projectId, projectId)))
    .returning()
    .get();
}
