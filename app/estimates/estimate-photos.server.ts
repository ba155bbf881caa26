// Job-site photos of estimate requests: checked by content, converted from HEIC, auto-rotated, stripped of every bit of
// metadata (EXIF GPS included) and stored privately under `private/estimates/` with smaller variants. A photo is first
// a pending upload (kept across a failed submit or after a resumable upload); saving the request moves it to the
// estimate's photos. Unused pending uploads are deleted after a day.
import { and, count, eq, inArray, lt, min } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { estimatePhotos, pendingUploads, type PrivateImageVariant } from "~/db/schema";
import {
  damagedImage,
  decodeImage,
  type DecodedOutput,
  type DecodeRecipe,
  type ImageSource,
} from "~/media/image-decoder.server";
import { MediaError } from "~/media/media-error";
import { getMediaStore, writePrivateMediaFile, type PrivateMediaFolder } from "~/media/media-storage.server";
import { ESTIMATE_MESSAGES } from "./estimate-options";
import { createId } from "~/utils/id.server";
import { refuse, refuseTooOften, type Result } from "~/utils/result";
import { PENDING_PHOTOS_PER_ADDRESS, PENDING_UPLOAD_MAX_AGE_MS } from "./photo-limits.server";

/** The long side of the stored full-size photo: what the browser scales to before upload, too. */
const ESTIMATE_PHOTO_MAX_SIDE = 2560;
/** The widths of the smaller copies the back office shows (thumbnails, then a screen-sized view). */
const ESTIMATE_PHOTO_VARIANT_WIDTHS = [400, 1280] as const;

export type PendingPhoto = { id: string; fileName: string; width: number; height: number; bytes: number };
export type PendingUploadRow = typeof pendingUploads.$inferSelect;

export type KeepPhotoResult = Result<{ photo: PendingPhoto }>;

const TOO_MANY_PENDING =
  "You have sent many photos that are not part of a request yet. Send your request with the photos you have, or try again later.";

/** How many pending photos an address holds, and when the oldest of them arrived. */
function pendingPhotosHeldBy(ip: string) {
  const row = db
    .select({ count: count(), oldest: min(pendingUploads.createdAt) })
    .from(pendingUploads)
    .where(eq(pendingUploads.ip, ip))
    .get();
  return { count: row?.count ?? 0, oldest: row?.oldest?.getTime() ?? Date.now() };
}

const PHOTO_FORMATS = ["jpeg", "png", "webp", "heic"] as const;

// The full-size JPEG (long side at most 2560 px) and the smaller copies, all cut from one decode at 2560 px. The child
// writes no metadata: the JPEGs carry neither GPS nor camera data.
const PHOTO_RECIPE = {
  base: { width: ESTIMATE_PHOTO_MAX_SIDE, height: ESTIMATE_PHOTO_MAX_SIDE, encodeBytesPerPixel: 12 },
  outputs: [
    { width: ESTIMATE_PHOTO_MAX_SIDE, height: ESTIMATE_PHOTO_MAX_SIDE, format: "jpeg", quality: 82 },
    ...ESTIMATE_PHOTO_VARIANT_WIDTHS.map((width) => ({ width, format: "jpeg", quality: 82 }) as const),
  ],
} satisfies DecodeRecipe;

/** Who sent a photo: the browser's owner id (photo-owner.server.ts) and the client address. */
export type PhotoSender = { owner: string; ip: string };

/**
 * Checks and cleans one received photo and keeps it as a pending upload of its sender: the full-size JPEG (long side
 * at most 2560 px) and its variants, stored privately. A file that is not a JPEG, PNG, WebP or HEIC picture is a 415;
 * an address already holding PENDING_PHOTOS_PER_ADDRESS pending photos gets a 429 before anything is decoded.
 */
