import { and, eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { projectImages } from "~/db/schema";
import { imageFileUrls, storeImage, type StoredImage } from "~/media/image-pipeline.server";
import { removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { MediaError } from "~/media/media-error";
import { fileBytes } from "~/media/multipart.server";
import type { ProjectFields } from "./project";
import type { ProjectImageDetails } from "./project-admin";
import {
  addProjectImages,
  createProject,
  deleteProject,
  deleteProjectImage,
  getProject,
  updateProject,
  type ProjectImageRow,
} from "./project.server";

/**
 * Runs every file through the image pipeline (checked by content, rotated, stripped, resized). All or nothing: when
 * one file is refused, the files already written for the others are removed again and the MediaError names the file.
 */
export async function storeProjectImages(files: File[], alt: string) {
  const stored: (StoredImage & { alt: string })[] = [];
  try {
    for (const file of files) {
      try {
        stored.push({ ...(await storeImage(await fileBytes(file), "projects")), alt });
      } catch (error) {
        if (error instanceof MediaError && file.name) {
          throw new MediaError(`${file.name}: ${error.message}`, error.status);
        }
        throw error;
      }
    }
  } catch (error) {
    await removeUnreferencedMedia(stored.flatMap(imageFileUrls));
    throw error;
  }
  return stored;
}

/** Creates a project with its images; the images are stored first so a refused file creates nothing. */
export async function createProjectWithImages(fields: ProjectFields, files: File[]) {
  const stored = await storeProjectImages(files, fields.alt || fields.title);
  const project = createProject(fields);
  addProjectImages(project.id, stored);
  return getProject(project.id)!;
}

/** Adds images at the end of a project's list; undefined when the project does not exist. */
export async function addImagesToProject(projectId: string, files: File[], alt: string) {
  const project = getProject(projectId);
  if (!project) return undefined;
  const stored = await storeProjectImages(files, alt || project.alt || project.title);
  try {
    return addProjectImages(projectId, stored);
  } catch (error) {
    // The project may have been deleted meanwhile (foreign key): do not leave the new files behind.
    await removeUnreferencedMedia(stored.flatMap(imageFileUrls));
    throw error;
  }
}

async function removeImageFiles(images: ProjectImageRow[]) {
  await removeUnreferencedMedia(images.flatMap(imageFileUrls));
}

/** Deletes a project, then every image file no other row uses. False when there was no such project. */
export async function deleteProjectAndFiles(id: string) {
  const images = deleteProject(id);
  if (!images) return false;
  await removeImageFiles(images);
  return true;
}

/** Deletes one image of a project and its files (unless shared). False when the project has no such image. */
export async function deleteProjectImageAndFiles(projectId: string, imageId: string) {
  const image = deleteProjectImage(projectId, imageId);
  if (!image) return false;
  await removeImageFiles([image]);
  return true;
}

/**
 * Saves alt texts and the order of a project's images. Images are ranked by the order given (ties keep their current
 * order) and renumbered 0..n-1; ids that are not this project's images are ignored, images left out keep their
 * place after the ranked ones.
 */
export function saveProjectImageDetails(projectId: string, details: ProjectImageDetails[]) {
  return writeTransaction((tx) => {
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

/**
 * Saves the edit form: the project's fields, its images' alt texts and order, and new images added at the end. New
 * files are checked and stored first, so a refused file changes nothing. Undefined when the project is gone.
 */
export async function saveProjectEdit(
  id: string,
  fields: ProjectFields,
  details: ProjectImageDetails[],
  newFiles: File[],
) {
  if (!getProject(id)) return undefined;
  const stored = await storeProjectImages(newFiles, fields.alt || fields.title);
  try {
    writeTransaction(() => {
      if (!updateProject(id, fields)) throw new Error("Project disappeared while saving");
      saveProjectImageDetails(id, details);
      addProjectImages(id, stored);
    });
  } catch (error) {
    await removeUnreferencedMedia(stored.flatMap(imageFileUrls));
    if (!getProject(id)) return undefined;
    throw error;
  }
  return getProject(id);
}
