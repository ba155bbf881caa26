import path from "node:path";
import { env } from "~/env.server";
import { createDiskMediaStore } from "./disk-media-store.server";
import { createS3MediaStore } from "./s3-media-store.server";
import {
  MEDIA_URL_PREFIX,
  PRIVATE_MEDIA_PREFIX,
  mediaUrlToKey,
  publicMediaKey,
  type MediaStore,
} from "./media-store";

export const uploadsRoot = path.resolve(env.UPLOADS_DIR);
const disk = createDiskMediaStore(uploadsRoot);

export type MediaFolder = "projects" | "blog" | "ai" | "uploads";
/** Folders below `private/`: written like the others, never served at /media/. */
export type PrivateMediaFolder = "estimates" | "jobs";

let selected: Promise<MediaStore> | undefined;

/** Where media lives, chosen once from the environment: the MEDIA_S3_BUCKET bucket when it is set, else UPLOADS_DIR. */
export function getMediaStore(): Promise<MediaStore> {
  selected ??= env.MEDIA_S3_BUCKET
    ? createS3MediaStore({
        bucket: env.MEDIA_S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
      })
    : Promise.resolve(disk);
  return selected;
}

/** Stores a file and answers its public URL (`/media/<folder>/<name>`). */
export async function writeMediaFile(folder: MediaFolder, name: string, data: Uint8Array) {
  const key = `${folder}/${name}`;
  await (await getMediaStore()).put(key, data, mediaContentType(name));
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** Stores a private file and answers its key (`private/<folder>/<name>`), which no public URL reaches. */
export async function writePrivateMediaFile(folder: PrivateMediaFolder, name: string, data: Uint8Array) {
  const key = `${PRIVATE_MEDIA_PREFIX}${folder}/${name}`;
  await (await getMediaStore()).put(key, data, mediaContentType(name));
  return key;
}

/** Removes the files behind these `/media/...` URLs (anything else is ignored). */
export async function removeMediaFiles(urls: string[]) {
  const keys = urls.map(mediaUrlToKey).filter((key): key is string => key !== null);
  if (keys.length) await (await getMediaStore()).remove(keys);
}

/**
 * Maps a path below /media/ to its file inside the uploads folder (disk storage), or null when it would leave it
 * (`..`, encoded or not, absolute paths, NUL bytes, hidden files) or is private.
 */
export function resolveMediaPath(relative: string): string | null {
  const key = publicMediaKey(relative);
  return key ? disk.pathOf(key) : null;
}

/** The disk file behind a `/media/...` URL (disk storage), or null for anything else. */
export function mediaUrlToPath(url: string) {
  const key = mediaUrlToKey(url);
  return key ? disk.pathOf(key) : null;
}

const contentTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

export function mediaContentType(file: string) {
  return contentTypes[path.extname(file).toLowerCase()] ?? null;
}

// Names the pipeline derives from content (a 20-hex-digit hash, maybe a width) never change meaning once written.
export function isContentHashedName(file: string) {
  return /^[0-9a-f]{20}(-\d+)?\.[a-z0-9]+$/.test(path.basename(file));
}
