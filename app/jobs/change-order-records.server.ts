// Reading change orders: a job's, in the order they were written, each with its approval (the evidence of what the
// customer signed) when it has one. The contract value reads the approvals' stored totals, never the rows' figures.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { changeOrderApprovals, changeOrders, jobs } from "~/db/schema";
import type { ChangeOrderDocument } from "./change-order-document.server";

export type ChangeOrderRow = typeof changeOrders.$inferSelect;
export type ChangeOrderApprovalRow = typeof changeOrderApprovals.$inferSelect;
export type ChangeOrderRecord = ChangeOrderRow & { approval: ChangeOrderApprovalRow | null };

type Reader = Pick<Transaction, "select">;

/**
 * The sum of a job's approved change orders, as a column of a query on `jobs`: the totals of the documents the
 * customer signed, so a signed change order is never recomputed.
 */
export const approvedChangeOrdersCents = sql<number>`(
  select coalesce(sum(json_extract(${changeOrderApprovals.document}, '$.totals.totalCents')), 0)
  from ${changeOrderApprovals} join ${changeOrders} on ${changeOrders.id} = ${changeOrderApprovals.changeOrderId}
  where ${changeOrders.jobId} = ${jobs.id})`;

function withApprovals(reader: Reader, rows: ChangeOrderRow[]): ChangeOrderRecord[] {
  if (!rows.length) return [];
  const approvals = reader
    .select()
    .from(changeOrderApprovals)
    .where(
      inArray(
        changeOrderApprovals.changeOrderId,
        rows.map((row) => row.id),
      ),
    )
    .all();
  return rows.map((row) => ({
    ...row,
    approval: approvals.find((approval) => approval.changeOrderId === row.id) ?? null,
  }));
}

/** A job's change orders, oldest first. */
export const listChangeOrders = (jobId: string, reader: Reader = db) =>
  withApprovals(
    reader,
    reader
      .select()
      .from(changeOrders)
      .where(eq(changeOrders.jobId, jobId))
      .orderBy(asc(changeOrders.createdAt), asc(changeOrders.reference))
      .all(),
  );

/** The change orders of many jobs (a list's), oldest first, by job id: one query for each 500 jobs. */
export function changeOrdersOfJobs(jobIds: readonly string[], reader: Reader = db) {
  const byJob = new Map<string, ChangeOrderRecord[]>(jobIds.map((id) => [id, []]));
  for (let at = 0; at < jobIds.length; at += 500) {
    const rows = reader
      .select()
      .from(changeOrders)
      .where(inArray(changeOrders.jobId, jobIds.slice(at, at + 500)))
      .orderBy(asc(changeOrders.createdAt), asc(changeOrders.reference))
      .all();
    for (const order of withApprovals(reader, rows)) byJob.get(order.jobId)?.push(order);
  }
  return byJob;
}

/** One change order of a job, or undefined (also when it belongs to another job). */
export function loadChangeOrder(jobId: string, id: string, reader: Reader = db) {
  const row = reader
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.id, id), eq(changeOrders.jobId, jobId)))
    .get();
  return row ? withApprovals(reader, [row])[0] : undefined;
}

/** How many change orders a job has (the limit counts them all). */
export const countChangeOrders = (jobId: string, reader: Reader = db) =>
  reader
    .select({ count: sql<number>`count(*)` })
    .from(changeOrders)
    .where(eq(changeOrders.jobId, jobId))
    .get()?.count ?? 0;

/** What an approved change order's customer signed. */
export const signedChangeOrder = (approval: ChangeOrderApprovalRow) =>
  JSON.parse(approval.document) as ChangeOrderDocument;

/**
 * The subtotal and total of each approved change order of a job, as the customer signed them (read from the stored
 * approval's document, never the row): what an invoice adds to the quote's contract.
 */
export function approvedChangeOrderTotals(jobId: string, reader: Reader = db) {
  return reader
    .select({
      subtotalCents: sql<number>`json_extract(${changeOrderApprovals.document}, '$.totals.subtotalCents')`,
      totalCents: sql<number>`json_extract(${changeOrderApprovals.document}, '$.totals.totalCents')`,
    })
    .from(changeOrderApprovals)
    .innerJoin(changeOrders, eq(changeOrders.id, changeOrderApprovals.changeOrderId))
    .where(eq(changeOrders.jobId, jobId))
    .orderBy(asc(changeOrderApprovals.approvedAt))
    .all();
}
