// "Send to customer": the change order goes under "Awaiting your approval" on the quote's page, and the customer is
// mailed a fresh link to it, queued in the same transaction. Sending again mails again; an answered one is refused.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { changeOrders } from "~/db/schema";
import { deliverQueued } from "~/mail/send-email.server";
import { audit, type EditContext } from "~/logs/audit.server";
import { refuse, type Clock, type Result } from "~/utils/result";
import { takesChangeOrders } from "./add-change-order.server";
import { changeOrderFacts, freshJobLink, queueCustomerMail } from "./change-order-mailer.server";
import { changeOrderSentMail } from "./change-order-mails";
import { CHANGE_ORDER_MESSAGES } from "./change-order-options";
import { loadChangeOrder, type ChangeOrderRecord } from "./change-order-records.server";
import { addJobEvent } from "./job-events.server";
import { JOB_MESSAGES } from "./job-options";
import { loadJob } from "./job-records.server";

export function sendChangeOrder(
  jobId: string,
  changeOrderId: string,
  by: EditContext,
  { now = new Date() }: Clock = {},
): Result<{ changeOrder: ChangeOrderRecord }> {
  const result = writeTransaction((tx) => {
    const job = loadJob(jobId, tx);
    if (!job) return refuse(404, JOB_MESSAGES.notFound);
    const order = loadChangeOrder(jobId, changeOrderId, tx);
    if (!order) return refuse(404, CHANGE_ORDER_MESSAGES.notFound);
    if (order.status !== "draft" && order.status !== "sent")
      return refuse(409, CHANGE_ORDER_MESSAGES.notAwaiting(order.status), {
        status: [CHANGE_ORDER_MESSAGES.notAwaiting(order.status)],
      });
    if (!takesChangeOrders(job.status))
      return refuse(409, CHANGE_ORDER_MESSAGES.jobClosed, { status: [CHANGE_ORDER_MESSAGES.jobClosed] });
    tx.update(changeOrders)
      .set({ status: "sent", sentAt: now, updatedAt: now })
      .where(eq(changeOrders.id, order.id))
      .run();
    addJobEvent(tx, jobId, "change_order_sent", now, { changeOrderId: order.id, reference: order.reference });
    const mail = queueCustomerMail(
      job,
      changeOrderSentMail(changeOrderFacts(order, job), freshJobLink(tx, job, now)),
    );
    return {
      ok: true as const,
      changeOrder: loadChangeOrder(jobId, order.id, tx)!,
      jobReference: job.reference,
      queued: [mail],
    };
  });
  if (!result.ok) return result;
  audit(by, {
    event: "change-order.send",
    message: `Change order ${result.changeOrder.reference} of job ${result.jobReference} sent to the customer`,
    detail: { jobId, changeOrderId },
  });
  deliverQueued(result.queued);
  return { ok: true, changeOrder: result.changeOrder };
}
