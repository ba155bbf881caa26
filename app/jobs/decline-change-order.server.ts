// "Decline" a change order, with a reason, on the quote's page without JavaScript: it adds nothing to the contract
// value, the office is told (queued in the same transaction) and may write another.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { changeOrders } from "~/db/schema";
import { publicOrigin } from "~/http/public-url.server";
import { logEvent } from "~/logs/audit.server";
import { deliverQueued } from "~/mail/send-email.server";
import type { Result } from "~/utils/result";
import {
  awaitsAnswer,
  changeOrderOfToken,
  customerLogContext,
  type CustomerContext,
} from "./change-order-answer.server";
import { changeOrderFacts, queueOfficeMail } from "./change-order-mailer.server";
import { changeOrderAnsweredOfficeMail } from "./change-order-mails";
import { loadChangeOrder, type ChangeOrderRecord } from "./change-order-records.server";
import type { DeclineChangeOrderValues } from "./change-order-schema";
import { addJobEvent } from "./job-events.server";

export function declineChangeOrder(
  token: string,
  values: DeclineChangeOrderValues,
  context: CustomerContext,
): Result<{ changeOrder: ChangeOrderRecord }> {
  const now = context.now ?? new Date();
  const result = writeTransaction((tx) => {
    const found = changeOrderOfToken(tx, token, values.changeOrderId);
    if ("ok" in found) return found;
    const { job, order } = found;
    const closed = awaitsAnswer(order, values.version);
    if (closed) return closed;
    tx.update(changeOrders)
      .set({ status: "declined", declinedAt: now, declineReason: values.reason, updatedAt: now })
      .where(eq(changeOrders.id, order.id))
      .run();
    addJobEvent(tx, job.id, "change_order_declined", now, {
      changeOrderId: order.id,
      reference: order.reference,
      reason: values.reason,
    });
    const queued = queueOfficeMail(
      changeOrderAnsweredOfficeMail(
        changeOrderFacts(order, job),
        { approved: false, reason: values.reason },
        publicOrigin,
      ),
    );
    return { ok: true as const, changeOrder: loadChangeOrder(job.id, order.id, tx)!, job, queued };
  });
  if (!result.ok) return result;
  logEvent(customerLogContext(context, result.job.id), {
    event: "change-order.decline",
    message: `Change order ${result.changeOrder.reference} of job ${result.job.reference} declined`,
    detail: { jobId: result.job.id, changeOrderId: result.changeOrder.id },
  });
  deliverQueued(result.queued);
  return { ok: true, changeOrder: result.changeOrder };
}
