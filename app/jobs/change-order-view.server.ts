// What the pages show of change orders, worked out here so the routes only draw them: for the office (every change
// order of a job) and for the customer (those sent to them), each with its lines, totals and the contract value it
// makes. An approved change order is shown from the document the customer signed, never recomputed.
import { formatCents, milliToQuantityText } from "~/quotes/money";
import { formatDateTime } from "~/utils/dates";
import { changeOrderDocument, type ChangeOrderDocument } from "./change-order-document.server";
import {
  CHANGE_ORDER_CONSENT,
  CHANGE_ORDER_LIMITS,
  CHANGE_ORDER_STATUS_LABELS,
} from "./change-order-options";
import { listChangeOrders, signedChangeOrder, type ChangeOrderRecord } from "./change-order-records.server";
import { takesChangeOrders } from "./add-change-order.server";
import type { JobSummary } from "./job-records.server";
import { getSiteSettings } from "~/content/site-settings.server";

const NO_SETTINGS = {
  companyName: "",
  address: { street: "", city: "", state: "AZ", zip: "", country: "US" },
  phone: "",
  email: "",
  rocLicenseNumber: "",
};

function documentOf(order: ChangeOrderRecord, job: JobSummary): ChangeOrderDocument {
  if (order.approval) return signedChangeOrder(order.approval);
  return changeOrderDocument(order, job, getSiteSettings() ?? NO_SETTINGS);
}

function viewOf(order: ChangeOrderRecord, job: JobSummary) {
  const document = documentOf(order, job);
  const { totals } = document;
  return {
    id: order.id,
    reference: order.reference,
    version: order.version,
    status: order.status,
    statusLabel: CHANGE_ORDER_STATUS_LABELS[order.status],
    reason: document.reason,
    lines: document.lines.map((line, index) => ({
      key: `${index}`,
      description: line.description,
      quantity: `${milliToQuantityText(line.quantityMilli)}${line.unit ? ` ${line.unit}` : ""}`,
      unitPrice: formatCents(line.unitPriceCents),
      amount: formatCents(line.amountCents),
    })),
    subtotal: formatCents(totals.subtotalCents),
    tax: totals.taxLabel ? { label: totals.taxLabel, amount: formatCents(totals.taxCents) } : null,
    taxNotice: totals.taxNotice,
    total: formatCents(totals.totalCents),
    totalCents: totals.totalCents,
    // Awaiting: what the contract becomes if approved now; approved: what it became.
    newContract: formatCents(
      order.approval ? document.contractAfterCents : job.contractCents + totals.totalCents,
    ),
    approval: order.approval
      ? {
          name: order.approval.name,
          at: formatDateTime(order.approval.approvedAt.toISOString()),
          documentSha256: order.approval.documentSha256,
        }
      : null,
    declineReason: order.status === "declined" ? order.declineReason : null,
  };
}

export type ChangeOrderView = ReturnType<typeof viewOf>;

/** The job page's section: every change order, and whether "Add change order" is offered. */
export function officeChangeOrders(job: JobSummary) {
  const orders = listChangeOrders(job.id);
  return {
    orders: orders.map((order) => viewOf(order, job)),
    canAdd: takesChangeOrders(job.status) && orders.length < CHANGE_ORDER_LIMITS.perJob,
    canSend: takesChangeOrders(job.status),
  };
}

/** The customer's section: the change orders sent to them (awaiting, approved, declined), and the consent to sign. */
export function customerChangeOrders(job: JobSummary) {
  const orders = listChangeOrders(job.id).filter((order) => order.status !== "draft");
  return {
    awaiting: orders.filter((order) => order.status === "sent").map((order) => viewOf(order, job)),
    answered: orders.filter((order) => order.status !== "sent").map((order) => viewOf(order, job)),
    contract: formatCents(job.contractCents),
    consent: CHANGE_ORDER_CONSENT,
  };
}

export type CustomerChangeOrders = ReturnType<typeof customerChangeOrders>;
