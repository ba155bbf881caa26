// Reading a job's lien information: one job's row, or the rows of many jobs at once (the API's list).
import { eq, inArray } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { jobLiens } from "~/db/schema";

export type JobLienRow = typeof jobLiens.$inferSelect;

type Reader = Pick<Transaction, "select">;

/** The job's lien information, or undefined until the office first saves it. */
export const lienOfJob = (jobId: string, reader: Reader = db): JobLienRow | undefined =>
  reader.select().from(jobLiens).where(eq(jobLiens.jobId, jobId)).get();

/** The lien information of many jobs by job id, in one query (500 ids a statement). */
export function liensOfJobs(ids: readonly string[]) {
  const found = new Map<string, JobLienRow>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = db
      .select()
      .from(jobLiens)
      .where(inArray(jobLiens.jobId, ids.slice(at, at + 500)))
      .all();
    for (const row of rows) found.set(row.jobId, row);
  }
  return found;
}
