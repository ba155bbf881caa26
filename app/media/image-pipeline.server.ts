import { createHash } from "node:crypto";
import type { Metadata, OutputInfo } from "sharp";
import type { ImageVariant } from "~/db/schema";
import { env } from "~/env.server";
import { MediaError } from "./media-error";
import { writeMediaFile, type MediaFolder } from "./media-storage.server";
import { loadSharp } from "./sharp.server";

export type StoredImage = {
  src: string; // fallback JPEG (or PNG when the image has transparency) at the largest stored width
  width: number; // the original's dimensions, after auto-rotation
  height: number;
  bytes: number; // size of the uploaded file
  mime: string; // the uploaded file's real type, read from its content
  variants: ImageVariant[]; // AVIF and WebP at up to three widths
};

export type ImageLimits = { maxBytes: number; maxPixels: number };

const defaultImageLimits: ImageLimits = {
  maxBytes: env.MEDIA_MAX_IMAGE_BYTES,
  maxPixels: env.MEDIA_MAX_IMAGE_PIXELS,
};

const VARIANT_WIDTHS = [480, 960, 1600] as const;

const acceptedFormats: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heif: "image/heif",
  gif: "image/gif",
  tiff: "image/tiff",
};

/** Reads an upload's real format from its bytes; refuses anything sharp cannot decode as a photo or picture. */
async function inspectImage(input: Uint8Array, limits: ImageLimits = defaultImageLimits) {
  if (input.byteLength === 0) throw new MediaError("The file is empty.");
  if (input.byteLength > limits.maxBytes) {
    throw new MediaError(`Images must be ${formatBytes(limits.maxBytes)} or smaller.`, 413);
  }
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(
      "That file is not an image. Choose a JPEG, PNG, WebP, AVIF, GIF or TIFF picture.",
      415,
    );
  }
  const mime = metadata.format ? acceptedFormats[metadata.format] : undefined;
  if (!mime || !metadata.width || !metadata.height) {
    throw new MediaError(
      "That file is not an image. Choose a JPEG, PNG, WebP, AVIF, GIF or TIFF picture.",
      415,
    );
  }
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new MediaError(
      `That image is too large (${metadata.width}×${metadata.height}); the limit is ${Math.round(limits.maxPixels / 1e6)} megapixels.`,
      413,
    );
  }
  return { mime, hasAlpha: Boolean(metadata.hasAlpha) };
}

/**
 * Stores an uploaded image: checked by content, auto-rotated, metadata (EXIF, GPS) stripped, written as AVIF and WebP
 * variants plus one fallback file, all named by a hash of the upload.
 */
export async function storeImage(
  input: Uint8Array,
  folder: MediaFolder,
  limits: ImageLimits = defaultImageLimits,
): Promise<StoredImage> {
  const { mime, hasAlpha } = await inspectImage(input, limits);
  const sharp = await loadSharp();
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 20);

  // Decode and orient once; every variant is cut from this raw bitmap, which carries no metadata.
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    oriented = await sharp(input, { limitInputPixels: limits.maxPixels, animated: false })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError("That image could not be read; it may be damaged.", 400);
  }
  const { width, height, channels } = oriented.info;
  const raw = () => sharp(oriented.data, { raw: { width, height, channels } });

  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  const variants: ImageVariant[] = [];
  for (const w of widths) {
    const resized = raw().resize({ width: w, withoutEnlargement: true });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 1 }).toBuffer(),
      resized.clone().webp({ quality: 78 }).toBuffer(),
    ]);
    variants.push({ format: "avif", width: w, src: await writeMediaFile(folder, `${hash}-${w}.avif`, avif) });
    variants.push({ format: "webp", width: w, src: await writeMediaFile(folder, `${hash}-${w}.webp`, webp) });
  }

  const fallbackWidth = widths[widths.length - 1];
  const fallback = raw().resize({ width: fallbackWidth, withoutEnlargement: true });
  const src = hasAlpha
    ? await writeMediaFile(folder, `${hash}.png`, await fallback.png({ compressionLevel: 9 }).toBuffer())
    : await writeMediaFile(
        folder,
        `${hash}.jpg`,
        await fallback.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      );

  return { src, width, height, bytes: input.byteLength, mime, variants };
}

/** Every file the pipeline wrote for one image. */
export function imageFileUrls(image: { src: string; variants: ImageVariant[] }) {
  return [image.src, ...image.variants.map((variant) => variant.src)].filter(Boolean);
}

export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
