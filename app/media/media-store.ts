// The media storage port: where stored files live (a folder on disk, or an S3-compatible bucket) behind one interface,
// and the rules for the keys that name them. Keys are relative paths such as `projects/<hash>-480.avif`; the public
// URL of a key is `/media/<key>`, except under `private/`, which no public URL reaches.

export const MEDIA_URL_PREFIX = "/media/";
/** Keys under this prefix are never served at /media/ (future estimate photos: served to admins only). */
export const PRIVATE_MEDIA_PREFIX = "private/";

export type MediaObjectInfo = {
  size: number;
  lastModified: Date;
  /** A strong validator, quoted as HTTP wants it. */
  etag: string;
};

export type MediaObject = MediaObjectInfo & { body: ReadableStream<Uint8Array> };

export interface MediaStore {
  /** `disk` or `s3`, for logs and tests. */
  readonly kind: "disk" | "s3";
  /** Writes (or replaces) the object. Never public by itself: only the app serves it. */
  put(key: string, data: Uint8Array, contentType: string | null): Promise<void>;
  /** The object's size and validators, or null when there is none. */
  stat(key: string): Promise<MediaObjectInfo | null>;
  /** The object with its body as a stream (never buffered whole), or null when there is none. */
  open(key: string): Promise<MediaObject | null>;
  /** Removes these objects; a missing one is not an error. */
  remove(keys: string[]): Promise<void>;
}

/**
 * Answers the key when `decoded` is a safe one: relative, no empty segment, none starting with a dot (`.`, `..`,
 * hidden names), no backslash or NUL. Anything else (a way out of the folder or bucket prefix) is null.
 */
export function checkMediaKey(decoded: string): string | null {
  if (!decoded || decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null;
  return decoded;
}

/** Whether a key is private (never served publicly); in any case, for a disk that ignores it (macOS). */
function isPrivateMediaKey(key: string) {
  const lower = key.toLowerCase();
  return lower.startsWith(PRIVATE_MEDIA_PREFIX) || lower === PRIVATE_MEDIA_PREFIX.slice(0, -1);
}

/**
 * The key a public `/media/<path>` request may read, from its raw (still percent-encoded) path: decoded once, checked,
 * and refused when private.
 */
export function publicMediaKey(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const key = checkMediaKey(decoded);
  return key && !isPrivateMediaKey(key) ? key : null;
}

/** The key behind a stored `/media/...` URL, or null for anything else. */
export function mediaUrlToKey(url: string) {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  return publicMediaKey(url.slice(MEDIA_URL_PREFIX.length));
}
