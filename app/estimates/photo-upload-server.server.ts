// The tus server behind resumable estimate photo uploads. A photo arrives in one or more PATCHes into a private folder;
// once whole it is handed to the photo pipeline (checked, cleaned, kept as a pending upload) and the partial file goes.
import fs from "node:fs";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import { PENDING_PHOTO_HEADER, PHOTO_UPLOAD_PATH } from "./photo-upload-protocol";

/** What the photo pipeline answers for a whole photo (keepPendingPhoto's shape). */
export type KeptPhoto = { ok: true; photo: { id: string } } | { ok: false; status: number; error: string };
/** Who sent an upload (its browser's photo owner id and its address), fixed when the upload is created. */
export type UploadSender = { owner: string; ip: string };
export type KeepPhoto = (input: {
  /** The whole upload, on disk: read by the photo pipeline's decoder, never copied into the server's memory. */
  bytes: Blob;
  fileName: string;
  sender: UploadSender;
}) => Promise<KeptPhoto>;

// A partial upload nobody finished is dropped after a day, like a pending upload nobody used.
const PARTIAL_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;
// How long a finished upload still answers a HEAD with its pending id: a client whose last PATCH reached the server but
// whose answer was lost asks again, and must learn the id rather than start over.
const FINISHED_MEMORY_MS = 60 * 60_000;
const MAX_FILE_NAME_LENGTH = 200;
// tus's own ids: 32 hex characters. Anything else in the path is not an upload of ours.
const UPLOAD_ID = /^[0-9a-f]{32}$/;

type Finished = { pendingId: string; size: number; at: number };

/** A tus refusal: tus sends status_code and body as the answer. */
const refusal = (status_code: number, body: string) => ({ status_code, body });

export function createPhotoUploadServer(options: {
  directory: string;
  keepPhoto: KeepPhoto;
  /** The largest photo taken (the photo pipeline's own limit: a larger one would be refused once whole). */
  maxBytes: number;
  /** A non-image type in the upload's metadata is refused before a byte is sent. */
  notImageMessage: string;
  /** Who sends a creating request (answerPhotoUpload knows); the finished photo is kept as theirs. */
  senderOf: (request: Request) => UploadSender | undefined;
}) {
  fs.mkdirSync(options.directory, { recursive: true, mode: 0o700 });
  const store = new FileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: PARTIAL_UPLOAD_LIFETIME_MS,
  });
  const finished = new Map<string, Finished>();

  const forget = (now: number) => {
    for (const [id, entry] of finished) if (now - entry.at > FINISHED_MEMORY_MS) finished.delete(id);
  };

  const server = new Server({
    path: PHOTO_UPLOAD_PATH,
    datastore: store,
    maxSize: options.maxBytes,
    relativeLocation: true,
    // Same-origin only: no Access-Control-Allow-Origin for anyone else.
    allowedOrigins: [],
    exposedHeaders: [PENDING_PHOTO_HEADER],
    // A finished photo is gone from this store; ending it again is not the client's to do.
    disableTerminationForFinishedUploads: true,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    async onUploadCreate(req, upload) {
      if (upload.size === undefined) throw refusal(400, "Upload-Length is required\n");
      const sender = options.senderOf(req);
      if (!sender) throw refusal(400, "Not an upload request of this site\n");
      const type = upload.metadata?.filetype ?? "";
      if (type && !type.startsWith("image/")) throw refusal(415, options.notImageMessage);
      if ((upload.metadata?.filename ?? "").length > MAX_FILE_NAME_LENGTH) {
        throw refusal(400, "The file name is too long\n");
      }
      // Kept with the upload (the client's own metadata cannot name these: they are overwritten here).
      return { metadata: { ...upload.metadata, owner: sender.owner, ip: sender.ip } };
    },
    async onUploadFinish(_req, upload) {
      const file = path.join(options.directory, upload.id);
      let kept: KeptPhoto;
      try {
        const bytes = await fs.openAsBlob(file);
        const sender = { owner: upload.metadata?.owner ?? "", ip: upload.metadata?.ip ?? "" };
        kept = await options.keepPhoto({ bytes, fileName: fileNameOf(upload), sender });
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
      if (!kept.ok) throw refusal(kept.status, kept.error);
      const now = Date.now();
      forget(now);
      finished.set(upload.id, { pendingId: kept.photo.id, size: upload.size ?? 0, at: now });
      return { headers: { [PENDING_PHOTO_HEADER]: kept.photo.id } };
    },
  });

  let lastSweep = 0;
  return {
    store,
    /** Answers any tus request (POST, HEAD, PATCH, DELETE, OPTIONS) for the upload path. */
    handle(request: Request): Promise<Response> {
      return server.handleWeb(request);
    },
    /**
     * The answer to a HEAD for an upload that finished here recently: its whole length, and the pending id the lost
     * PATCH answer carried. Null for any other upload (tus answers it).
     */
    finishedHead(id: string): Response | null {
      const entry = finished.get(id);
      if (!entry) return null;
      return new Response(null, {
        status: 200,
        headers: {
          "Tus-Resumable": "1.0.0",
          "Upload-Offset": String(entry.size),
          "Upload-Length": String(entry.size),
          [PENDING_PHOTO_HEADER]: entry.pendingId,
          "Cache-Control": "no-store",
        },
      });
    },
    /** Drops partial uploads older than a day, at most once an hour (called as uploads start). */
    sweep(now = Date.now()) {
      if (now - lastSweep < FINISHED_MEMORY_MS) return;
      lastSweep = now;
      forget(now);
      server.cleanUpExpiredUploads().catch((error: unknown) => {
        console.error("Could not drop expired partial photo uploads", error);
      });
    },
  };
}

export type PhotoUploadServer = ReturnType<typeof createPhotoUploadServer>;

/** The file name the browser gave, if any (only shown back to the visitor and the office). */
function fileNameOf(upload: Upload) {
  const name = upload.metadata?.filename ?? "";
  return name.slice(0, MAX_FILE_NAME_LENGTH) || "photo";
}

export { UPLOAD_ID as PHOTO_UPLOAD_ID };
