// Arizona's prompt pay act for private construction, owner to contractor (A.R.S. title 32, chapter 10, article 5,
// §§ 32-1181 to 32-1188; before renumbering §§ 32-1129 to 32-1129.07). Browser-safe data and pure functions; the
// sources are in docs/decisions (Arizona tax, liens and prompt pay).
//
// - § 32-1182: a billing is deemed approved and certified 14 days after the owner receives it unless the owner first
//   issues a written statement, in reasonable detail, of what it does not approve and why; payment is due 7 days after
//   approval. (§ 32-1183 is the contractor paying its subcontractors, which this product does not bill.)
// - § 32-1188: for the construction of a dwelling for an owner-occupant, § 32-1182 applies only if the statute's
//   legend, or substantially similar language, is on the front page of each billing.
import { addCalendarDays, formatLongDate } from "~/utils/dates";

/** § 32-1182: days after receipt before a billing is deemed approved. */
const PROMPT_PAY_APPROVAL_DAYS = 14;
/** § 32-1182: days after approval before payment is due. */
const PROMPT_PAY_PAYMENT_DAYS = 7;

export type PromptPayDates = { deemedApprovedOn: string; dueOn: string };

/**
 * The deemed-approval day and the day payment is due, for an invoice sent on `sentOn` (YYYY-MM-DD, Arizona). The
 * statute counts from the day the owner receives the billing; the invoice is e-mailed with its link the day it is
 * sent, so the day sent is the day received.
 */
export function promptPayDates(sentOn: string): PromptPayDates {
  const deemedApprovedOn = addCalendarDays(sentOn, PROMPT_PAY_APPROVAL_DAYS);
  return { deemedApprovedOn, dueOn: addCalendarDays(deemedApprovedOn, PROMPT_PAY_PAYMENT_DAYS) };
}

/** The invoice's line when the act applies to the job. */
export function promptPayInvoiceLine(dates: PromptPayDates): string {
  return (
    `Under the Arizona prompt pay act (A.R.S. § 32-1182), this invoice is deemed approved ${PROMPT_PAY_APPROVAL_DAYS} ` +
    `days after it was sent, on ${formatLongDate(dates.deemedApprovedOn)}, unless you object to it in writing before ` +
    `then, stating your reasons in reasonable detail. Payment is due ${PROMPT_PAY_PAYMENT_DAYS} days after approval, ` +
    `on ${formatLongDate(dates.dueOn)}.`
  );
}

/**
 * § 32-1188(A): the legend for the front page of each billing to an owner-occupant, in clear and conspicuous type.
 * The statute's own words, its line breaks as the heading and the parenthesis.
 */
export const OWNER_OCCUPANT_PROMPT_PAY_NOTICE = {
  heading: "Notice to owner of applicability of Arizona prompt pay act",
  subheading: "(Notice required by Arizona Revised Statutes section 32-1188)",
  body:
    "Attention: Your obligations to pay your contractor are subject to the Arizona prompt pay act. That act is set " +
    "forth in title 32, chapter 10, article 5, Arizona Revised Statutes. The full text of the statutes are available " +
    "at your local public law library or on the internet. Under that act, you have the right to withhold all or a " +
    "portion of a payment to a contractor for a variety of reasons, including defective construction work that has " +
    "not been corrected. However, in order to do so, you must issue a written statement setting forth in reasonable " +
    "detail your reasons for withholding payments within fourteen (14) days after the date you receive a billing or " +
    "estimate. If you fail to issue the written statement within that period, the billing or estimate will be deemed " +
    "approved. Once the billing or estimate is deemed approved, you must pay the billing or estimate within seven (7) " +
    "days. Generally, you are limited by the act to withholding only an amount that is sufficient to pay the direct " +
    "costs and expenses you reasonably expect to incur to protect you from loss for which the contractor is " +
    "responsible. You are encouraged to read the act in full to know your obligations and rights.",
} as const;

export type PromptPayTerms = {
  dates: PromptPayDates;
  line: string;
  /** The § 32-1188 legend for the invoice's first page; null when the job is not an owner-occupant's dwelling. */
  firstPageNotice: typeof OWNER_OCCUPANT_PROMPT_PAY_NOTICE | null;
};

/**
 * What a sent invoice carries when the office says the act applies to the job: null when it does not. An
 * owner-occupied residence also gets the § 32-1188 legend, without which § 32-1182 would not apply to it.
 */
export function promptPayTerms(input: {
  applies: boolean;
  ownerOccupied: boolean;
  sentOn: string;
}): PromptPayTerms | null {
  if (!input.applies) return null;
  const dates = promptPayDates(input.sentOn);
  return {
    dates,
    line: promptPayInvoiceLine(dates),
    firstPageNotice: input.ownerOccupied ? OWNER_OCCUPANT_PROMPT_PAY_NOTICE : null,
  };
}
