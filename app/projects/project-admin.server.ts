import { writeTransaction } from "~/db/client.server";
import { imageFileUrls, storeImage, type StoredImage } from "~/media/image-pipeline.server";
import { removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { MediaError } from "~/media/media-error";
import { audit, type EditContext } from "~/logs/audit.server";
import { PROJECT_MESSAGES, type NewProjectFields, type ProjectUpdate } from "./project";
import type { ProjectImageDetails } from "./project-admin";
import {
  addProjectImages,
  createProject,
  deleteProject,
  deleteProjectImage,
  getProject,
  saveProjectImageDetails,
  updateProject,
} from "./project.server";

// The changes an admin makes to projects, one function per change, for the back-office pages and the admin API
// alike. Each owns its transaction, removes the files it stored when the database write fails, and writes its audit
// row when `by` says who asked (scripts and tests leave it out).

/** New images are described by the alt text given for them, else the project's alt text, else its title. */
function newImageAlt(alt: string, project: { alt: string; title: string }) {
  return alt || project.alt || project.title;
}

type StoredProjectImage = StoredImage & { alt: string };

/**
 * Runs every file through the image pipeline (checked by content, rotated, stripped, resized). All or nothing: when
 * one file is refused, the files already written for the others are removed again and the MediaError names the file.
 */
async function storeProjectImages(files: File[], alt: string) {
  const stored: StoredProjectImage[] = [];
  // One decode child for all of them, one after another.
  const batch = {};
  try {
    for (const file of files) {
      try {
        stored.push({ ...(await storeImage(file, "projects", undefined, batch)), alt });
      } catch (error) {
        if (error instanceof MediaError && file.name) {
          throw new MediaError(`${file.name}: ${error.message}`, error.status);
        }
        throw error;
      }
    }
  } catch (error) {
    await removeStoredImages(stored);
    throw error;
  }
  return stored;
}

function removeStoredImages(images: Parameters<typeof imageFileUrls>[0][]) {
  return removeUnreferencedMedia(images.flatMap(imageFileUrls));
}

/** Writes rows for images stored beforehand; when the write fails the files go again, and the error goes on. */
async function writeWithImages<T>(stored: StoredProjectImage[], write: () => T): Promise<T> {
  try {
    return write();
  } catch (error) {
    await removeStoredImages(stored);
    throw error;
  }
}

/** Creates a project with its images; the images are stored first, so a refused file creates nothing. */
export async function createProjectWithImages(fields: NewProjectFields, files: File[], by?: EditContext) {
  const stored = await storeProjectImages(files, newImageAlt("", fields));
  const id = await writeWithImages(stored, () =>
    writeTransaction((tx) => {
      const project = createProject(fields, new Date(), tx);
      addProjectImages(project.id, stored, tx);
      return project.id;
    }),
  );
  const project = getProject(id)!;
  if (by) {
    audit(by, {
      event: "project.create",
      message: `Created project "${project.title}"${project.images.length ? ` with ${project.images.length} images` : ""}`,
      detail: { id, images: project.images.length },
    });
  }
  return project;
}

/**
 * Saves a project's fields (any subset: the rest keep their value), its images' alt texts and order, and new images
 * added at the end, in one transaction. New files are checked and stored first, so a refused file changes nothing.
 * Undefined when the project does not exist.
 */
export async function saveProjectEdit(
  id: string,
  fields: ProjectUpdate,
  details: ProjectImageDetails[] = [],
  newFiles: File[] = [],
  by?: EditContext,
) {
  const current = getProject(id);
  if (!current) return undefined;
  const saved = { alt: fields.alt ?? current.alt, title: fields.title ?? current.title };
  const stored = await storeProjectImages(newFiles, newImageAlt("", saved));
  const updated = await writeWithImages(stored, () =>
    writeTransaction((tx) => {
      if (!updateProject(id, fields, tx)) return false;
      if (details.length > 0) saveProjectImageDetails(id, details, tx);
      addProjectImages(id, stored, tx);
      return true;
    }),
  );
  if (!updated) {
    // Deleted meanwhile: nothing was written, so the new files go too.
    await removeStoredImages(stored);
    return undefined;
  }
  const project = getProject(id)!;
  if (by) {
    audit(by, {
      event: "project.update",
      message: `Updated project "${project.title}"${stored.length ? ` and added ${stored.length} images` : ""}`,
      detail: { id, fields: Object.keys(fields), addedImages: stored.length },
    });
  }
  return project;
}

/**
 * Adds images at the end of a project's list, all described by `alt` (else the project's alt text or title).
 * Undefined when the project does not exist; a MediaError when no file came or one is refused (then none is added).
 */
export async function addImagesToProject(projectId: string, files: File[], alt: string, by?: EditContext) {
  const project = getProject(projectId);
  if (!project) return undefined;
  if (files.length === 0) throw new MediaError(PROJECT_MESSAGES.noImages);
  const stored = await storeProjectImages(files, newImageAlt(alt, project));
  // The project may be deleted meanwhile: the foreign key refuses the rows and the new files go again.
  const images = await writeWithImages(stored, () => addProjectImages(projectId, stored));
  if (by) {
    audit(by, {
      event: "project.image-add",
      message: `Added ${images.length} images to project ${projectId}`,
      detail: { id: projectId, imageIds: images.map((image) => image.id) },
    });
  }
  return images;
}

/** Deletes a project, then every image file no other row uses. False when there was no such project. */
export async function deleteProjectAndFiles(id: string, by?: EditContext) {
  const images = writeTransaction((tx) => deleteProject(id, tx));
  if (!images) return false;
  await removeStoredImages(images);
  if (by) audit(by, { event: "project.delete", message: `Deleted project ${id}`, detail: { id } });
  return true;
}

/** Deletes one image of a project and its files (unless shared). False when the project has no such image. */
export async function deleteProjectImageAndFiles(projectId: string, imageId: string, by?: EditContext) {
  const image = deleteProjectImage(projectId, imageId);
  if (!image) return false;
  await removeStoredImages([image]);
  if (by) {
    audit(by, {
      event: "project.image-delete",
      message: `Deleted an image of project ${projectId}`,
      detail: { id: projectId, imageId },
    });
  }
  return true;
}
