// What the customer's two answers to a change order share: the change order of a quote's private link, read inside
// the answer's transaction, and whether it takes an answer on the version the page showed.
import type { Transaction } from "~/db/client.server";
import { quoteIdForToken } from "~/quotes/quote-records.server";
import { refuse, type Refusal } from "~/utils/result";
import { CHANGE_ORDER_MESSAGES } from "./change-order-options";
import { loadChangeOrder, type ChangeOrderRecord } from "./change-order-records.server";
import { jobIdOfQuote, loadJob, type JobRecord } from "./job-records.server";

/** Who answers: the customer's browser, as the evidence records it. */
export type CustomerContext = { ip: string; userAgent: string; now?: Date };

export const customerLogContext = (context: CustomerContext, jobId: string) => ({
  actor: null,
  ip: context.ip,
  path: `/q/…/${jobId}`,
});

/** The job and change order a token and id name, or the 404 (an unknown link, or another job's change order). */
export function changeOrderOfToken(
  tx: Transaction,
  token: string,
  changeOrderId: string,
): { job: JobRecord; order: ChangeOrderRecord } | Refusal {
  const quoteId = quoteIdForToken(token, tx);
  const jobId = quoteId ? jobIdOfQuote(quoteId, tx) : undefined;
  const job = jobId ? loadJob(jobId, tx) : undefined;
  const order = job ? loadChangeOrder(job.id, changeOrderId, tx) : undefined;
  return job && order ? { job, order } : refuse(404, CHANGE_ORDER_MESSAGES.notFound);
}

/** Whether the change order takes an answer on `version`: it waits for one, and the customer saw this version. */
export function awaitsAnswer(order: ChangeOrderRecord, version: number): Refusal | null {
  if (order.status !== "sent") return refuse(409, CHANGE_ORDER_MESSAGES.notAwaiting(order.status));
  if (version !== order.version) return refuse(409, CHANGE_ORDER_MESSAGES.versionChanged);
  return null;
}
