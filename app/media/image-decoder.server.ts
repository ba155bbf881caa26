// The one way the site opens an uploaded picture, for estimate photos and the media library alike. In order, each step
// cheaper than the next: the byte limit; the format, sniffed from the first bytes; the dimensions, read from the
// header (sharp's metadata, which decodes no pixel) and checked against the pixel limit; only then a decode, in one of
// a few decode slots (HEIC in its own bounded worker). Every refusal is a MediaError: 400, 413, 415, or 503 with
// Retry-After when every slot is busy and the queue is full.
import type { Sharp } from "sharp";
import { env } from "~/env.server";
import { formatBytes } from "./format-bytes";
import { decodeHeic, tooManyPixels } from "./heic-decoder.server";
import { SNIFF_BYTES, sniffImageFormat, type ImageFormat } from "./image-format";
import { MediaError } from "./media-error";
import { loadSharp } from "./sharp.server";

/** Pictures decoded and encoded at once: one core of a small host for pictures, the other for pages; each takes a
 * full-size bitmap of memory. */
export const DECODE_SLOTS = 1;
/** Pictures waiting for a slot; past this the answer is a 503 (each waiting one holds its upload in memory). */
export const DECODE_QUEUE_LIMIT = 16;
export const DECODE_RETRY_AFTER_SECONDS = 10;

export type ImageLimits = { maxBytes: number; maxPixels: number };

export type DecodeOptions = {
  /** The formats the caller takes. */
  formats: readonly ImageFormat[];
  limits?: ImageLimits;
  /** What a file of another kind is told (the caller names the formats it takes). */
  notImageMessage: string;
};

export type DecodedImage = {
  /** The first frame, upright (EXIF orientation or HEIF rotation applied), ready to resize and encode. */
  image: Sharp;
  /** The file as it came. */
  bytes: Uint8Array;
  format: ImageFormat;
  hasAlpha: boolean;
};

const defaultLimits = (): ImageLimits => ({
  maxBytes: env.MEDIA_MAX_IMAGE_BYTES,
  maxPixels: env.MEDIA_MAX_IMAGE_PIXELS,
});

let busySlots = 0;
const waiting: (() => void)[] = [];

async function takeSlot() {
  if (busySlots < DECODE_SLOTS) {
    busySlots++;
    return;
  }
  if (waiting.length >= DECODE_QUEUE_LIMIT) {
    throw new MediaError(
      "Too many pictures are being processed right now. Please try again in a few seconds.",
      503,
      DECODE_RETRY_AFTER_SECONDS,
    );
  }
  // The slot passes straight to the next in line.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else busySlots--;
}

/** An upload as the multipart reader gives it (a File, perhaps on disk) or as bytes already in memory. */
export type ImageSource = Uint8Array | Blob;

/**
 * Checks a picture without decoding it: size, format (from its first SNIFF_BYTES: a File is read whole only once they
 * pass) and dimensions. Throws the MediaError a caller shows.
 */
async function inspectImage(source: ImageSource, options: DecodeOptions) {
  const limits = options.limits ?? defaultLimits();
  const notImage = new MediaError(options.notImageMessage, 415);
  const size = source instanceof Blob ? source.size : source.byteLength;
  if (size === 0) throw new MediaError("The file is empty.");
  if (size > limits.maxBytes) {
    throw new MediaError(`Images must be ${formatBytes(limits.maxBytes)} or smaller.`, 413);
  }
  const prefix =
    source instanceof Blob ? new Uint8Array(await source.slice(0, SNIFF_BYTES).arrayBuffer()) : source;
  const format = sniffImageFormat(prefix);
  if (!format || !options.formats.includes(format)) throw notImage;
  const bytes = source instanceof Blob ? new Uint8Array(await source.arrayBuffer()) : source;
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  let hasAlpha = false;
  try {
    // The header only: no pixel is decoded, so the limit is checked here rather than by a decode that fails.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    ({ width, height } = metadata);
    hasAlpha = Boolean(metadata.hasAlpha);
  } catch {
    throw notImage;
  }
  if (!width || !height) throw notImage;
  if (width * height > limits.maxPixels) throw tooManyPixels(width, height, limits.maxPixels);
  return { bytes, format, hasAlpha, limits, notImage };
}

/** A picture whose header passed the checks but whose pixels cannot be decoded (cut short, damaged). */
export const damagedImage = () => new MediaError("That image could not be read; it may be damaged.", 400);

/**
 * Opens a picture and runs `work` on it inside a decode slot (so only DECODE_SLOTS pictures are decoded at once),
 * after the checks of `inspectImage`. `work`'s own failures pass through.
 */
export async function withDecodedImage<T>(
  source: ImageSource,
  options: DecodeOptions,
  work: (decoded: DecodedImage) => Promise<T>,
): Promise<T> {
  const { bytes, format, hasAlpha, limits, notImage } = await inspectImage(source, options);
  const sharp = await loadSharp();
  await takeSlot();
  try {
    if (format === "heic") {
      const { width, height, pixels } = await decodeHeic(bytes, limits.maxPixels, notImage);
      let image = sharp(pixels, { raw: { width, height, channels: 4 } });
      if (!hasAlpha) image = image.removeAlpha();
      return await work({ image, bytes, format, hasAlpha });
    }
    // Only the first frame of an animated picture; rotate() applies the EXIF orientation.
    const image = sharp(bytes, { limitInputPixels: limits.maxPixels, animated: false }).rotate();
    return await work({ image, bytes, format, hasAlpha });
  } finally {
    releaseSlot();
  }
}
