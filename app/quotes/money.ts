// Quote money, for the server and the browser alike: amounts are integer cents, rates basis points (8.6% = 860),
// quantities thousandths of a unit (2.5 = 2500). The arithmetic runs on BigInt and rounds half up once per amount, so
// the page, the mail, the PDF and the API always show the same cents. No Intl: the customer's page may format
// totals in the browser, where the first Intl formatter costs a phone 100 ms (docs/performance-log.md).

import { formatCents, parseDecimal } from "~/utils/decimal-text";
import { computeTax, rateThousandthsFromBps, type TaxClassification } from "./tax-classification";

export { formatCents, parseDecimal };

/** The most a quote may total: far above any job, far below where the arithmetic stops being exact. */
export const MAX_QUOTE_TOTAL_CENTS = 100_000_000_00;

const BPS_PER_WHOLE = 10_000n;
const MILLI_PER_UNIT = 1000n;

/** a × b ÷ divisor, rounded half up (every amount here is zero or more). */
function mulDivRound(a: bigint, b: bigint, divisor: bigint) {
  return (a * b * 2n + divisor) / (divisor * 2n);
}

/** 860 → "8.6"; 2500 → "25": a rate in basis points as the percent a person types. */
export function bpsToPercentText(bps: number) {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 2500 → "2.5": a quantity in thousandths as a person reads it. */
export function milliToQuantityText(milli: number) {
  const whole = Math.floor(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${String(whole).replace(/\B(?=(\d{3})+$)/g, ",")}${fraction ? `.${fraction}` : ""}`;
}

/** A number sent by an API client as an integer in units of 10^-`decimals`; null when it has more decimals. */
export function scaleNumber(value: number, decimals: number): number | null {
  const scaled = Math.round(value * 10 ** decimals);
  return Math.abs(scaled - value * 10 ** decimals) < 1e-6 && Number.isSafeInteger(scaled) ? scaled : null;
}

export type PricedItem = { id: string; quantityMilli: number; unitPriceCents: number; optional: boolean };
export type Deposit = { type: "percent" | "fixed"; value: number };

/** One line's amount: quantity × unit price, rounded to the cent. */
export const lineAmountCents = (item: Pick<PricedItem, "quantityMilli" | "unitPriceCents">) =>
  Number(mulDivRound(BigInt(item.quantityMilli), BigInt(item.unitPriceCents), MILLI_PER_UNIT));

export type QuoteTotals = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  /** What the rate applied to: the subtotal, 65% of it for prime contracting, 0 for MRRA. */
  taxBaseCents: number;
  /** "Tax (8.6%)", "Tax (8.300% on 65% of $38,405.00)"; null for MRRA, which has no tax line. */
  taxLabel: string | null;
  /** The line an MRRA document prints instead of a tax line; null otherwise. */
  taxNotice: string | null;
};

/**
 * The totals of a quote for the optional items chosen: the subtotal counts the required items and the chosen optional
 * ones (an unchosen option is shown but not counted), tax follows the quote's Arizona classification
 * (tax-classification.ts; the subtotal rule unless told) and the deposit applies to the total (a fixed deposit never
 * above it).
 */
export function quoteTotals(
  items: readonly PricedItem[],
  chosenIds: readonly string[],
  taxRateBps: number,
  deposit: Deposit,
  classification: TaxClassification = "subtotal",
): QuoteTotals {
  let subtotal = 0n;
  for (const item of items) {
    if (item.optional && !chosenIds.includes(item.id)) continue;
    subtotal += mulDivRound(BigInt(item.quantityMilli), BigInt(item.unitPriceCents), MILLI_PER_UNIT);
  }
  const taxLine = computeTax({
    classification,
    rateThousandths: rateThousandthsFromBps(taxRateBps),
    subtotalCents: Number(subtotal),
  });
  const tax = BigInt(taxLine.taxCents);
  const total = subtotal + tax;
  const depositCents =
    deposit.type === "percent"
      ? mulDivRound(total, BigInt(deposit.value), BPS_PER_WHOLE)
      : BigInt(Math.min(deposit.value, Number(total)));
  return {
    subtotalCents: Number(subtotal),
    taxCents: Number(tax),
    totalCents: Number(total),
    depositCents: Number(depositCents),
    taxBaseCents: taxLine.taxBaseCents,
    taxLabel: taxLine.label,
    taxNotice: taxLine.notice,
  };
}

/**
 * What is still owed: the rest of the deposit first, then the balance. `depositDueCents + balanceCents + paid` is the
 * total; a payment beyond the deposit lowers the balance.
 */
export function amountsDue(totals: Pick<QuoteTotals, "totalCents" | "depositCents">, paidCents: number) {
  const depositDueCents = Math.max(0, totals.depositCents - paidCents);
  return { depositDueCents, balanceCents: Math.max(0, totals.totalCents - paidCents - depositDueCents) };
}
