import { writeTransaction } from "~/db/client.server";
import { imageFileUrls, storeImage } from "~/media/image-pipeline.server";
import { removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { MediaError } from "~/media/media-error";
import { fileBytes, filesOf } from "~/media/multipart.server";
import { storeVideo } from "~/media/video.server";
import { deleteAiImage } from "~/ai/ai-image.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { createMediaUpload, deleteMediaUpload, type MediaUploadRow } from "./media-upload.server";
import { UPLOAD_MESSAGES, type UploadFields } from "./media-upload";

// The media library's changes, for the back-office pages and the admin API alike; each writes its audit row when `by`
// says who asked (scripts and tests leave it out).

/**
 * Stores an upload from the back office: the image through the image pipeline, the video after its signature and
 * size are checked. Both files are checked before any row is written, and the files go again when the rows cannot be
 * written, so a refused upload leaves nothing behind.
 */
export async function uploadMedia(files: { img?: File | null; video?: File | null }, fields: UploadFields) {
  const image = files.img ? await storeImage(files.img, "uploads") : null;
  let video: Awaited<ReturnType<typeof storeVideo>> | null = null;
  try {
    video = files.video ? await storeVideo(await fileBytes(files.video), "uploads") : null;
  } catch (error) {
    if (image) await removeUnreferencedMedia(imageFileUrls(image));
    throw error;
  }
  try {
    return writeTransaction((tx) => {
      const rows: MediaUploadRow[] = [];
      if (image) {
        const { src, mime, bytes, width, height, variants } = image;
        rows.push(
          createMediaUpload(
            { kind: "image", path: src, mime, bytes, width, height, variants, ...fields },
            tx,
          ),
        );
      }
      if (video) {
        const { src, mime, bytes } = video;
        rows.push(createMediaUpload({ kind: "video", path: src, mime, bytes, ...fields }, tx));
      }
      return rows;
    });
  } catch (error) {
    await removeUnreferencedMedia([...(image ? imageFileUrls(image) : []), ...(video ? [video.src] : [])]);
    throw error;
  }
}

/** An upload form's files (`img`, `video`), as the page and POST /api/upload send them; at least one is required. */
export async function uploadMediaFromForm(formData: FormData, fields: UploadFields, by?: EditContext) {
  const img = filesOf(formData, "img")[0] ?? null;
  const video = filesOf(formData, "video")[0] ?? null;
  if (!img && !video) throw new MediaError(UPLOAD_MESSAGES.noFile, 400);
  const uploads = await uploadMedia({ img, video }, fields);
  if (by) {
    audit(by, {
      event: "upload.create",
      message: `Uploaded ${uploads.map((upload) => upload.path).join(", ")}`,
      detail: { ids: uploads.map((upload) => upload.id) },
    });
  }
  return uploads;
}

const uploadFileUrls = (upload: MediaUploadRow) => [upload.path, ...upload.variants.map((v) => v.src)];

/** Deletes an upload and its files (unless another row uses the same content). */
export async function deleteMediaUploadAndFiles(id: string, by?: EditContext) {
  const upload = deleteMediaUpload(id);
  if (!upload) return undefined;
  await removeUnreferencedMedia(uploadFileUrls(upload));
  if (by) audit(by, { event: "upload.delete", message: `Deleted upload ${upload.path}`, detail: { id } });
  return upload;
}

/** Deletes an AI image and its files (unless a blog post or another row uses them). */
export async function deleteAiImageAndFiles(id: string, by?: EditContext) {
  const image = deleteAiImage(id);
  if (!image) return undefined;
  await removeUnreferencedMedia(imageFileUrls({ src: image.url, variants: image.variants }));
  if (by) audit(by, { event: "ai-image.delete", message: `Deleted AI image ${image.name}`, detail: { id } });
  return image;
}
