// The resumable photo upload endpoint as the routes use it: one tus server for the process, with per-address limits
// in front. Partial uploads live under UPLOADS_DIR/private/, which no public address serves.
import path from "node:path";
import { env } from "~/env.server";
import { hitRateLimit } from "~/models/rate-limit.server";
import { ESTIMATE_MESSAGES, MAX_ESTIMATE_PHOTOS } from "~/models/estimate-options";
import { clientIp } from "~/utils/request.server";
import { keepPendingPhoto } from "./estimate-photos.server";
import {
  createPhotoUploadServer,
  PHOTO_UPLOAD_ID,
  type PhotoUploadServer,
} from "./photo-upload-server.server";

/** Room for a form's ten photos several times over (retries, a second request), not for a flood. */
const PHOTO_UPLOADS_PER_HOUR = MAX_ESTIMATE_PHOTOS * 6;
/** PATCHes and HEADs: a weak signal makes a photo take several tries. */
const PHOTO_UPLOAD_REQUESTS_PER_HOUR = PHOTO_UPLOADS_PER_HOUR * 20;
const HOUR_MS = 60 * 60_000;

/** The largest photo the resumable path takes: the photo pipeline's own limit. */
const maxPhotoUploadBytes = () => env.MEDIA_MAX_IMAGE_BYTES;

let server: PhotoUploadServer | undefined;
function uploadServer() {
  server ??= createPhotoUploadServer({
    directory: path.join(path.resolve(env.UPLOADS_DIR), "private", "estimate-uploads"),
    keepPhoto: keepPendingPhoto,
    maxBytes: maxPhotoUploadBytes(),
    notImageMessage: ESTIMATE_MESSAGES.notImage,
  });
  return server;
}

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Tus-Resumable": "1.0.0", ...headers },
  });

function limited(request: Request, bucket: string, limit: number) {
  const result = hitRateLimit(`${bucket}:${clientIp(request)}`, limit, HOUR_MS);
  if (result.allowed) return null;
  return plain(429, "Too many uploads from your address. Please wait a while and try again.", {
    "Retry-After": String(result.retryAfterSeconds),
  });
}

/**
 * Answers a tus request: POST to the collection creates an upload; HEAD, PATCH and DELETE act on one (`uploadId`).
 * A GET is never answered with the bytes: partial photos are private.
 */
export async function answerPhotoUpload(request: Request, uploadId?: string): Promise<Response> {
  const method = request.method.toUpperCase();
  if (uploadId !== undefined && !PHOTO_UPLOAD_ID.test(uploadId)) return plain(404, "Not found\n");
  if (method === "GET") return plain(404, "Not found\n");
  const tus = uploadServer();
  if (method === "POST") {
    if (uploadId !== undefined) return plain(405, "Method not allowed\n", { Allow: "HEAD, PATCH, DELETE" });
    const refused = limited(request, "estimate-photo-upload", PHOTO_UPLOADS_PER_HOUR);
    if (refused) return refused;
    tus.sweep();
  } else if (method === "PATCH" || method === "HEAD") {
    if (uploadId === undefined) return plain(405, "Method not allowed\n", { Allow: "POST, OPTIONS" });
    const refused = limited(request, "estimate-photo-upload-request", PHOTO_UPLOAD_REQUESTS_PER_HOUR);
    if (refused) return refused;
    if (method === "HEAD") {
      const finished = tus.finishedHead(uploadId);
      if (finished) return finished;
    }
  }
  return tus.handle(request);
}
