import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { requireCsrfToken } from "~/auth/csrf.server";
import { env } from "~/env.server";
import { BodyTooLargeError } from "~/utils/body-too-large";
import { hasBrokenConformFields, readFormData, UNREADABLE_FORM_MESSAGE } from "~/utils/form-data.server";
import { formatBytes } from "./image-pipeline.server";
import { MediaError } from "./media-error";

const TEXT_PART_LIMIT = 64 * 1024;
// Far more fields than any of our forms has (the blog editor with many sections is the largest).
const MAX_PARTS = 500;

export type MultipartLimits = {
  /** Form fields holding videos; every other file field holds images. */
  videoFields?: string[];
  maxImageBytes?: number;
  maxVideoBytes?: number;
  /** At most this many files in one request. */
  maxFiles?: number;
};

/**
 * Reads a multipart form into memory with a size limit per file (images and videos have their own). A file over its
 * limit is read to its end and dropped, and the whole upload is then refused with a 413 MediaError: answering while
 * the browser is still sending would reset its connection instead of showing the message.
 */
export async function readMultipartForm(request: Request, limits: MultipartLimits = {}): Promise<FormData> {
  const videoFields = new Set(limits.videoFields ?? []);
  const maxImageBytes = limits.maxImageBytes ?? env.MEDIA_MAX_IMAGE_BYTES;
  const maxVideoBytes = limits.maxVideoBytes ?? env.MEDIA_MAX_VIDEO_BYTES;
  const maxFiles = limits.maxFiles ?? 20;
  let tooLarge: { name: string; limit: number; isVideo: boolean; isFile: boolean } | null = null;
  let files = 0;
  let parts = 0;
  let tooMany = false;
  let tooManyParts = false;

  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    const isFile = typeof filename === "string";
    const isVideo = videoFields.has(name);
    if (++parts > MAX_PARTS) {
      tooManyParts = true;
      for await (const _chunk of data) {
        // read past the part, keep nothing
      }
      return undefined;
    }
    const limit = !isFile ? TEXT_PART_LIMIT : isVideo ? maxVideoBytes : maxImageBytes;
    const chunks: Uint8Array[] = [];
    let size = 0;
    let over = isFile && files >= maxFiles;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    }
    if (over) {
      if (size > limit) tooLarge ??= { name, limit, isVideo, isFile };
      else if (size > 0) tooMany = true;
      return undefined;
    }
    // A file input left empty still sends a part: no file name (which the parser may report as none) and no bytes.
    if (size === 0 && (isFile || contentType === "application/octet-stream")) return undefined;
    if (!isFile) return new TextDecoder().decode(Buffer.concat(chunks));
    files++;
    return new File(chunks as BlobPart[], filename || "upload", { type: contentType });
  };

  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new MediaError("Send the files as multipart/form-data.", 415);
  }
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    // A body sent without a length is only stopped once it passes its limit, halfway through the parse.
    if (error instanceof BodyTooLargeError)
      throw new MediaError(
        `The upload is too large: this form takes at most ${formatBytes(error.limit)}.`,
        413,
      );
    throw new MediaError("The upload could not be read. Please try again.", 400);
  }
  const refused = tooLarge as { name: string; limit: number; isVideo: boolean; isFile: boolean } | null;
  if (refused) {
    const what = !refused.isFile ? `The ${refused.name} field` : refused.isVideo ? "Videos" : "Images";
    throw new MediaError(`${what} must be ${formatBytes(refused.limit)} or smaller.`, 413);
  }
  if (tooMany) throw new MediaError(`Send at most ${maxFiles} files at once.`, 413);
  if (tooManyParts) throw new MediaError(`The form has more than ${MAX_PARTS} fields.`, 413);
  if (hasBrokenConformFields(formData)) throw new MediaError(UNREADABLE_FORM_MESSAGE, 400);
  return formData;
}

/** The non-empty files of a field. */
export function filesOf(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

export async function fileBytes(file: File) {
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * A page form's post that may or may not carry files: multipart with the limits above, else a plain urlencoded form;
 * its anti-forgery token checked either way (the API's uploads, authorised by a bearer token, use readMultipartForm).
 */
export async function readFormWithFiles(request: Request, limits: MultipartLimits = {}): Promise<FormData> {
  const isMultipart = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
  if (!isMultipart) return readFormData(request);
  const formData = await readMultipartForm(request, limits);
  await requireCsrfToken(request, formData);
  return formData;
}
