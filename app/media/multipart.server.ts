import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { env } from "~/env.server";
import { BodyTooLargeError } from "~/utils/body-too-large";
import { hasBrokenConformFields, UNREADABLE_FORM_MESSAGE } from "~/utils/conform-fields.server";
import { formatBytes } from "./format-bytes";
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

type Refusal = { name: string; limit: number; isVideo: boolean; isFile: boolean };

/**
 * Reads a multipart form into memory with a size limit per file (images and videos have their own). The whole body is
 * read before a file over its limit refuses the upload with a 413 MediaError: answering while the browser is still
 * sending would reset its connection instead of showing the message. The HTTP layer bounds the body as a whole.
 */
export async function readMultipartForm(request: Request, limits: MultipartLimits = {}): Promise<FormData> {
  const videoFields = new Set(limits.videoFields ?? []);
  const maxImageBytes = limits.maxImageBytes ?? env.MEDIA_MAX_IMAGE_BYTES;
  const maxVideoBytes = limits.maxVideoBytes ?? env.MEDIA_MAX_VIDEO_BYTES;
  const maxFiles = limits.maxFiles ?? 20;
  const largestPart = Math.max(TEXT_PART_LIMIT, maxImageBytes, videoFields.size ? maxVideoBytes : 0);

  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new MediaError("Send the files as multipart/form-data.", 415);
  }
  const formData = new FormData();
  let refused: Refusal | null = null;
  let files = 0;
  let tooMany = false;
  try {
    const parts = parseMultipartRequest(request, {
      maxParts: MAX_PARTS,
      // One part may be as large as the largest kind allows; each kind's own limit is checked below.
      maxFileSize: largestPart,
      maxTotalSize: Number.MAX_SAFE_INTEGER,
    });
    for await (const part of parts) {
      const name = part.name;
      if (name === undefined) continue;
      const isFile = part.filename !== undefined;
      const isVideo = videoFields.has(name);
      const limit = !isFile ? TEXT_PART_LIMIT : isVideo ? maxVideoBytes : maxImageBytes;
      if (part.size > limit) {
        refused ??= { name, limit, isVideo, isFile };
        continue;
      }
      // A file input left empty still sends a part: no file name (which the parser may report as none) and no bytes.
      if (part.size === 0 && (isFile || part.mediaType === "application/octet-stream")) continue;
      if (!isFile) {
        formData.append(name, part.text);
        continue;
      }
      if (files >= maxFiles) {
        tooMany = true;
        continue;
      }
      files++;
      const file = new File([part.bytes as Uint8Array<ArrayBuffer>], part.filename || "upload", {
        type: part.mediaType ?? "application/octet-stream",
      });
      formData.append(name, file);
    }
  } catch (error) {
    // A body sent without a length is only stopped once it passes its limit, halfway through the parse (the stream's
    // error may reach us wrapped).
    const tooLarge = [error, (error as { cause?: unknown })?.cause].find(
      (e) => e instanceof BodyTooLargeError,
    );
    if (tooLarge)
      throw new MediaError(
        `The upload is too large: this form takes at most ${formatBytes(tooLarge.limit)}.`,
        413,
      );
    if (error instanceof MaxPartsExceededError)
      throw new MediaError(`The form has more than ${MAX_PARTS} fields.`, 413);
    if (error instanceof MaxFileSizeExceededError)
      throw new MediaError(
        `The upload is too large: files must be ${formatBytes(largestPart)} or smaller.`,
        413,
      );
    if (!(error instanceof MultipartParseError)) console.warn("An upload could not be read", error);
    throw new MediaError("The upload could not be read. Please try again.", 400);
  }
  const refusal = refused as Refusal | null;
  if (refusal) {
    const what = !refusal.isFile ? `The ${refusal.name} field` : refusal.isVideo ? "Videos" : "Images";
    throw new MediaError(`${what} must be ${formatBytes(refusal.limit)} or smaller.`, 413);
  }
  if (tooMany) throw new MediaError(`Send at most ${maxFiles} files at once.`, 413);
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
