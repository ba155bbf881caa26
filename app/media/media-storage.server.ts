import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/env.server";

export const uploadsRoot = path.resolve(env.UPLOADS_DIR);
const MEDIA_URL_PREFIX = "/media/";

export type MediaFolder = "projects" | "blog" | "ai" | "uploads";

/** Writes a file under the uploads folder and answers its public URL (`/media/<folder>/<name>`). */
export async function writeMediaFile(folder: MediaFolder, name: string, data: Uint8Array) {
  const dir = path.join(uploadsRoot, folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data);
  return `${MEDIA_URL_PREFIX}${folder}/${name}`;
}

/**
 * Maps a path below /media/ to a file inside the uploads folder, or null when it would leave it
 * (`..`, encoded or not, absolute paths, NUL bytes, hidden files).
 */
export function resolveMediaPath(relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (!decoded || decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  if (
    segments.some(
      (segment) => segment === "" || segment === "." || segment === ".." || segment.startsWith("."),
    )
  )
    return null;
  const resolved = path.resolve(uploadsRoot, ...segments);
  if (!resolved.startsWith(uploadsRoot + path.sep)) return null;
  return resolved;
}

/** The file behind a `/media/...` URL, or null for anything else. */
export function mediaUrlToPath(url: string) {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  return resolveMediaPath(url.slice(MEDIA_URL_PREFIX.length));
}

export async function removeMediaFiles(urls: string[]) {
  await Promise.all(
    urls.map(async (url) => {
      const file = mediaUrlToPath(url);
      if (file) await fs.rm(file, { force: true });
    }),
  );
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
