// The dashboard's "Quotes needing attention" panel, as it reads: each list's quotes with their amount and day as text.
import { formatCents } from "~/quotes/money";
import { quotesNeedingAttention, type AttentionQuote } from "~/quotes/quotes-needing-attention.server";
import { formatLongDate, formatShortDate } from "~/utils/dates";

const line = (quote: AttentionQuote, note: string) => ({
  id: quote.id,
  reference: quote.reference,
  customerName: quote.customerName,
  when: quote.when,
  note,
});

export function quotesAttentionPanel(now = new Date()) {
  const lists = quotesNeedingAttention(now);
  return {
    count: lists.count,
    kinds: [
      {
        key: "changes-requested",
        title: "Changes requested",
        empty: "No customer is waiting for a new version.",
        quotes: lists.changesRequested.map((quote) =>
          line(quote, `valid until ${formatLongDate(quote.when)}`),
        ),
      },
      {
        key: "awaiting-deposit",
        title: "Signed, awaiting deposit",
        empty: "No signed quote waits for its deposit.",
        quotes: lists.awaitingDeposit.map((quote) =>
          line(quote, `${formatCents(quote.cents ?? 0)} deposit due, signed ${formatShortDate(quote.when)}`),
        ),
      },
      {
        key: "deposits-this-week",
        title: "Deposits received this week",
        empty: "No deposit came in this week.",
        quotes: lists.depositsThisWeek.map((quote) =>
          line(quote, `${formatCents(quote.cents ?? 0)} received ${formatShortDate(quote.when)}`),
        ),
      },
      {
        key: "expiring",
        title: "Expiring in 3 days",
        empty: "No sent quote expires in the next 3 days.",
        quotes: lists.expiringSoon.map((quote) => line(quote, `valid until ${formatLongDate(quote.when)}`)),
      },
    ],
  };
}

export type QuotesAttentionPanelData = ReturnType<typeof quotesAttentionPanel>;
