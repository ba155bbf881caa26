import { Link } from "react-router";
import type { MoneyPanel as MoneyPanelData } from "~/invoices/money-panel.server";
import { formatCents } from "~/quotes/money";
import { formatShortDate } from "~/utils/dates";
import { plural } from "~/utils/text";

/** The dashboard's "Money" panel: this month's invoiced and received, what is outstanding by age, what is overdue. */
export function MoneyPanel({ money }: { money: MoneyPanelData }) {
  const month = new Date(`${money.month}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <section className="panel money-panel" aria-labelledby="dashboard-money">
      <h2 id="dashboard-money">Money</h2>
      <dl className="money-figures">
        <div>
          <dt>Invoiced in {month}</dt>
          <dd>{formatCents(money.invoicedCents)}</dd>
        </div>
        <div>
          <dt>Received in {month}</dt>
          <dd>{formatCents(money.receivedCents)}</dd>
        </div>
        <div>
          <dt>Outstanding</dt>
          <dd>{formatCents(money.outstandingCents)}</dd>
        </div>
      </dl>
      <div className="data-table-scroll">
        <table className="money-ageing">
          <caption>Outstanding by days past the due date</caption>
          <thead>
            <tr>
              {money.buckets.map((bucket) => (
                <th key={bucket.label} scope="col">
                  {bucket.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {money.buckets.map((bucket) => (
                <td key={bucket.label}>
                  {formatCents(bucket.cents)}
                  <span className="muted"> ({plural(bucket.count, "invoice", "invoices")})</span>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <h3 id="dashboard-overdue">Overdue invoices ({money.overdueCount})</h3>
      {money.overdue.length ? (
        <ul className="ruled-list" aria-labelledby="dashboard-overdue">
          {money.overdue.map((invoice) => (
            <li key={invoice.id}>
              <Link to={`/admin/invoices/${invoice.id}`}>{invoice.reference}</Link>
              <span>: {invoice.customer}</span>
              <span className="muted">
                {" · "}
                {formatCents(invoice.owedCents)} due{" "}
                <time dateTime={invoice.dueOn}>{formatShortDate(invoice.dueOn)}</time> (
                {plural(invoice.daysOverdue, "day", "days")} overdue)
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No invoice is overdue.</p>
      )}
      {money.overdueMore ? (
        <p>
          <Link to="/admin/invoices?sort=dueOn&dir=asc">
            {plural(money.overdueMore, "more", "more")} in Invoices
          </Link>
        </p>
      ) : null}
    </section>
  );
}
