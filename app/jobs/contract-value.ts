// A job's contract value: the total the customer accepted on the quote (from the stored signature, never recomputed)
// plus every approved change order's total (one that removes work is negative). A change order awaiting the
// customer's approval adds nothing. The one place the value is worked out: pages, mails, the API and invoices read it.

export type ContractParts = {
  acceptedTotalCents: number;
  /** The totals of the job's approved change orders. */
  approvedChangeOrderCents?: readonly number[];
};

export const contractValueCents = ({ acceptedTotalCents, approvedChangeOrderCents = [] }: ContractParts) =>
  approvedChangeOrderCents.reduce((sum, cents) => sum + cents, acceptedTotalCents);
