// The resumable photo upload endpoint as the routes use it: one tus server for the process, with per-address limits
// in front. Partial uploads live under UPLOADS_DIR/private/, which no public address serves.
import path from "node:path";
import { env } from "~/env.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { ESTIMATE_MESSAGES } from "./estimate-options";
import { clientIp } from "~/http/request.server";
import { keepPendingPhoto } from "./estimate-photos.server";
import { countReceivedPhotos, ESTIMATE_PHOTOS_PER_HOUR } from "./photo-limits.server";
import { claimPhotoOwner } from "./photo-owner.server";
import {
  createPhotoUploadServer,
  PHOTO_UPLOAD_ID,
  type PhotoUploadServer,
  type UploadSender,
} from "./photo-upload-server.server";

/** PATCHes and HEADs: a weak signal makes a photo take several tries. */
const PHOTO_UPLOAD_REQUESTS_PER_HOUR = ESTIMATE_PHOTOS_PER_HOUR * 20;
const HOUR_MS = 60 * 60_000;

/** The largest photo the resumable path takes: the photo pipeline's own limit. */
const maxPhotoUploadBytes = () => env.MEDIA_MAX_IMAGE_BYTES;

// The sender of each creating request, while tus handles it.
const senders = new WeakMap<Request, UploadSender>();

let server: PhotoUploadServer | undefined;
function uploadServer() {
  server ??= createPhotoUploadServer({
    directory: path.join(path.resolve(env.UPLOADS_DIR), "private", "estimate-uploads"),
    keepPhoto: keepPendingPhoto,
    maxBytes: maxPhotoUploadBytes(),
    notImageMessage: ESTIMATE_MESSAGES.notImage,
    senderOf: (request) => senders.get(request),
  });
  return server;
}

const plain = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Tus-Resumable": "1.0.0", ...headers },
  });

const tooMany = (retryAfterSeconds: number) =>
  plain(429, "Too many uploads from your address. Please wait a while and try again.", {
    "Retry-After": String(retryAfterSeconds),
  });

function limited(request: Request, bucket: string, limit: number) {
  const result = hitRateLimit(`${bucket}:${clientIp(request)}`, limit, HOUR_MS);
  return result.allowed ? null : tooMany(result.retryAfterSeconds);
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
    // Each upload is a photo, counted with the form's and the API's photos.
    const ip = clientIp(request);
    const counted = countReceivedPhotos(ip, 1);
    if (!counted.allowed) return tooMany(counted.retryAfterSeconds);
    tus.sweep();
    const { owner, setCookie } = await claimPhotoOwner(request);
    senders.set(request, { owner, ip });
    const response = await tus.handle(request);
    if (setCookie) response.headers.append("Set-Cookie", setCookie);
    return response;
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
