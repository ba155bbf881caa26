// The words and bounds of a job's Arizona lien information and of the preliminary notice's service (browser-safe, no
// zod): the service methods, the limits of each field, and the refusals.
import type { noticeServiceMethods } from "~/db/schema";

export type NoticeServiceMethod = (typeof noticeServiceMethods)[number];

/**
 * How the notice was served. A.R.S. § 33-992.02 allows personal delivery, first class mail with a certificate of
 * mailing, and registered or certified mail; the office uses the two it can prove: a tracking number, or a hand.
 */
export const NOTICE_METHOD_LABELS: Record<NoticeServiceMethod, string> = {
  certified_mail: "Certified mail",
  hand_delivery: "Hand delivery",
};

/** The job page's lien forms, by the `intent` their buttons post. */
export const LIEN_PAGE_FORMS = ["lien", "notice-service"] as const;
export type LienPageForm = (typeof LIEN_PAGE_FORMS)[number];

/** A page's reply, unless it is a lien form's: what the job page's other forms read. */
export function otherThanLien<R extends { form: string }>(reply: R | undefined) {
  if (!reply || (LIEN_PAGE_FORMS as readonly string[]).includes(reply.form)) return undefined;
  return reply as Exclude<R, { form: LienPageForm }>;
}

export const LIEN_LIMITS = {
  name: 200,
  address: 500,
  apn: 1000,
  trackingNumber: 40,
  /** How long before the first day of work a notice may have been served: a notice goes out with the contract. */
  servedBeforeFirstDayDays: 180,
  /** A service with no first day of work yet reaches this far back. */
  servedBackYears: 2,
} as const;

export const LIEN_MESSAGES = {
  ownerNameRequired: "Enter the property owner's name",
  ownerAddressRequired: "Enter the property owner's address",
  lenderAddressWithoutName: "Enter the lender's name, or clear its address",
  tooLong: (what: string, max: number) => `${what} is at most ${max} characters`,
  saved: "Lien information saved",
  servedOnRequired: "Enter the date the notice was served",
  servedOnInvalid: "Enter a real date (YYYY-MM-DD)",
  servedOnInFuture: "The date served cannot be in the future",
  servedOnTooEarly: (earliest: string) => `The date served cannot be before ${earliest}`,
  methodRequired: "Choose how the notice was served",
  trackingRequired: "Enter the tracking number of the certified mail",
  trackingInvalid: "The tracking number takes letters, digits and spaces only",
  noLienInformation: "Save the owner's lien information before recording service",
  served: "Service of the preliminary notice recorded",
  noticeNeedsOwner: "No such job, or its owner is not entered yet: save the lien information first",
} as const;
