import { Link } from "react-router";
import type { EstimateQuote } from "~/quotes/quotes-of-estimate.server";

export const ESTIMATE_HAS_QUOTE_ID = "estimate-has-quote";

/** "This request already has quote Q-…": said beside "Write a quote", which it describes. */
export function EstimateHasQuote({ quotes }: { quotes: EstimateQuote[] }) {
  if (!quotes.length) return null;
  return (
    <p id={ESTIMATE_HAS_QUOTE_ID} className="estimate-has-quote">
      This request already has quote {quotes.map((quote) => quote.reference).join(", ")}.
    </p>
  );
}

/** The request's quotes, each with its status and total and a link to open it. */
export function EstimateQuotes({ quotes }: { quotes: EstimateQuote[] }) {
  if (!quotes.length) return null;
  return (
    <section className="panel" aria-labelledby="estimate-quotes">
      <h2 id="estimate-quotes">Quotes ({quotes.length})</h2>
      <ul className="ruled-list">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <Link to={`/admin/quotes/${quote.id}`}>{quote.reference}</Link>
            <span>
              {" "}
              · {quote.statusLabel} · {quote.total}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
