// Job-site photos of estimate requests: checked by content, converted from HEIC, auto-rotated, stripped of every bit of
// metadata (EXIF GPS included) and stored privately under `private/estimates/` with smaller variants. A photo is first
// a pending upload (kept across a failed submit or after a resumable upload); saving the request moves it to the
// estimate's photos. Unused pending uploads are deleted after a day.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { eq, inArray, lt } from "drizzle-orm";
import type { Sharp } from "sharp";
import { db, type Transaction } from "~/db/client.server";
import { estimatePhotos, pendingUploads, type PrivateImageVariant } from "~/db/schema";
import { env } from "~/env.server";
import { formatBytes } from "~/media/image-pipeline.server";
import { getMediaStore, writePrivateMediaFile } from "~/media/media-storage.server";
import { loadSharp } from "~/media/sharp.server";
import { ESTIMATE_MESSAGES } from "~/models/estimate-options";
import { createId } from "~/utils/id.server";

/** The long side of the stored full-size photo: what the browser scales to before upload, too. */
const ESTIMATE_PHOTO_MAX_SIDE = 2560;
/** The widths of the smaller copies the back office shows (thumbnails, then a screen-sized view). */
const ESTIMATE_PHOTO_VARIANT_WIDTHS = [400, 1280] as const;

export type PendingPhoto = { id: string; fileName: string; width: number; height: number; bytes: number };
export type PendingUploadRow = typeof pendingUploads.$inferSelect;

export type KeepPhotoResult =
  { ok: true; photo: PendingPhoto } | { ok: false; status: 413 | 415; error: string };

const acceptedFormats = new Set(["jpeg", "png", "webp"]);
// ISO base media brands of HEIC/HEIF stills from phones (libvips' prebuilt binary reads their header, not their HEVC).
const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** Whether the bytes are an HEIF container of HEVC pictures (an iPhone photo), by its `ftyp` box. */
export function isHeic(bytes: Uint8Array) {
  if (bytes.byteLength < 12) return false;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(4, 8) !== "ftyp") return false;
  const boxSize = Math.min(
    bytes.byteLength,
    (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3],
  );
  const brands = [ascii(8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(at, at + 4));
  // An AVIF file is an HEIF container too, but with AV1 pictures: not a phone photo we take.
  if (brands.includes("avif") || brands.includes("avis")) return false;
  return brands.some((brand) => heicBrands.has(brand));
}

