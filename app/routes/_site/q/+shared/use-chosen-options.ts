import { useState } from "react";
import { amountsDue, formatCents, quoteTotals } from "~/quotes/money";
import type { QuotePageView } from "~/quotes/quote-page.server";

export type ChosenOptions = ReturnType<typeof useChosenOptions>;

/**
 * The optional items ticked on the customer's page and the totals they make, worked out in the browser by the same
 * integer-cents rules as the server (money.ts), so the total follows each tick without a request. The server's choice
 * is the start: a new one (after "Update total") starts afresh.
 */
export function useChosenOptions(quote: Pick<QuotePageView, "items" | "pricing" | "version">) {
  const stored = quote.items.filter((item) => item.chosen).map((item) => item.id);
  const storedKey = `${quote.version}:${stored.join(",")}`;
  const [state, setState] = useState({ key: storedKey, chosen: stored });
  const chosen = state.key === storedKey ? state.chosen : stored;
  const { items, taxRateBps, taxClassification, deposit, paidCents } = quote.pricing;
  const totals = quoteTotals(items, chosen, taxRateBps, deposit, taxClassification);
  const due = amountsDue(totals, paidCents);
  return {
    chosen,
    isChosen: (id: string) => chosen.includes(id),
    choose(id: string, checked: boolean) {
      const next = chosen.filter((other) => other !== id);
      setState({ key: storedKey, chosen: checked ? [...next, id] : next });
    },
    totals: {
      subtotal: formatCents(totals.subtotalCents),
      // Prime contracting's label names the subtotal, so it follows the ticks too.
      taxLabel: totals.taxLabel,
      tax: formatCents(totals.taxCents),
      total: formatCents(totals.totalCents),
      depositDue: formatCents(due.depositDueCents),
      balance: formatCents(due.balanceCents),
    },
  };
}
