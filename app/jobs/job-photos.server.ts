// Reading a job's after photos and the request's before photos (the estimate's), for the office's page, the
// customer's and the private routes that serve their files.
import { asc, count, eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { estimatePhotos, jobPhotos, jobs, quotes } from "~/db/schema";

type Reader = Pick<Transaction, "select">;

export type JobPhotoRow = typeof jobPhotos.$inferSelect;

export const afterPhotosOf = (jobId: string, reader: Reader = db) =>
  reader.select().from(jobPhotos).where(eq(jobPhotos.jobId, jobId)).orderBy(asc(jobPhotos.position)).all();

export const countAfterPhotos = (jobId: string, reader: Reader = db) =>
  reader.select({ n: count() }).from(jobPhotos).where(eq(jobPhotos.jobId, jobId)).get()?.n ?? 0;

/** The estimate request's photos of the job's quote: the site before the work. */
export const beforePhotosOf = (jobId: string, reader: Reader = db) =>
  reader
    .select({
      id: estimatePhotos.id,
      fileName: estimatePhotos.fileName,
      width: estimatePhotos.width,
      height: estimatePhotos.height,
    })
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .innerJoin(estimatePhotos, eq(estimatePhotos.estimateId, quotes.estimateId))
    .where(eq(jobs.id, jobId))
    .orderBy(asc(estimatePhotos.position))
    .all();

/**
 * The storage key of an after photo (or its variant of `width`), when it belongs to a job of `quoteId` if given (the
 * customer's page asks only for its own job's photos); undefined otherwise.
 */
export function findJobPhotoFile(
  photoId: string,
  { width, quoteId }: { width?: number; quoteId?: string } = {},
) {
  const photo = db
    .select({ path: jobPhotos.path, variants: jobPhotos.variants, quoteId: jobs.quoteId })
    .from(jobPhotos)
    .innerJoin(jobs, eq(jobs.id, jobPhotos.jobId))
    .where(eq(jobPhotos.id, photoId))
    .get();
  if (!photo || (quoteId !== undefined && photo.quoteId !== quoteId)) return undefined;
  return (width && photo.variants.find((variant) => variant.width === width)?.path) || photo.path;
}

/** Where an admin sees an after photo: the private route, never a public /media/ URL. */
export const jobPhotoUrl = (photoId: string, width?: number) =>
  `/admin/job-photos/${photoId}${width ? `?w=${width}` : ""}`;
