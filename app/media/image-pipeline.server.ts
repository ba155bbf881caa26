import type { ImageVariant } from "~/db/schema";
import {
  damagedImage,
  decodeImage,
  type DecodeRecipe,
  type ImageLimits,
  type ImageSource,
} from "./image-decoder.server";
import type { ImageFormat } from "./image-format";
import { writeMediaFile, type MediaFolder } from "./media-storage.server";

export type StoredImage = {
  src: string; // fallback JPEG (or PNG when the image has transparency) at the largest stored width
  width: number; // the original's dimensions, after auto-rotation
  height: number;
  bytes: number; // size of the uploaded file
  mime: string; // the uploaded file's real type, read from its content
  variants: ImageVariant[]; // AVIF and WebP at up to three widths
};

const VARIANT_WIDTHS = [480, 960, 1600] as const;
/**
 * The tallest base kept: a picture taller than 2:3 is stored narrower than 1600 px. libaom's AVIF encoder takes about
 * 33 bytes a pixel: a 1600 × 4800 strip would need 250 MB for one variant.
 */
const BASE_HEIGHT = 2400;

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

// AVIF and WebP at each width (capped at the picture's own), then one fallback file at the largest: PNG when the
// picture has transparency, else JPEG on white. All cut from one decode at the largest width; nothing full-size is
// ever held as pixels.
const LIBRARY_RECIPE = {
  base: { width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1], height: BASE_HEIGHT, encodeBytesPerPixel: 40 },
  outputs: [
    ...VARIANT_WIDTHS.flatMap((width) => [
      { width, format: "avif", quality: 55 } as const,
      { width, format: "webp", quality: 78 } as const,
    ]),
    { width: VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1], format: "fallback", quality: 80 },
  ],
} satisfies DecodeRecipe;

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" } as const;

/**
 * Stores an uploaded image: checked by content, auto-rotated, metadata (EXIF, GPS) stripped, written as AVIF and WebP
 * variants plus one fallback file, all named by a hash of the upload.
 */
export async function storeImage(
  upload: ImageSource,
  folder: MediaFolder,
  limits?: ImageLimits,
  /** Images of one request pass the same object: they share a decode child. */
  batch?: object,
): Promise<StoredImage> {
  const options = {
    formats: Object.keys(MIME_TYPES) as ImageFormat[],
    limits,
    notImageMessage: NOT_AN_IMAGE,
  };
  const decoded = await decodeImage(upload, options, LIBRARY_RECIPE, batch);
  const made = decoded.outputs.filter((output) => output !== null);
  const fallback = made.find((output) => output.format === "jpeg" || output.format === "png");
  if (!fallback) throw damagedImage();
  const hash = decoded.sha256.slice(0, 20);
  const variants: ImageVariant[] = [];
  for (const output of made) {
    if (output === fallback) continue;
    const format = output.format as "avif" | "webp";
    const src = await writeMediaFile(folder, `${hash}-${output.width}.${format}`, output.data);
    variants.push({ format, width: output.width, src });
  }
  const src = await writeMediaFile(folder, `${hash}.${EXTENSIONS[fallback.format]}`, fallback.data);
  return {
    src,
    width: decoded.width,
    height: decoded.height,
    bytes: decoded.size,
    mime: MIME_TYPES[decoded.format],
    variants,
  };
}

/** Every file the pipeline wrote for one image. */
export function imageFileUrls(image: { src: string; variants: ImageVariant[] }) {
  return [image.src, ...image.variants.map((variant) => variant.src)].filter(Boolean);
}
