// "Add after photos": photos of the finished work, on a job in progress. Each file goes through the estimate photos'
// one pipeline (checked by content, decoded within bounds in the decode child, stripped of metadata, stored privately
// under private/jobs/); then one transaction checks the job again, stores the rows with a timeline line, and the
// audit row follows. A refused file or job stores nothing: files already written are removed.
import { writeTransaction } from "~/db/client.server";
import { jobPhotos } from "~/db/schema";
import {
  cleanFileName,
  cleanPrivatePhoto,
  photoFiles,
  removePrivateFiles,
  type StoredPrivatePhoto,
} from "~/estimates/estimate-photos.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { MediaError } from "~/media/media-error";
import { refuse, refuseField, type Clock, type Refusal, type Result } from "~/utils/result";
import { CLOSEOUT_LIMITS, CLOSEOUT_MESSAGES } from "./closeout-options";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import { countAfterPhotos, type JobPhotoRow } from "./job-photos.server";
import { loadJob } from "./job-records.server";

type Reader = Parameters<typeof loadJob>[1];

/** Why the job takes no more photos now (not found, not in progress, full), or null. */
function jobRefusal(jobId: string, adding: number, reader?: Reader): Refusal | null {
  const job = loadJob(jobId, reader);
  if (!job) return refuse(404, JOB_MESSAGES.notFound);
  if (job.status !== "in_progress")
    return refuseField(409, "photos", CLOSEOUT_MESSAGES.photosWhileInProgress);
  if (countAfterPhotos(jobId, reader) + adding > CLOSEOUT_LIMITS.photosPerJob)
    return refuseField(409, "photos", CLOSEOUT_MESSAGES.tooManyPhotos);
  return null;
}

export async function addAfterPhotos(
  jobId: string,
  files: readonly File[],
  by: EditContext,
  { now = new Date() }: Clock = {},
): Promise<Result<{ photos: JobPhotoRow[] }>> {
  if (!files.length) return refuseField(400, "photos", CLOSEOUT_MESSAGES.photoRequired);
  if (files.length > CLOSEOUT_LIMITS.photosPerUpload)
    return refuseField(413, "photos", CLOSEOUT_MESSAGES.tooManyInUpload);
  const early = jobRefusal(jobId, files.length);
  if (early) return early;
  const stored: (StoredPrivatePhoto & { fileName: string })[] = [];
  const batch = {};
  try {
    for (const file of files) {
      stored.push({
        ...(await cleanPrivatePhoto(file, { folder: "jobs", batch })),
        fileName: cleanFileName(file.name),
      });
    }
  } catch (error) {
    await removePrivateFiles(stored.flatMap(photoFiles)).catch(() => undefined);
    if (!(error instanceof MediaError)) throw error;
    return refuseField(error.status === 413 ? 413 : 415, "photos", error.message);
  }
  let result: Result<{ photos: JobPhotoRow[]; reference: string }>;
  try {
    result = writeTransaction((tx) => {
      const refusal = jobRefusal(jobId, stored.length, tx);
      if (refusal) return refusal;
      const first = countAfterPhotos(jobId, tx);
      const photos = tx
        .insert(jobPhotos)
        .values(stored.map((photo, index) => ({ ...photo, jobId, position: first + index, createdAt: now })))
        .returning()
        .all();
      addJobEvent(tx, jobId, "after_photo_added", now, { photos: photos.length });
      return { ok: true as const, photos, reference: loadJob(jobId, tx)!.reference };
    });
  } catch (error) {
    await removePrivateFiles(stored.flatMap(photoFiles)).catch(() => undefined);
    throw error;
  }
  if (!result.ok) {
    await removePrivateFiles(stored.flatMap(photoFiles)).catch(() => undefined);
    return result;
  }
  audit(by, {
    event: "job.after-photos",
    message: `${result.photos.length} after photo(s) added to job ${result.reference}`,
    detail: { jobId, photos: result.photos.map((photo) => photo.id) },
  });
  return { ok: true, photos: result.photos };
}
