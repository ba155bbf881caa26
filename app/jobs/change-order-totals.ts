// A change order's money (browser-safe, integer cents): each line is quantity × unit price, where the price may be
// below zero for work removed; the tax follows the quote's rule through computeTax, and the total is what the change
// adds to the contract once approved (below zero for a credit).
import { lineAmountCents } from "~/quotes/money";
import { computeTax, type TaxClassification } from "~/quotes/tax-classification";

export type ChangeOrderLine = {
  description: string;
  quantityMilli: number;
  unit: string;
  /** Below zero for work removed. */
  unitPriceCents: number;
};

export type ChangeOrderTaxRule = { classification: TaxClassification; rateThousandths: number };

export type ChangeOrderTotals = {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The tax line's label, or null (MRRA, which prints `taxNotice` instead). */
  taxLabel: string | null;
  taxNotice: string | null;
};

/** A line's amount: the magnitude rounded once, half up, then its sign, so a credit mirrors the charge it undoes. */
export const changeOrderLineCents = (line: Pick<ChangeOrderLine, "quantityMilli" | "unitPriceCents">) => {
  const magnitude = lineAmountCents({
    quantityMilli: line.quantityMilli,
    unitPriceCents: Math.abs(line.unitPriceCents),
  });
  return line.unitPriceCents < 0 ? -magnitude : magnitude;
};

export function changeOrderTotals(
  lines: readonly ChangeOrderLine[],
  tax: ChangeOrderTaxRule,
): ChangeOrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + changeOrderLineCents(line), 0);
  const line = computeTax({ ...tax, subtotalCents });
  return {
    subtotalCents,
    taxCents: line.taxCents,
    totalCents: subtotalCents + line.taxCents,
    taxLabel: line.label,
    taxNotice: line.notice,
  };
}
