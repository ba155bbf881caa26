// One photo over tus from the browser. This module (and tus-js-client with it) is part of the uploader the estimate page
// loads when the first photo is chosen, so it costs nothing on any page until then. A dropped connection is retried
// from the offset the server kept, never from the start.
import { Upload } from "tus-js-client";
import { ESTIMATE_MESSAGES } from "./estimate-options";
import { PENDING_PHOTO_HEADER, PHOTO_UPLOAD_PATH } from "./photo-upload-protocol";

// A weak signal drops out for seconds at a time: keep trying for about a minute before asking the visitor.
const RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 15000, 30000];

export type UploadProgress = (sent: number, total: number) => void;

/** Why an upload stopped: the server refused the photo (with its message), or the connection failed. */
class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = "PhotoUploadError";
  }
}

export type PhotoUpload = {
  /** Resolves with the pending upload's id once the server has the whole photo. */
  done: Promise<string>;
  /** Stops sending; with `drop`, asks the server to delete what it has. */
  stop: (drop: boolean) => Promise<void>;
};

/**
 * Starts (or, with `uploadUrl`, resumes) one upload. `onUrl` hands back the upload's address as soon as the server
 * gives it, so a later attempt resumes the same upload.
 */
export async function uploadPhoto(options: {
  file: Blob;
  fileName: string;
  uploadUrl: string | null;
  onUrl: (url: string) => void;
  onProgress: UploadProgress;
}): Promise<PhotoUpload> {
  let upload: InstanceType<typeof Upload>;
  let fail: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    fail = reject;
    upload = new Upload(options.file, {
      endpoint: PHOTO_UPLOAD_PATH,
      uploadUrl: options.uploadUrl,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: options.fileName, filetype: options.file.type },
      // The address is kept by the page (onUrl), not in localStorage under a guess of the file's identity.
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        if (upload.url) options.onUrl(upload.url);
      },
      onProgress: options.onProgress,
      // A failed connection, a server error or a PATCH the server ended for arriving too slowly (408: it kept what
      // arrived) is tried again, from the offset the server kept (even if the browser says it is offline: it comes
      // back); a refusal (not an image, too large) is not.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 408 || status === 409 || status === 423;
      },
      onSuccess: ({ lastResponse }) => {
        const id = lastResponse.getHeader(PENDING_PHOTO_HEADER);
        if (id) resolve(id);
        else reject(new PhotoUploadError("The server did not confirm the photo.", false));
      },
      onError: (error) => reject(toUploadError(error)),
    });
    upload.start();
  });
  return {
    done,
    // tus-js-client calls neither back once aborted: whoever waits on `done` hears of it here.
    stop: (drop) => {
      fail(new PhotoUploadError("The upload was stopped.", true));
      return upload.abort(drop);
    },
  };
}

function toUploadError(
  error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null },
) {
  const response = error.originalResponse;
  const status = response?.getStatus() ?? 0;
  if (status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 423) {
    const body = response?.getBody().trim() ?? "";
    // The server's own sentences (the form's messages) are shown; tus's terse ones get a plain one.
    if (status === 413) return new PhotoUploadError("This photo is too large to send.", true);
    if (status === 415) return new PhotoUploadError(body || ESTIMATE_MESSAGES.notImage, true);
    if (status === 429) return new PhotoUploadError(body || "Too many uploads. Please wait a while.", true);
    return new PhotoUploadError(/^[A-Z].*[.!]$/.test(body) ? body : "The photo could not be sent.", true);
  }
  return new PhotoUploadError("The connection failed.", false);
}
