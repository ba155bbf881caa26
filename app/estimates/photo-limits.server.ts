// How many estimate photos one address may send and keep, whatever the path (the form's files, the API's, or the
// resumable uploads): each costs a decode and three encodes, and is stored until used or pruned.
import { MAX_ESTIMATE_PHOTOS } from "./estimate-options";
import { hitRateLimit } from "~/security/rate-limit.server";

/** Photos received per address and hour, counted one by one (a form's ten photos count ten). */
export const ESTIMATE_PHOTOS_PER_HOUR = MAX_ESTIMATE_PHOTOS * 6;
/** Pending photos (received, not yet part of a request) one address may hold at once: three forms' worth. */
export const PENDING_PHOTOS_PER_ADDRESS = MAX_ESTIMATE_PHOTOS * 3;
/** How long an unused pending upload is kept. */
export const PENDING_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * Counts `photos` received from `ip` against ESTIMATE_PHOTOS_PER_HOUR; refused (nothing counted) when they would pass
 * it. One count for the form's, the API's and the resumable uploads' photos alike.
 */
export const countReceivedPhotos = (ip: string, photos: number) =>
  hitRateLimit(`estimate-photos:${ip}`, ESTIMATE_PHOTOS_PER_HOUR, 60 * 60_000, Date.now(), photos);