// heic-convert decodes in WebAssembly, synchronously: on the main thread a 12 MP photo would hold up every other
// request for a second or two. One worker thread, started on first use and kept, converts the photos one at a time
// (which also bounds the memory a burst of them takes).
const HEIC_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const convert = require(workerData.convertPath);
parentPort.on("message", ({ id, bytes }) => {
  convert({ buffer: bytes, format: "JPEG", quality: 0.92 }).then(
    (jpeg) => parentPort.postMessage({ id, jpeg: new Uint8Array(jpeg) }),
    () => parentPort.postMessage({ id, jpeg: null }),
  );
});
`;

type HeicConverter = { worker: Worker; waiting: Map<number, (jpeg: Uint8Array | null) => void> };
let heicConverter: HeicConverter | undefined;
let heicJobs = 0;

function startHeicConverter(): HeicConverter {
  const convertPath = createRequire(import.meta.url).resolve("heic-convert");
  const worker = new Worker(HEIC_WORKER, { eval: true, workerData: { convertPath } });
  const waiting: HeicConverter["waiting"] = new Map();
  worker.on("message", ({ id, jpeg }: { id: number; jpeg: Uint8Array | null }) => {
    waiting.get(id)?.(jpeg);
    waiting.delete(id);
  });
  // A crashed worker fails what it held; the next photo starts a new one.
  const fail = () => {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
    if (heicConverter?.worker === worker) heicConverter = undefined;
  };
  worker.on("error", fail);
  worker.on("exit", fail);
  // It never keeps a script or test process alive by itself.
  worker.unref();
  return { worker, waiting };
}

/** The HEIC photo as a JPEG (libheif applies its rotation), or null when it cannot be decoded. */
function heicToJpeg(bytes: Uint8Array): Promise<Uint8Array | null> {
  heicConverter ??= startHeicConverter();
  const { worker, waiting } = heicConverter;
  const id = ++heicJobs;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker.postMessage({ id, bytes });
  });
}

const notImage = { ok: false, status: 415, error: ESTIMATE_MESSAGES.notImage } as const;

/** The photo decoded and oriented, ready to encode, or why it is refused. */
async function decodePhoto(
  bytes: Uint8Array,
): Promise<{ ok: true; image: Sharp } | Exclude<KeepPhotoResult, { ok: true }>> {
  if (bytes.byteLength === 0) return notImage;
  if (bytes.byteLength > env.MEDIA_MAX_IMAGE_BYTES) {
    return {
      ok: false,
      status: 413,
      error: `Each photo must be ${formatBytes(env.MEDIA_MAX_IMAGE_BYTES)} or smaller.`,
    };
  }
  const sharp = await loadSharp();
  let input = bytes;
  if (isHeic(bytes)) {
    const converted = await heicToJpeg(bytes);
    if (!converted) return notImage;
    input = converted;
  }
  let metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return notImage;
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    return notImage;
  }
  if (metadata.width * metadata.height > env.MEDIA_MAX_IMAGE_PIXELS) {
    return {
      ok: false,
      status: 413,
      error: `A photo is too large (${metadata.width}×${metadata.height}); the limit is ${Math.round(env.MEDIA_MAX_IMAGE_PIXELS / 1e6)} megapixels.`,
    };
  }
  // Only the first frame of an animated WebP or PNG; rotate() applies the EXIF orientation.
  return {
    ok: true,
    image: sharp(input, { limitInputPixels: env.MEDIA_MAX_IMAGE_PIXELS, animated: false }).rotate(),
  };
}

// sharp writes no metadata unless asked (withMetadata/keepExif), so the JPEGs carry neither GPS nor camera data.
const jpeg = (image: Sharp, resize: { width: number; height?: number }) =>
  image
    .clone()
    .resize({ ...resize, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });

/**
 * Checks and cleans one received photo and keeps it as a pending upload: the full-size JPEG (long side at most
 * 2560 px) and its variants, stored privately. A file that is not a JPEG, PNG, WebP or HEIC picture is a 415.
 */
export async function keepPendingPhoto(input: {
  bytes: Uint8Array;
  fileName: string;
}): Promise<KeepPhotoResult> {
  const decoded = await decodePhoto(input.bytes);
  if (!decoded.ok) return decoded;
  const id = createId();
  let full;
  try {
    full = await jpeg(decoded.image, { width: ESTIMATE_PHOTO_MAX_SIDE, height: ESTIMATE_PHOTO_MAX_SIDE });
  } catch {
    // A truncated or damaged file passes the header check but fails to decode.
    return notImage;
  }
  const written: string[] = [];
  try {
    const path = await writePrivateMediaFile("estimates", `${id}.jpg`, full.data);
    written.push(path);
    const variants: PrivateImageVariant[] = [];
    for (const width of ESTIMATE_PHOTO_VARIANT_WIDTHS) {
      if (width >= full.info.width) continue;
      const variant = await jpeg(decoded.image, { width });
      const variantPath = await writePrivateMediaFile("estimates", `${id}-${width}.jpg`, variant.data);
      written.push(variantPath);
      variants.push({ width: variant.info.width, path: variantPath });
    }
    const row = db
      .insert(pendingUploads)
      .values({
        id,
        fileName: cleanFileName(input.fileName),
        path,
        width: full.info.width,
        height: full.info.height,
        bytes: full.data.byteLength,
        variants,
        createdAt: new Date(),
      })
      .returning()
      .get();
    return { ok: true, photo: pendingPhotoOf(row) };
  } catch (error) {
    await removePrivateFiles(written).catch(() => undefined);
    throw error;
  }
}

/** A visitor's file name as shown back to them and to the office: no path, no control characters, not too long. */
export function cleanFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "photo").slice(0, 120);
}

const pendingPhotoOf = (row: PendingUploadRow): PendingPhoto => ({
  id: row.id,
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

/** The pending uploads with these ids that still exist, in the order asked (unknown or repeated ids are skipped). */
export function pendingPhotosByIds(ids: readonly string[]): PendingPhoto[] {
  const wanted = [...new Set(ids.filter((id) => typeof id === "string" && /^[0-9a-z]{16}$/.test(id)))];
  if (!wanted.length) return [];
  const rows = db.select().from(pendingUploads).where(inArray(pendingUploads.id, wanted)).all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [pendingPhotoOf(row)] : [];
  });
}

/** Removes one pending upload (the form's remove button) with its files. */
export async function deletePendingUpload(id: string) {
  const row = db.delete(pendingUploads).where(eq(pendingUploads.id, id)).returning().get();
  if (row) await removePrivateFiles(photoFiles(row));
}

/**
 * Moves pending uploads into an estimate's photos, inside the caller's transaction: the files stay where they are,
 * only their rows change. Ids that no longer exist are skipped.
 */
export function movePendingPhotos(tx: Transaction, estimateId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = tx
    .select()
    .from(pendingUploads)
    .where(inArray(pendingUploads.id, [...ids]))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  if (!ordered.length) return [];
  tx.delete(pendingUploads)
    .where(
      inArray(
        pendingUploads.id,
        ordered.map((row) => row.id),
      ),
    )
    .run();
  return tx
    .insert(estimatePhotos)
    .values(
      ordered.map((row, position) => ({
        id: row.id,
        estimateId,
        position,
        fileName: row.fileName,
        path: row.path,
        width: row.width,
        height: row.height,
        bytes: row.bytes,
        variants: row.variants,
        createdAt: new Date(),
      })),
    )
    .returning()
    .all();
}

/** Deletes pending uploads older than `olderThanMs` (never used in a request) and their files; answers how many. */
export async function deleteStalePendingUploads(olderThanMs: number, now = Date.now()) {
  const stale = db
    .delete(pendingUploads)
    .where(lt(pendingUploads.createdAt, new Date(now - olderThanMs)))
    .returning()
    .all();
  await removePrivateFiles(stale.flatMap(photoFiles));
  return stale.length;
}

/** Every stored file of a photo: the full-size JPEG and its variants. */
export const photoFiles = (photo: { path: string; variants: PrivateImageVariant[] }) => [
  photo.path,
  ...photo.variants.map((variant) => variant.path),
];

export async function removePrivateFiles(keys: string[]) {
  if (keys.length) await (await getMediaStore()).remove(keys);
}

/** How long an unused pending upload is kept. */
export const PENDING_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;
