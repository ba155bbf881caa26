/**
 * The office's "Message to the customer" that came with the latest sending: its answer to what the customer asked,
 * set apart under the heading (its HTML is made and escaped on the server).
 */
export const OfficeMessage = ({ html }: { html: string | null }) =>
  html ? (
    <section
      className="quote-card"
      aria-labelledby="quote-office-message"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : null;
