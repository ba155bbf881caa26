import { createHash } from "node:crypto";
import type { OutputInfo } from "sharp";
import type { ImageVariant } from "~/db/schema";
import { damagedImage, withDecodedImage, type ImageLimits, type ImageSource } from "./image-decoder.server";
import type { ImageFormat } from "./image-format";
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

const VARIANT_WIDTHS = [480, 960, 1600] as const;

const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
  gif: "image/gif",
  tiff: "image/tiff",
};

const NOT_AN_IMAGE = "That file is not an image. Choose a JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF picture.";

/**
 * Stores an uploaded image: checked by content, auto-rotated, metadata (EXIF, GPS) stripped, written as AVIF and WebP
 * variants plus one fallback file, all named by a hash of the upload.
 */
export async function storeImage(
  upload: ImageSource,
  folder: MediaFolder,
  limits?: ImageLimits,
): Promise<StoredImage> {
  const options = {
    formats: Object.keys(MIME_TYPES) as ImageFormat[],
    limits,
    notImageMessage: NOT_AN_IMAGE,
  };
  return withDecodedImage(upload, options, async ({ image, bytes, format, hasAlpha }) => {
    // Decode and orient once; every variant is cut from this raw bitmap, which carries no metadata.
    let oriented: { data: Buffer; info: OutputInfo };
    try {
      oriented = await image.raw().toBuffer({ resolveWithObject: true });
    } catch {
      throw damagedImage();
    }
    return storeVariants(bytes, folder, oriented, { mime: MIME_TYPES[format], hasAlpha });
  });
}

async function storeVariants(
  input: Uint8Array,
  folder: MediaFolder,
  oriented: { data: Buffer; info: OutputInfo },
  { mime, hasAlpha }: { mime: string; hasAlpha: boolean },
): Promise<StoredImage> {
  const sharp = await loadSharp();
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 20);
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
