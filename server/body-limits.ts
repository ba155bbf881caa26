import { env } from "~/env.server";
import { PROJECT_IMAGES_PER_UPLOAD } from "~/models/project-admin";

const KiB = 1024;
const MiB = 1024 * KiB;

// Room for the text fields and multipart framing beside the files of an upload.
const FORM_OVERHEAD = 1 * MiB;
const imageUpload = (files: number) => files * env.MEDIA_MAX_IMAGE_BYTES + FORM_OVERHEAD;

type BodyLimit = { pattern: RegExp; bytes: number; what: string };

/**
 * The largest request body each kind of address accepts, checked while the body streams in and before anything is
 * buffered. The first matching rule wins; paths are compared without a single-fetch `.data` suffix.
 */
export const BODY_LIMITS: BodyLimit[] = [
  // Uploads: as many files as the form takes, each at most its media limit.
  { pattern: /^\/admin\/add-project$/, bytes: imageUpload(PROJECT_IMAGES_PER_UPLOAD), what: "upload" },
  {
    pattern: /^\/admin\/projects\/edit\/[^/]+$/,
    bytes: imageUpload(PROJECT_IMAGES_PER_UPLOAD),
    what: "upload",
  },
  {
    pattern: /^\/api\/projects\/[^/]+\/images$/,
    bytes: imageUpload(PROJECT_IMAGES_PER_UPLOAD),
    what: "upload",
  },
  {
    pattern: /^\/(admin\/add-images|api\/upload)$/,
    bytes: env.MEDIA_MAX_IMAGE_BYTES + env.MEDIA_MAX_VIDEO_BYTES + FORM_OVERHEAD,
    what: "upload",
  },
  { pattern: /^\/admin\/blog\/(new|[^/]+\/edit)$/, bytes: imageUpload(1), what: "upload" },
  // A subscriber list imported from a CSV file.
  { pattern: /^\/admin\/customers$/, bytes: 5 * MiB, what: "form" },
  // The JSON API (its readers also stop at 1 MiB).
  { pattern: /^\/api\//, bytes: 1 * MiB, what: "request" },
  // Back-office forms hold whole pages of text (terms, privacy, newsletters).
  { pattern: /^\/admin(\/|$)/, bytes: 1 * MiB, what: "form" },
  // A contact message: far more than anyone types, far less than would hurt.
  { pattern: /^\/contact$/, bytes: 128 * KiB, what: "form" },
  // Every other public or account form (sign-in, sign-up, newsletter, verify, reset, enhance...).
  { pattern: /./, bytes: 64 * KiB, what: "form" },
];

/** The page path a request is for: `/contact.data` (single fetch) and `/_root.data` count as `/contact` and `/`. */
export function routePath(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function bodyLimitFor(pathname: string): BodyLimit {
  const path = routePath(pathname);
  return BODY_LIMITS.find((limit) => limit.pattern.test(path)) ?? BODY_LIMITS[BODY_LIMITS.length - 1];
}

/** "64 KB", "1 MB", "316 MB": how a limit is shown to people. */
export function formatLimit(bytes: number) {
  return bytes >= MiB ? `${Math.floor(bytes / MiB)} MB` : `${Math.floor(bytes / KiB)} KB`;
}
