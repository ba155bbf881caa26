import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mediaUploads, projectImages, type ChosenImage } from "~/db/schema";
import type { EditContext } from "~/logs/audit.server";
import { saveHomeImage } from "./site-settings.server";

// The landing page's background and the site's sharing image are chosen by an admin, from the media library or from
// a project photo, and copied by value into the settings. Nothing else (a new project, a new upload) changes them.

const CHOICES_SHOWN = 48;

export type HomeImageChoice = {
  id: string;
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
};

/** The media library's images, newest first, as the settings page offers them. */
export function listHomeImageChoices(): HomeImageChoice[] {
  return db
    .select({
      id: mediaUploads.id,
      src: mediaUploads.path,
      alt: mediaUploads.alt,
      width: mediaUploads.width,
      height: mediaUploads.height,
    })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.kind, "image"), eq(mediaUploads.hidden, false)))
    .orderBy(desc(mediaUploads.createdAt))
    .limit(CHOICES_SHOWN)
    .all();
}

/** Makes a media-library image the home image; false when there is no such image. */
export function chooseHomeImageFromMedia(id: string, by: EditContext) {
  const row = db
    .select()
    .from(mediaUploads)
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.kind, "image")))
    .get();
  if (!row) return false;
  const image: ChosenImage = {
    src: row.path,
    alt: row.alt || row.caption,
    width: row.width,
    height: row.height,
    variants: row.variants,
  };
  saveHomeImage(image, by);
  return true;
}

/** Makes one of a project's photos the home image; false when the project has no such image. */
export function chooseHomeImageFromProject(projectId: string, imageId: string, by: EditContext) {
  const row = db
    .select()
    .from(projectImages)
    .where(and(eq(projectImages.id, imageId), eq(projectImages.projectId, projectId)))
    .get();
  if (!row) return false;
  saveHomeImage(
    { src: row.src, alt: row.alt, width: row.width, height: row.height, variants: row.variants },
    by,
  );
  return true;
}

export function clearHomeImage(by: EditContext) {
  saveHomeImage(null, by);
}
