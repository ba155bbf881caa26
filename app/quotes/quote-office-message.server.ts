// The "Message to the customer" of the latest sending, as the customer's page shows it: the office's answer to a
// request for changes stays beside the quote it came with, and the next sending (with or without one) replaces it.
// Drawn here as escaped HTML, so the page's own JavaScript does not grow for it (the page has a byte budget).
import { formatLongDate } from "~/utils/dates";
import { escapeHtml } from "~/utils/html";
import type { QuoteRecord } from "./quote-records.server";

export function officeMessageHtml(quote: Pick<QuoteRecord, "events">, company: string): string | null {
  const sending = quote.events.findLast((event) => event.type === "sent");
  const text = sending?.detail?.message;
  if (!sending || typeof text !== "string" || !text) return null;
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`);
  return [
    `<h2 id="quote-office-message">Message from ${escapeHtml(company)}</h2>`,
    `<p class="muted">Sent with this quote on ${formatLongDate(sending.at)}</p>`,
    ...lines,
  ].join("");
}
