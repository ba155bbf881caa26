import { Link } from "react-router";
import type { QuotesAttentionPanelData } from "./quotes-attention.server";

/**
 * The dashboard's "Quotes needing attention": changes requested, signed quotes whose deposit is due, deposits received
 * this week and sent quotes about to expire, each quote linked to its page.
 */
export function QuotesAttentionPanel({ panel }: { panel: QuotesAttentionPanelData }) {
  return (
    <section className="panel quotes-attention" aria-labelledby="dashboard-quotes">
      <h2 id="dashboard-quotes">Quotes needing attention ({panel.count})</h2>
      {panel.kinds.map((kind) => {
        const headingId = `dashboard-quotes-${kind.key}`;
        return (
          <section key={kind.key} aria-labelledby={headingId}>
            <h3 id={headingId}>
              {kind.title} ({kind.quotes.length})
            </h3>
            {kind.quotes.length ? (
              <ul className="ruled-list">
                {kind.quotes.map((quote) => (
                  <li key={quote.id}>
                    <Link to={`/admin/quotes/${quote.id}`}>{quote.reference}</Link>
                    <span>: {quote.customerName}</span>
                    <span className="muted"> · {quote.note}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{kind.empty}</p>
            )}
          </section>
        );
      })}
    </section>
  );
}
