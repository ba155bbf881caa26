// Reading a job's punch list: its items, open ones first, then the resolved ones.
import { asc, count, eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { jobPunchItems } from "~/db/schema";

type Reader = Pick<Transaction, "select">;

export const punchItemsOf = (jobId: string, reader: Reader = db) =>
  reader
    .select()
    .from(jobPunchItems)
    .where(eq(jobPunchItems.jobId, jobId))
    .orderBy(asc(jobPunchItems.createdAt))
    .all();

export const countPunchItems = (jobId: string, reader: Reader = db) =>
  reader.select({ n: count() }).from(jobPunchItems).where(eq(jobPunchItems.jobId, jobId)).get()?.n ?? 0;
