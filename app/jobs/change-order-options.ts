// The words and bounds of change orders (browser-safe, no zod): statuses, limits, the consent the customer gives to
// sign one, and the refusals.
import type { changeOrderStatuses } from "~/db/schema";
import { ESIGN_CONSENT } from "~/quotes/quote-options";

export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: "Draft",
  sent: "Awaiting approval",
  approved: "Approved",
  declined: "Declined",
};

export const CHANGE_ORDER_LIMITS = {
  perJob: 20,
  /** Lines are bounded like a quote's. */
  lines: 100,
  reason: 1000,
  declineReason: 1000,
} as const;

/** The same disclosure as a quote's signature, for this document. */
export const CHANGE_ORDER_CONSENT = {
  version: ESIGN_CONSENT.version,
  label: "I agree to sign this change order electronically",
  disclosure: ESIGN_CONSENT.disclosure.map((paragraph) =>
    paragraph.replaceAll("this quote", "this change order"),
  ),
};

export const changeOrderConsentText = () =>
  [CHANGE_ORDER_CONSENT.label, ...CHANGE_ORDER_CONSENT.disclosure].join("\n");

export const CHANGE_ORDER_MESSAGES = {
  notFound: "Change order not found",
  jobClosed: "Change orders are for a job still under way",
  tooMany: `A job may have at most ${CHANGE_ORDER_LIMITS.perJob} change orders`,
  reasonRequired: "Say why the work changes",
  declineReasonRequired: "Say why you decline the change order",
  notDraft: "This change order was already sent",
  notAwaiting: (status: ChangeOrderStatus) =>
    `This change order is ${CHANGE_ORDER_STATUS_LABELS[status].toLowerCase()}: it takes no answer now.`,
  versionChanged: "This change order changed since you opened it. Please review it again.",
  created: "Change order added",
  sent: "Change order sent to the customer",
  approved: "Thank you. The change order is approved and signed; a copy is on its way by e-mail.",
  declined: "The change order is declined. We will be in touch.",
} as const;