export async function keepPendingPhoto(input: {
  /** The photo: a File as the multipart reader gives it (read whole only once its header passes), or bytes. */
  bytes: ImageSource;
  fileName: string;
  sender: PhotoSender;
  /** The photos of one request pass the same object: they share a decode child. */
  batch?: object;
}): Promise<KeepPhotoResult> {
  const held = pendingPhotosHeldBy(input.sender.ip);
  if (held.count >= PENDING_PHOTOS_PER_ADDRESS) {
    const retryAfterSeconds = Math.max(
      60,
      Math.ceil((held.oldest + PENDING_UPLOAD_MAX_AGE_MS - Date.now()) / 1000),
    );
    return refuseTooOften(TOO_MANY_PENDING, retryAfterSeconds);
  }
  try {
    const stored = await cleanPrivatePhoto(input.bytes, { folder: "estimates", batch: input.batch });
    try {
      const row = db
        .insert(pendingUploads)
        .values({
          ...stored,
          fileName: cleanFileName(input.fileName),
          owner: input.sender.owner,
          ip: input.sender.ip,
          createdAt: new Date(),
        })
        .returning()
        .get();
      return { ok: true, photo: pendingPhotoOf(row) };
    } catch (error) {
      await removePrivateFiles(photoFiles(stored)).catch(() => undefined);
      throw error;
    }
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return { ...refuse(error.status, error.message), retryAfterSeconds: error.retryAfterSeconds };
  }
}

/** A photo cleaned by the pipeline and stored privately: its id, storage keys and size (no row yet). */
export type StoredPrivatePhoto = {
  id: string;
  path: string;
  width: number;
  height: number;
  bytes: number;
  variants: PrivateImageVariant[];
};

/**
 * The one photo pipeline of the site's private photos (an estimate's, a job's after photos): checks the file by its
 * content (a JPEG, PNG, WebP or HEIC picture, else a 415 MediaError), decodes it in the bounded decode child, and
 * stores the cleaned full-size JPEG and its smaller variants under `private/{folder}/`. Throws a MediaError for a
 * refused or damaged file; the caller writes the row (and removes the files if that fails).
 */
export async function cleanPrivatePhoto(
  bytes: ImageSource,
  { folder, batch }: { folder: PrivateMediaFolder; batch?: object },
): Promise<StoredPrivatePhoto> {
  const options = { formats: PHOTO_FORMATS, notImageMessage: ESTIMATE_MESSAGES.notImage };
  const [full, ...variants] = (await decodeImage(bytes, options, PHOTO_RECIPE, batch)).outputs;
  // A truncated or damaged file passes the header check but makes nothing.
  if (!full) throw damagedImage();
  return storePrivatePhoto(full, variants, folder);
}

async function storePrivatePhoto(
  full: DecodedOutput,
  variants: (DecodedOutput | null)[],
  folder: PrivateMediaFolder,
): Promise<StoredPrivatePhoto> {
  const id = createId();
  const written: string[] = [];
  try {
    const path = await writePrivateMediaFile(folder, `${id}.jpg`, full.data);
    written.push(path);
    const stored: PrivateImageVariant[] = [];
    // Only the copies smaller than the full-size photo (the decode child made none the same size twice).
    for (const variant of variants) {
      if (!variant || variant.width >= full.width) continue;
      const variantPath = await writePrivateMediaFile(folder, `${id}-${variant.width}.jpg`, variant.data);
      written.push(variantPath);
      stored.push({ width: variant.width, path: variantPath });
    }
    return {
      id,
      path,
      width: full.width,
      height: full.height,
      bytes: full.data.byteLength,
      variants: stored,
    };
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

/**
 * The pending uploads of `owner` with these ids that still exist, in the order asked (unknown, repeated and other
 * owners' ids are skipped; no owner has none).
 */
export function pendingPhotosByIds(ids: readonly string[], owner: string | null): PendingPhoto[] {
  if (!owner) return [];
  const wanted = [...new Set(ids.filter((id) => typeof id === "string" && /^[0-9a-z]{16}$/.test(id)))];
  if (!wanted.length) return [];
  const rows = db
    .select()
    .from(pendingUploads)
    .where(and(inArray(pendingUploads.id, wanted), eq(pendingUploads.owner, owner)))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [pendingPhotoOf(row)] : [];
  });
}

/** Removes one pending upload of `owner` (the form's remove button, a refused API request) with its files. */
export async function deletePendingUpload(id: string, owner: string) {
  const row = db
    .delete(pendingUploads)
    .where(and(eq(pendingUploads.id, id), eq(pendingUploads.owner, owner)))
    .returning()
    .get();
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
