import { createHash } from "node:crypto";
import { env } from "~/env.server";
import { formatBytes } from "./format-bytes";
import { startsWithEbml, startsWithFtyp } from "./image-format";
import { MediaError } from "./media-error";
import { writeMediaFile, type MediaFolder } from "./media-storage.server";

/** The container a video really is, read from its first bytes (MP4's `ftyp` box, WebM's EBML header). */
export function sniffVideoType(input: Uint8Array): "video/mp4" | "video/webm" | null {
  if (input.byteLength >= 12 && startsWithFtyp(input)) return "video/mp4";
  if (startsWithEbml(input)) return "video/webm";
  return null;
}

export async function storeVideo(
  input: Uint8Array,
  folder: MediaFolder,
  maxBytes = env.MEDIA_MAX_VIDEO_BYTES,
) {
  if (input.byteLength === 0) throw new MediaError("The video file is empty.");
  if (input.byteLength > maxBytes) {
    throw new MediaError(`Videos must be ${formatBytes(maxBytes)} or smaller.`, 413);
  }
  const mime = sniffVideoType(input);
  if (!mime) throw new MediaError("That file is not a video. Choose an MP4 or WebM file.", 415);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 20);
  const extension = mime === "video/mp4" ? "mp4" : "webm";
  const src = await writeMediaFile(folder, `${hash}.${extension}`, input);
  return { src, mime, bytes: input.byteLength };
}
