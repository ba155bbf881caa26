// "Add change order": work added to or removed from a job still under way, with its reason. Its lines, tax and totals
// are fixed here, on the server, in integer cents; the tax follows the quote's rule. It adds nothing to the contract
// value until the customer approves it.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { changeOrders, quotes } from "~/db/schema";
import { nextYearlyReference } from "~/db/yearly-reference.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { rateThousandthsFromBps, type TaxClassification } from "~/quotes/tax-classification";
import { arizonaDay } from "~/utils/dates";
import { createId } from "~/utils/id.server";
import { refuse, refuseField, type Clock, type Result } from "~/utils/result";
import { CHANGE_ORDER_LIMITS, CHANGE_ORDER_MESSAGES } from "./change-order-options";
import { countChangeOrders, loadChangeOrder, type ChangeOrderRecord } from "./change-order-records.server";
import type { ChangeOrderInput } from "./change-order-schema";
import { changeOrderTotals, type ChangeOrderTaxRule } from "./change-order-totals";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES, OPEN_JOB_STATUSES, type JobStatus } from "./job-options";
import { loadJob } from "./job-records.server";

/** A change order is for a job with work still to do. */
export const takesChangeOrders = (status: JobStatus) =>
  (OPEN_JOB_STATUSES as readonly JobStatus[]).includes(status);

/** The quote's tax rule: its classification and its rate (basis points, as thousandths of a percent). */
function quoteTaxRule(quote: {
  taxRateBps: number;
  taxClassification: TaxClassification;
}): ChangeOrderTaxRule {
  return {
    classification: quote.taxClassification,
    rateThousandths: rateThousandthsFromBps(quote.taxRateBps),
  };
}

export function addChangeOrder(
  jobId: string,
  input: ChangeOrderInput,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ changeOrder: ChangeOrderRecord }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(jobId, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    if (!takesChangeOrders(job.status)) return refuseField(409, "items", CHANGE_ORDER_MESSAGES.jobClosed);
    if (countChangeOrders(jobId, tx) >= CHANGE_ORDER_LIMITS.perJob)
      return refuseField(409, "items", CHANGE_ORDER_MESSAGES.tooMany);
    const quote = tx
      .select({ taxRateBps: quotes.taxRateBps, taxClassification: quotes.taxClassification })
      .from(quotes)
      .where(eq(quotes.id, job.quoteId))
      .get();
    const tax = quoteTaxRule(quote ?? { taxRateBps: 0, taxClassification: "subtotal" });
    const totals = changeOrderTotals(input.items, tax);
    const id = createId();
    const reference = nextYearlyReference(
      tx,
      changeOrders,
      changeOrders.reference,
      "CO",
      Number(arizonaDay(now).slice(0, 4)),
    );
    tx.insert(changeOrders)
      .values({
        id,
        jobId,
        reference,
        reason: input.reason,
        items: input.items,
        taxClassification: tax.classification,
        taxRateThousandths: tax.rateThousandths,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        createdBy: by.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .run();
    addJobEvent(tx, jobId, "change_order_added", now, {
      changeOrderId: id,
      reference,
      totalCents: totals.totalCents,
    });
    return { ok: true as const, changeOrder: loadChangeOrder(jobId, id, tx)!, jobReference: job.reference };
  });
  if (!result.ok) return result;
  const { changeOrder } = result;
  audit(by, {
    event: "change-order.add",
    message: `Change order ${changeOrder.reference} added to job ${result.jobReference}`,
    detail: { jobId, changeOrderId: changeOrder.id, totalCents: changeOrder.totalCents },
  });
  return { ok: true, changeOrder };
}
