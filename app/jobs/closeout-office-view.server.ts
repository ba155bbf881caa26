// What the job's page shows of its closeout: the request's before photos beside the after photos, whether photos can
// be added now, the punch list, and the customer's confirmation once given.
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobConfirmations } from "~/db/schema";
import { estimatePhotoUrl } from "~/estimates/estimate.server";
import { formatDateTime } from "~/utils/dates";
import { punchListOpen } from "./add-punch-item.server";
import { CLOSEOUT_LIMITS } from "./closeout-options";
import { afterPhotosOf, beforePhotosOf, jobPhotoUrl } from "./job-photos.server";
import type { JobStatus } from "./job-options";
import { punchItemsOf } from "./punch-list.server";

const THUMBNAIL_WIDTH = 400;

const latestConfirmationOf = (jobId: string) =>
  db
    .select()
    .from(jobConfirmations)
    .where(eq(jobConfirmations.jobId, jobId))
    .orderBy(desc(jobConfirmations.confirmedAt))
    .get();

export function closeoutOfficeView(job: { id: string; status: JobStatus }) {
  const after = afterPhotosOf(job.id);
  const confirmation = latestConfirmationOf(job.id);
  return {
    before: beforePhotosOf(job.id).map((photo) => ({
      id: photo.id,
      fileName: photo.fileName,
      width: photo.width,
      height: photo.height,
      thumbnail: estimatePhotoUrl(photo.id, THUMBNAIL_WIDTH),
      full: estimatePhotoUrl(photo.id),
    })),
    after: after.map((photo) => ({
      id: photo.id,
      fileName: photo.fileName,
      width: photo.width,
      height: photo.height,
      thumbnail: jobPhotoUrl(photo.id, THUMBNAIL_WIDTH),
      full: jobPhotoUrl(photo.id),
    })),
    canAddPhotos: job.status === "in_progress" && after.length < CLOSEOUT_LIMITS.photosPerJob,
    punchList: punchItemsOf(job.id).map((item) => ({
      id: item.id,
      text: item.text,
      fromCustomer: item.source === "customer",
      resolvedAt: item.resolvedAt ? formatDateTime(item.resolvedAt) : null,
    })),
    punchListOpen: punchListOpen(job),
    confirmation: confirmation
      ? {
          name: confirmation.name,
          at: formatDateTime(confirmation.confirmedAt),
          documentSha256: confirmation.documentSha256,
        }
      : null,
  };
}

export type CloseoutOfficeView = ReturnType<typeof closeoutOfficeView>;
