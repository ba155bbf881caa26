import { Link } from "react-router";
import type { EstimateAgendaItem } from "~/estimates/estimate-admin";
import { formatShortDate, formatTime } from "~/utils/dates";

/**
 * One of the dashboard's lists of requests to act on today ("Follow-ups due", "Site visits today"): each with its
 * name, service and date or time, linking to the request; the empty text when there is none.
 */
export function EstimateAgenda({
  id,
  title,
  items,
  empty,
  show,
  more,
}: {
  id: string;
  title: string;
  items: EstimateAgendaItem[];
  empty: string;
  show: "date" | "time";
  /** The estimates list narrowed to these, when it can be. */
  more?: { to: string; label: string };
}) {
  return (
    <section className="panel estimate-agenda" aria-labelledby={id}>
      <h2 id={id}>
        {title} ({items.length})
      </h2>
      {items.length ? (
        <ul className="ruled-list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/admin/estimates/${item.id}`}>{item.name}</Link>
              <span>: {item.service}</span>
              <span className="muted">
                {" · "}
                <time dateTime={item.when}>
                  {show === "date" ? formatShortDate(item.when) : formatTime(item.when)}
                </time>
              </span>
              {item.note ? <span className="muted"> · Crew: {item.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty}</p>
      )}
      {more && items.length ? (
        <p>
          <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
