import type { QuoteOfficeMessage } from "~/quotes/quote-office-message.server";

/**
 * The office's "Message to the customer" that came with the latest sending: its answer to what the customer asked,
 * set apart under the heading, each line of it as typed.
 */
export function OfficeMessage({ message, company }: { message: QuoteOfficeMessage | null; company: string }) {
  if (!message) return null;
  return (
    <section className="quote-card quote-office-message" aria-labelledby="quote-office-message">
      <h2 id="quote-office-message">Message from {company}</h2>
      <p className="muted">Sent with this quote on {message.sentOn}</p>
      {message.text
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line, index) => (
          <p key={index}>{line}</p>
        ))}
    </section>
  );
}
