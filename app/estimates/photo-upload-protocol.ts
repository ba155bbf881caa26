// What the browser and the server agree on for resumable photo uploads (tus): browser-safe, no server imports.

/** The tus endpoint: POST creates an upload, PATCH/HEAD/DELETE act on `<path>/<id>`. */
export const PHOTO_UPLOAD_PATH = "/uploads/estimate-photos";

/** The response header of the last PATCH (or of a HEAD on a finished upload) with the pending upload's id. */
export const PENDING_PHOTO_HEADER = "Pending-Photo-Id";
