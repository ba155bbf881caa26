// The "Message to the customer" of the latest sending, as the customer's page shows it: the office's answer to a
// request for changes stays beside the quote it came with, and the next sending (with or without one) replaces it.
import { formatLongDate } from "~/utils/dates";
import type { QuoteRecord } from "./quote-records.server";

export type QuoteOfficeMessage = { text: string; sentOn: string };

export function latestOfficeMessage(quote: Pick<QuoteRecord, "events">): QuoteOfficeMessage | null {
  const sending = quote.events.findLast((event) => event.type === "sent");
  const text = sending?.detail?.message;
  return sending && typeof text === "string" && text ? { text, sentOn: formatLongDate(sending.at) } : null;
}
