import { imageFileUrls, storeImage } from "~/media/image-pipeline.server";
import { removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { MediaError } from "~/media/media-error";
import { fileBytes, filesOf } from "~/media/multipart.server";
import { storeVideo } from "~/media/video.server";
import { deleteAiImage } from "./ai-image.server";
import { createMediaUpload, deleteMediaUpload, type MediaUploadRow } from "./media-upload.server";
import { UPLOAD_MESSAGES, type UploadFields } from "./media-upload";

/**
 * Stores an upload from the back office: the image through the image pipeline, the video after its signature and
 * size are checked. Both files are checked before any row is written, so a refused file leaves nothing behind.
 */
export async function uploadMedia(files: { img?: File | null; video?: File | null }, fields: UploadFields) {
  const image = files.img ? await storeImage(await fileBytes(files.img), "uploads") : null;
  let video: Awaited<ReturnType<typeof storeVideo>> | null = null;
  try {
    video = files.video ? await storeVideo(await fileBytes(files.video), "uploads") : null;
  } catch (error) {
    if (image) await removeUnreferencedMedia(imageFileUrls(image));
    throw error;
  }
  const rows: MediaUploadRow[] = [];
  if (image) {
    rows.push(
      createMediaUpload({
        kind: "image",
        path: image.src,
        mime: image.mime,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        variants: image.variants,
        ...fields,
      }),
    );
  }
  if (video) {
    rows.push(
      createMediaUpload({ kind: "video", path: video.src, mime: video.mime, bytes: video.bytes, ...fields }),
    );
  }
  return rows;
}

/** An upload form's files (`img`, `video`), as the page and POST /api/upload send them; at least one is required. */
export async function uploadMediaFromForm(formData: FormData, fields: UploadFields) {
  const img = filesOf(formData, "img")[0] ?? null;
  const video = filesOf(formData, "video")[0] ?? null;
  if (!img && !video) throw new MediaError(UPLOAD_MESSAGES.noFile, 400);
  return uploadMedia({ img, video }, fields);
}

const uploadFileUrls = (upload: MediaUploadRow) => [upload.path, ...upload.variants.map((v) => v.src)];

/** Deletes an upload and its files (unless another row uses the same content). */
export async function deleteMediaUploadAndFiles(id: string) {
  const upload = deleteMediaUpload(id);
  if (!upload) return undefined;
  await removeUnreferencedMedia(uploadFileUrls(upload));
  return upload;
}

/** Deletes an AI image and its files (unless a blog post or another row uses them). */
export async function deleteAiImageAndFiles(id: string) {
  const image = deleteAiImage(id);
  if (!image) return undefined;
  await removeUnreferencedMedia(imageFileUrls({ src: image.url, variants: image.variants }));
  return image;
}
