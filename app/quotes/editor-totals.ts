// The quote editor's money as the office types it: each line's amount and the quote's subtotal, tax, total, deposit
// and balance, read from the editor's own fields (dollars, percents) with the schema's parsing and summed by the
// server's arithmetic (money.ts). Browser-safe: the editor shows them live with JavaScript, and the server renders
// them after "Update totals" without it. The stored quote's totals remain the server's, computed on save.
import { formatCents, lineAmountCents, parseDecimal, quoteTotals, type PricedItem } from "./money";
import { isTaxClassification } from "./tax-classification";

/** What the editor's money fields hold, as typed. */
export type TypedMoney = {
  items?: readonly { quantity?: unknown; unitPrice?: unknown; optional?: unknown }[] | null;
  taxRate?: unknown;
  taxClassification?: unknown;
  depositType?: unknown;
  deposit?: unknown;
};

type EditorTotals = {
  /** Each line's amount ("$2,160.00"), or null while its quantity or price is not a number yet. */
  lines: (string | null)[];
  /** The optional lines' sum: offered, not counted until the customer adds them. */
  options: string | null;
  subtotal: string;
  /** The tax line as the quote will print it ("Tax (8.6%)"); null for no tax (no tax line is shown). */
  tax: { label: string; amount: string } | null;
  total: string;
  deposit: string;
  balance: string;
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
/** Read as the editor's schema reads it: an empty field is zero, a trailing % is allowed. */
const typed = (value: unknown, decimals: number) =>
  parseDecimal(text(value).replace(/%$/, "") || "0", decimals);

/** The totals of what is typed; a field that is not a number yet counts as zero (its error comes on save). */
export function editorTotals(money: TypedMoney): EditorTotals {
  const items = money.items ?? [];
  const priced: (PricedItem | null)[] = items.map((item, index) => {
    const quantityMilli = parseDecimal(text(item.quantity), 3);
    const unitPriceCents = parseDecimal(text(item.unitPrice), 2);
    if (quantityMilli === null || unitPriceCents === null) return null;
    return { id: String(index), quantityMilli, unitPriceCents, optional: item.optional === "on" };
  });
  const counted = priced.filter((item): item is PricedItem => item !== null);
  const taxRateBps = typed(money.taxRate, 2) ?? 0;
  const depositValue = typed(money.deposit, 2) ?? 0;
  const depositType = money.depositType === "fixed" ? "fixed" : "percent";
  const classification = isTaxClassification(money.taxClassification) ? money.taxClassification : "subtotal";
  const totals = quoteTotals(
    counted,
    [],
    taxRateBps,
    { type: depositType, value: depositValue },
    classification,
  );
  const optional = counted.filter((item) => item.optional);
  const optionsCents = optional.reduce((sum, item) => sum + lineAmountCents(item), 0);
  return {
    lines: priced.map((item) => (item ? formatCents(lineAmountCents(item)) : null)),
    options: optional.length ? formatCents(optionsCents) : null,
    subtotal: formatCents(totals.subtotalCents),
    tax:
      totals.taxCents && totals.taxLabel
        ? { label: totals.taxLabel, amount: formatCents(totals.taxCents) }
        : null,
    total: formatCents(totals.totalCents),
    deposit: formatCents(totals.depositCents),
    balance: formatCents(totals.totalCents - totals.depositCents),
  };
}

/** The editor's money fields from its posted form (`items[0].quantity`, …), as the browser or the server has them. */
export function typedMoneyOf(form: FormData): TypedMoney {
  const items: Record<string, unknown>[] = [];
  for (const [name, value] of form) {
    const match = /^items\[(\d+)\]\.(quantity|unitPrice|optional)$/.exec(name);
    if (match) (items[Number(match[1])] ??= {})[match[2]] = value;
  }
  return {
    items: Array.from(items, (item) => item ?? {}),
    taxRate: form.get("taxRate"),
    taxClassification: form.get("taxClassification"),
    depositType: form.get("depositType"),
    deposit: form.get("deposit"),
  };
}
