// The one way the site opens an uploaded picture, for estimate photos and the media library alike. In order, each step
// cheaper than the next: the byte limit; the format, sniffed from the first bytes; the header (image-header.ts: size,
// channels, bits, progressive or interlaced), checked against the pixel limit and priced in bytes against the decode
// budget (decode-budget.ts); only then a decode, in one of a few decode slots, in a child process with hard limits
// (decode-pool.server.ts), which makes every output the caller asks for. Every refusal is a MediaError: 400, 413,
// 415, or 503 with Retry-After when every slot is busy and the queue is full. Nothing is decoded in the server.
import { env } from "~/env.server";
import { DECODE_BUDGET_BYTES, decodeCost, describeHeader, type KeptSize } from "./decode-budget";
import {
  decodeInChild,
  inDecodeSlot,
  type DecodedOutput,
  type DecodeOutputSpec,
  type DecodeResult,
} from "./decode-pool.server";
import { formatBytes } from "./format-bytes";
import { readImageHeader, type ImageHeader } from "./image-header";
import { SNIFF_BYTES, sniffImageFormat, type ImageFormat } from "./image-format";
import { MediaError } from "./media-error";

export type { DecodedOutput, DecodeOutputSpec };

export type ImageLimits = { maxBytes: number; maxPixels: number };

export type DecodeOptions = {
  /** The formats the caller takes. */
  formats: readonly ImageFormat[];
  limits?: ImageLimits;
  /** What a file of another kind is told (the caller names the formats it takes). */
  notImageMessage: string;
};

/** What to make of a picture: the largest size kept, and the outputs, each cut from it and never enlarged. */
export type DecodeRecipe = { base: KeptSize; outputs: readonly DecodeOutputSpec[] };

export type DecodedImage = DecodeResult & {
  format: ImageFormat;
  /** The file's size in bytes. */ size: number;
};

const defaultLimits = (): ImageLimits => ({
  maxBytes: env.MEDIA_MAX_IMAGE_BYTES,
  maxPixels: env.MEDIA_MAX_IMAGE_PIXELS,
});

/** An upload as the multipart reader gives it (a File, perhaps on disk) or as bytes already in memory. */
export type ImageSource = Uint8Array | Blob;

/** A picture whose header passed the checks but whose pixels cannot be decoded (cut short, damaged). */
export const damagedImage = () => new MediaError("That image could not be read; it may be damaged.", 400);

const tooManyPixels = (width: number, height: number, maxPixels: number) =>
  new MediaError(
    `That image is too large (${width}×${height}); the limit is ${Math.round(maxPixels / 1e6)} megapixels.`,
    413,
  );

/** A picture within the pixel limit whose decode would take more memory than one decode may. */
const tooCostly = (header: Pick<ImageHeader, "width" | "height"> & { what?: string }) =>
  new MediaError(
    `That image is too large to process (${header.width}×${header.height}${header.what ? `, ${header.what}` : ""}). ` +
      "Save it as an ordinary JPEG or make it smaller, and send it again.",
    413,
  );

/**
 * Checks a picture without decoding it: size, format (from its first SNIFF_BYTES), header, pixels and decode cost.
 * Reads the header only: a File on disk is not read whole. Throws the MediaError a caller shows.
 */
async function inspectImage(source: ImageSource, options: DecodeOptions, recipe: DecodeRecipe) {
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
  const header = await readImageHeader(source, format);
  if (!header) throw notImage;
  if (header.width * header.height > limits.maxPixels) {
    throw tooManyPixels(header.width, header.height, limits.maxPixels);
  }
  const cost = decodeCost(header, recipe.base, size);
  if (cost > DECODE_BUDGET_BYTES) {
    console.warn(
      `Refused a picture (${describeHeader(header)}, ${header.width}×${header.height}): its decode would take ` +
        `${formatBytes(cost)}, the budget is ${formatBytes(DECODE_BUDGET_BYTES)}`,
    );
    throw tooCostly({ ...header, what: describeHeader(header) });
  }
  return { format, header, limits };
}

/**
 * Decodes a picture in a child process and makes the recipe's outputs, after the checks of `inspectImage`; waits for a
 * decode slot if need be. Throws a MediaError for anything the sender can fix, or the 503 of a full queue.
 */
export async function decodeImage(
  source: ImageSource,
  options: DecodeOptions,
  recipe: DecodeRecipe,
  /** Pictures of one request pass the same object: they share a decode child, one after another. */
  batch?: object,
): Promise<DecodedImage> {
  const { format, header, limits } = await inspectImage(source, options, recipe);
  return inDecodeSlot(async () => {
    const answer = await decodeInChild(
      {
        source,
        format,
        maxPixels: limits.maxPixels,
        expected: {
          width: header.width,
          height: header.height,
          channels: header.channels,
          bytesPerSample: header.bytesPerSample,
          wholePicture: header.wholePicture,
        },
        base: recipe.base,
        outputs: recipe.outputs,
      },
      batch,
    );
    if (answer.ok)
      return { ...answer.result, format, size: source instanceof Blob ? source.size : source.byteLength };
    console.warn(
      `Could not decode a picture (${describeHeader(header)}, ${header.width}×${header.height}): ${answer.detail}`,
    );
    if (answer.reason === "too-large") throw tooCostly(header);
    throw damagedImage();
  });
}
