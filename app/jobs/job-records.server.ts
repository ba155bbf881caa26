// Reading jobs: one job with its quote's customer and site, its crew and its timeline; the lists (by status, crew and
// dates) for the back office, the schedule, the crews' calendars and the API. One query joins what a list shows, so
// a week of sixty jobs or a feed of five hundred costs one statement.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { crews, estimates, jobEvents, jobs, quoteAcceptances, quoteItems, quotes } from "~/db/schema";
import type { CrewRow } from "~/crews/crew-records.server";
import { approvedChangeOrdersCents } from "./change-order-records.server";
import { contractValueCents } from "./contract-value";
import type { JobStatus } from "./job-options";

export type JobRow = typeof jobs.$inferSelect;
export type JobEventRow = typeof jobEvents.$inferSelect;

/** What a job shows of its quote: the customer, the job site and what the work is. */
export type JobQuoteFacts = {
  reference: string;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  /** The estimate request's service, else the quote's first line. */
  service: string;
};

export type JobSummary = JobRow & {
  quote: JobQuoteFacts;
  crew: Pick<CrewRow, "id" | "name" | "phone"> | null;
  /** The total of the quote's latest signature (what the customer accepted). */
  acceptedTotalCents: number;
  /** The sum of the approved change orders' signed totals. */
  approvedChangeOrderCents: number;
  contractCents: number;
};

export type JobRecord = JobSummary & { events: JobEventRow[] };

type Reader = Pick<Transaction, "select">;

// The latest signature's total, read from the signed document itself: a signed document is never recomputed.
const acceptedTotal = sql<number | null>`(
  select json_extract(${quoteAcceptances.document}, '$.totalCents') from ${quoteAcceptances}
  where ${quoteAcceptances.quoteId} = ${jobs.quoteId}
  order by ${quoteAcceptances.version} desc limit 1)`;
const firstLine = sql<string | null>`(
  select ${quoteItems.description} from ${quoteItems}
  where ${quoteItems.quoteId} = ${jobs.quoteId} order by ${quoteItems.position} limit 1)`;

const summaryColumns = {
  job: jobs,
  reference: quotes.reference,
  customerName: quotes.customerName,
  email: quotes.email,
  phone: quotes.phone,
  address: quotes.address,
  city: quotes.city,
  zip: quotes.zip,
  service: estimates.service,
  firstLine,
  crewName: crews.name,
  crewPhone: crews.phone,
  acceptedTotal,
  approvedChangeOrders: approvedChangeOrdersCents,
};

function summaries(reader: Reader, where: SQL | undefined, order: SQL[] = [asc(jobs.startDate)]) {
  return reader
    .select(summaryColumns)
    .from(jobs)
    .innerJoin(quotes, eq(quotes.id, jobs.quoteId))
    .leftJoin(estimates, eq(estimates.id, quotes.estimateId))
    .leftJoin(crews, eq(crews.id, jobs.crewId))
    .where(where)
    .orderBy(...order)
    .all()
    .map((row): JobSummary => {
      const acceptedTotalCents = Number(row.acceptedTotal ?? 0);
      return {
        ...row.job,
        quote: {
          reference: row.reference,
          customerName: row.customerName,
          email: row.email,
          phone: row.phone,
          address: row.address,
          city: row.city,
          zip: row.zip,
          service: row.service ?? row.firstLine ?? "",
        },
        crew:
          row.job.crewId && row.crewName !== null
            ? { id: row.job.crewId, name: row.crewName, phone: row.crewPhone ?? "" }
            : null,
        acceptedTotalCents,
        approvedChangeOrderCents: Number(row.approvedChangeOrders ?? 0),
        contractCents: contractValueCents({
          acceptedTotalCents,
          approvedChangeOrderCents: [Number(row.approvedChangeOrders ?? 0)],
        }),
      };
    });
}

/** One job with its quote's facts, its crew and its timeline; inside a transaction when given one. */
export function loadJob(id: string, reader: Reader = db): JobRecord | undefined {
  const [job] = summaries(reader, eq(jobs.id, id));
  if (!job) return undefined;
  const events = reader
    .select()
    .from(jobEvents)
    .where(eq(jobEvents.jobId, id))
    .orderBy(asc(jobEvents.at))
    .all();
  return { ...job, events };
}

/** The job of a quote (a quote has at most one): its id and reference, or undefined. */
export const jobOfQuote = (quoteId: string, reader: Reader = db) =>
  reader.select({ id: jobs.id, reference: jobs.reference }).from(jobs).where(eq(jobs.quoteId, quoteId)).get();

export const jobIdOfQuote = (quoteId: string, reader: Reader = db) => jobOfQuote(quoteId, reader)?.id;

export type JobListFilter = {
  status?: JobStatus;
  statuses?: readonly JobStatus[];
  crewId?: string;
  /** Jobs whose days reach this day or later (YYYY-MM-DD). */
  from?: string;
  /** Jobs that start on or before this day. */
  to?: string;
};

const filterOf = (filter: JobListFilter) =>
  and(
    filter.status ? eq(jobs.status, filter.status) : undefined,
    filter.statuses ? inArray(jobs.status, [...filter.statuses]) : undefined,
    filter.crewId ? eq(jobs.crewId, filter.crewId) : undefined,
    filter.from ? gte(jobs.endDate, filter.from) : undefined,
    filter.to ? lte(jobs.startDate, filter.to) : undefined,
  );

/** Jobs by the filter, the newest references first (the list), or by start day (`byStart`: schedule, feeds). */
export function listJobs(filter: JobListFilter = {}, { byStart = false, reader = db as Reader } = {}) {
  return summaries(
    reader,
    filterOf(filter),
    byStart ? [asc(jobs.startDate), asc(jobs.reference)] : [desc(jobs.reference)],
  );
}

/** The timelines of many jobs (a list's), oldest line first, by job id: one query for each 500 jobs. */
export function eventsOfJobs(ids: readonly string[], reader: Reader = db) {
  const byJob = new Map<string, JobEventRow[]>(ids.map((id) => [id, []]));
  for (let at = 0; at < ids.length; at += 500) {
    const rows = reader
      .select()
      .from(jobEvents)
      .where(inArray(jobEvents.jobId, ids.slice(at, at + 500)))
      .orderBy(asc(jobEvents.at))
      .all();
    for (const row of rows) byJob.get(row.jobId)?.push(row);
  }
  return byJob;
}
