// "Approve and sign" a change order, on the quote's page, without an account and without JavaScript: the consent box,
// then the typed full name. Stores the same evidence as a quote's signature (the version, the name, the consent and
// its version, the time, the address and browser, the document signed and its SHA-256); from then on the change
// order's total adds to the contract value, read from that stored document. A second post finds the first signature.
// The customer's copy (with the signed PDF, drawn by the PDF worker) and the office's notice are queued in the same
// transaction.
import { eq } from "drizzle-orm";
import { writeTransaction } from "~/db/client.server";
import { changeOrderApprovals, changeOrders } from "~/db/schema";
import { requireSiteSettings } from "~/content/site-settings.server";
import { publicOrigin } from "~/http/public-url.server";
import { logEvent } from "~/logs/audit.server";
import { drawKeptPdfSoon, keepPdfFile } from "~/pdf/pdf-files.server";
import { pdfAttachment } from "~/quotes/quote-pdf-file.server";
import { deliverQueued } from "~/mail/send-email.server";
import { createId } from "~/utils/id.server";
import type { Result } from "~/utils/result";
import {
  awaitsAnswer,
  changeOrderOfToken,
  customerLogContext,
  type CustomerContext,
} from "./change-order-answer.server";
import { changeOrderDocument, changeOrderSha256 } from "./change-order-document.server";
import {
  changeOrderFacts,
  freshJobLink,
  queueCustomerMail,
  queueOfficeMail,
} from "./change-order-mailer.server";
import { changeOrderAnsweredOfficeMail, changeOrderSignedMail } from "./change-order-mails";
import { changeOrderConsentText, CHANGE_ORDER_CONSENT } from "./change-order-options";
import { loadChangeOrder, type ChangeOrderRecord } from "./change-order-records.server";
import type { ApproveChangeOrderValues } from "./change-order-schema";
import { addJobEvent } from "./job-events.server";
import { loadJob } from "./job-records.server";

export function approveChangeOrder(
  token: string,
  values: ApproveChangeOrderValues,
  context: CustomerContext,
): Result<{ changeOrder: ChangeOrderRecord; alreadySigned: boolean }> {
  const now = context.now ?? new Date();
  const result = writeTransaction((tx) => {
    const found = changeOrderOfToken(tx, token, values.changeOrderId);
    if ("ok" in found) return found;
    const { job, order } = found;
    if (order.approval && order.approval.version === values.version)
      return { ok: true as const, changeOrder: order, alreadySigned: true, queued: [], job, pdfKey: null };
    const closed = awaitsAnswer(order, values.version);
    if (closed) return closed;
    const document = changeOrderDocument(order, job, requireSiteSettings());
    const documentSha256 = changeOrderSha256(document);
    const approvalId = createId();
    tx.insert(changeOrderApprovals)
      .values({
        id: approvalId,
        changeOrderId: order.id,
        version: order.version,
        name: values.name,
        consentText: changeOrderConsentText(),
        consentVersion: CHANGE_ORDER_CONSENT.version,
        approvedAt: now,
        ip: context.ip.slice(0, 64),
        userAgent: context.userAgent.slice(0, 500),
        document: JSON.stringify(document),
        documentSha256,
      })
      .run();
    tx.update(changeOrders)
      .set({ status: "approved", updatedAt: now })
      .where(eq(changeOrders.id, order.id))
      .run();
    addJobEvent(tx, job.id, "change_order_approved", now, {
      changeOrderId: order.id,
      reference: order.reference,
      name: values.name,
      totalCents: document.totals.totalCents,
    });
    const approved = loadJob(job.id, tx)!;
    // The signed copy: its data kept now, its bytes drawn by the PDF worker, read by the outbox when it sends.
    const pdf = keepPdfFile(tx, {
      key: `change-order-approval:${approvalId}`,
      kind: "change-order",
      fileName: `${order.reference}.pdf`,
      data: {
        document,
        approval: {
          name: values.name,
          approvedAt: now.toISOString(),
          ip: context.ip.slice(0, 64),
          userAgent: context.userAgent.slice(0, 500),
          documentSha256,
        },
        consentLabel: CHANGE_ORDER_CONSENT.label,
      },
    });
    const facts = changeOrderFacts(order, approved, approved.contractCents);
    const queued = [
      queueCustomerMail(
        approved,
        changeOrderSignedMail(facts, { name: values.name, approvedAt: now }, freshJobLink(tx, approved, now)),
        [pdfAttachment(pdf)],
      ),
      ...queueOfficeMail(
        changeOrderAnsweredOfficeMail(
          facts,
          { approved: true, name: values.name, documentSha256 },
          publicOrigin,
        ),
      ),
    ];
    return {
      ok: true as const,
      changeOrder: loadChangeOrder(job.id, order.id, tx)!,
      alreadySigned: false,
      queued,
      job: approved,
      pdfKey: pdf.key,
    };
  });
  if (!result.ok) return result;
  const { changeOrder, alreadySigned, job } = result;
  if (!alreadySigned) {
    logEvent(customerLogContext(context, job.id), {
      event: "change-order.approve",
      message: `Change order ${changeOrder.reference} of job ${job.reference} approved by ${values.name}`,
      detail: {
        jobId: job.id,
        changeOrderId: changeOrder.id,
        version: changeOrder.version,
        documentSha256: changeOrder.approval?.documentSha256,
      },
    });
    if (result.pdfKey) drawKeptPdfSoon(result.pdfKey);
    deliverQueued(result.queued);
  }
  return { ok: true, changeOrder, alreadySigned };
}
