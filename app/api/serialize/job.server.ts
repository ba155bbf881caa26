import type { ChangeOrderJson, JobJson, JobLienJson } from "~/api/contract/jobs";
import type { ChangeOrderRecord } from "~/jobs/change-order-records.server";
import { changeOrderLineCents } from "~/jobs/change-order-totals";
import { jobUid } from "~/jobs/job-calendar.server";
import type { JobEventRow, JobSummary } from "~/jobs/job-records.server";
import type { JobLienRow } from "~/jobs/lien-records.server";
import { lienDeadlineOn, noticeDueOn } from "~/jobs/lien-view.server";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function changeOrderToJson(order: ChangeOrderRecord): ChangeOrderJson {
  return {
    _id: order.id,
    reference: order.reference,
    version: order.version,
    status: order.status,
    reason: order.reason,
    items: order.items.map((line) => ({
      description: line.description,
      quantity: line.quantityMilli / 1000,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      amountCents: changeOrderLineCents(line),
    })),
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    sentAt: iso(order.sentAt),
    approval: order.approval && {
      name: order.approval.name,
      approvedAt: order.approval.approvedAt.toISOString(),
      ip: order.approval.ip,
      userAgent: order.approval.userAgent,
      documentSha256: order.approval.documentSha256,
      version: order.approval.version,
    },
    declinedAt: iso(order.declinedAt),
    declineReason: order.declineReason,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The lien part: the lien information as stored ("" read as null), and the deadlines the job's dates give. */
function lienOf(job: JobSummary, lien: JobLienRow | undefined): JobLienJson {
  return {
    ownerName: lien?.ownerName || null,
    ownerAddress: lien?.ownerAddress || null,
    lenderName: lien?.lenderName || null,
    lenderAddress: lien?.lenderAddress || null,
    apn: lien?.apn || null,
    ownerOccupied: lien ? lien.ownerOccupied : null,
    noticeServedOn: lien?.noticeServedOn ?? null,
    noticeMethod: lien?.noticeMethod ?? null,
    trackingNumber: lien?.trackingNumber || null,
    noticeDueOn: noticeDueOn(job),
    lienDeadlineOn: lienDeadlineOn(job),
  };
}

/** A job as the API answers it, with its change orders and timeline. */
export function jobToJson(
  job: JobSummary,
  changeOrders: readonly ChangeOrderRecord[],
  events: readonly JobEventRow[],
  lien: JobLienRow | undefined,
): JobJson {
  return {
    _id: job.id,
    reference: job.reference,
    quoteId: job.quoteId,
    status: job.status,
    startDate: job.startDate,
    endDate: job.endDate,
    arrivalStart: job.arrivalStart,
    arrivalEnd: job.arrivalEnd,
    crewId: job.crewId,
    crewNote: job.crewNote,
    holdReason: job.holdReason,
    holdNote: job.holdNote,
    cancelReason: job.cancelReason,
    calendar: { uid: jobUid(job.id), sequence: job.sequence },
    contractCents: job.contractCents,
    firstFurnishedOn: job.firstFurnishedOn,
    completedAt: iso(job.completedAt),
    closedAt: iso(job.closedAt),
    cancelledAt: iso(job.cancelledAt),
    changeOrders: changeOrders.map(changeOrderToJson),
    lien: lienOf(job, lien),
    events: events.map((event) => ({ type: event.type, at: event.at.toISOString() })),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
