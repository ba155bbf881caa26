// An invoice's money against its contract, pure and in integer cents. The contract value is the accepted quote's
// total (tax included, by its classification); the deposit paid on the quote is a credit the invoices apply, first
// come first; a progress invoice may withhold retention, which the final invoice releases. Whatever the sequence, the
// invoices never bill more than the contract value, and the final one bills exactly what is left, to the cent: the
// amounts due plus the deposit then add up to the contract value (invoice-money.test.ts holds it for any sequence).
import { computeTax, type TaxClassification } from "~/quotes/tax-classification";

export type InvoiceContract = {
  /** The signed quote's subtotal and total (tax included), in cents. */
  subtotalCents: number;
  totalCents: number;
  classification: TaxClassification;
  /** Thousandths of a percent (8.3% = 8300). */
  rateThousandths: number;
  /** What the customer paid on the quote (the deposit): credited to the invoices. */
  depositPaidCents: number;
};

/** What an earlier invoice (not void) took of the contract. */
export type BilledInvoice = {
  kind: "progress" | "final";
  subtotalCents: number;
  totalCents: number;
  retentionCents: number;
  creditsCents: number;
};

export type InvoiceAmounts = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  retentionCents: number;
  retentionReleasedCents: number;
  creditsCents: number;
  /** What the invoice asks the customer to pay before any payment: total − retention + released − credits. */
  payableCents: number;
};

const sum = (list: readonly BilledInvoice[], key: keyof Omit<BilledInvoice, "kind">) =>
  list.reduce((total, invoice) => total + invoice[key], 0);

/** What is still to bill of the contract (tax included), of its subtotal, and of the deposit to credit. */
export function contractBalance(contract: InvoiceContract, billed: readonly BilledInvoice[]) {
  return {
    leftToBillCents: contract.totalCents - sum(billed, "totalCents"),
    subtotalLeftCents: contract.subtotalCents - sum(billed, "subtotalCents"),
    depositLeftCents: Math.max(0, contract.depositPaidCents - sum(billed, "creditsCents")),
    retentionHeldCents: sum(billed, "retentionCents"),
    finalBilled: billed.some((invoice) => invoice.kind === "final"),
  };
}

/** a × bps ÷ 10,000, rounded half up (both zero or more). */
const shareOf = (cents: number, bps: number) =>
  Number((BigInt(cents) * BigInt(bps) * 2n + 10_000n) / 20_000n);

/** A percent of the contract's subtotal (basis points of 100%), as a progress invoice's subtotal. */
export const percentOfSubtotal = (contract: Pick<InvoiceContract, "subtotalCents">, percentBps: number) =>
  shareOf(contract.subtotalCents, percentBps);

export type ProgressRefusal = "nothing" | "tooMuch" | "finalBilled";

/**
 * A progress invoice of `subtotalCents` (before tax): its tax by the contract's classification, retention withheld
 * from its total, and the deposit still to credit applied. The invoice that bills the rest of the subtotal takes the
 * rest of the tax too, so tax rounded per invoice never adds up to a cent more or less than the contract's.
 */
export function progressAmounts(
  contract: InvoiceContract,
  billed: readonly BilledInvoice[],
  subtotalCents: number,
  retentionBps: number,
): InvoiceAmounts | ProgressRefusal {
  const balance = contractBalance(contract, billed);
  if (balance.finalBilled) return "finalBilled";
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents <= 0) return "nothing";
  if (subtotalCents > balance.subtotalLeftCents) return "tooMuch";
  const taxCents =
    subtotalCents === balance.subtotalLeftCents
      ? balance.leftToBillCents - subtotalCents
      : computeTax({
          classification: contract.classification,
          rateThousandths: contract.rateThousandths,
          subtotalCents,
        }).taxCents;
  const totalCents = subtotalCents + taxCents;
  if (taxCents < 0 || totalCents > balance.leftToBillCents) return "tooMuch";
  const retentionCents = shareOf(totalCents, retentionBps);
  const creditsCents = Math.min(balance.depositLeftCents, totalCents - retentionCents);
  return {
    subtotalCents,
    taxCents,
    totalCents,
    retentionCents,
    retentionReleasedCents: 0,
    creditsCents,
    payableCents: totalCents - retentionCents - creditsCents,
  };
}

/**
 * The final invoice: what is left of the contract value (its subtotal and tax), the retention held by the progress
 * invoices released, and the rest of the deposit credited. Null when a final invoice exists already.
 */
export function finalAmounts(
  contract: InvoiceContract,
  billed: readonly BilledInvoice[],
): InvoiceAmounts | null {
  const balance = contractBalance(contract, billed);
  if (balance.finalBilled) return null;
  const subtotalCents = balance.subtotalLeftCents;
  const totalCents = balance.leftToBillCents;
  const retentionReleasedCents = balance.retentionHeldCents;
  const creditsCents = Math.min(balance.depositLeftCents, totalCents + retentionReleasedCents);
  return {
    subtotalCents,
    taxCents: totalCents - subtotalCents,
    totalCents,
    retentionCents: 0,
    retentionReleasedCents,
    creditsCents,
    payableCents: totalCents + retentionReleasedCents - creditsCents,
  };
}

/** A payment as the money counts it: only cleared money is paid, less what was refunded of it. */
export type CountedPayment = {
  amountCents: number;
  status: "processing" | "cleared" | "failed" | "refunded";
  refundedCents?: number;
};

/** What of a payment counts as paid: a cleared one's amount less its refunds (a refunded one's is 0). */
export const netPaidCents = (payment: CountedPayment) =>
  payment.status === "cleared" || payment.status === "refunded"
    ? Math.max(0, payment.amountCents - (payment.refundedCents ?? 0))
    : 0;

/** What is due on an invoice after its cleared payments and their refunds (never below 0), and what is processing. */
export function invoiceDue(
  invoice: Pick<InvoiceAmounts, "payableCents">,
  payments: readonly CountedPayment[],
) {
  const paidCents = payments.reduce((total, payment) => total + netPaidCents(payment), 0);
  const processingCents = payments
    .filter((payment) => payment.status === "processing")
    .reduce((total, payment) => total + payment.amountCents, 0);
  return {
    paidCents,
    processingCents,
    amountDueCents: Math.max(0, invoice.payableCents - paidCents - processingCents),
  };
}
