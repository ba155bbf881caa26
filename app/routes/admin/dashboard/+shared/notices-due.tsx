import { Link } from "react-router";
import type { NoticesDue } from "~/jobs/notices-due.server";
import { LATE_NOTICE_LINE } from "~/jobs/preliminary-notice";
import { formatShortDate } from "~/utils/dates";

const daysLeftText = (days: number) => {
  if (days === 0) return "last day today";
  if (days > 0) return days === 1 ? "1 day left" : `${days} days left`;
  return days === -1 ? "overdue by 1 day" : `overdue by ${-days} days`;
};

/**
 * "Preliminary notices due" (A.R.S. § 33-992.01): the started jobs with no notice served, soonest first, each with
 * its last day and the days left; an overdue one is marked, with the line on what a late notice covers.
 */
export function NoticesDuePanel({ notices }: { notices: NoticesDue }) {
  const anyOverdue = notices.items.some((item) => item.overdue);
  return (
    <section className="panel estimate-agenda" aria-labelledby="dashboard-notices-due">
      <h2 id="dashboard-notices-due">Preliminary notices due ({notices.total})</h2>
      {notices.items.length ? (
        <ul className="ruled-list">
          {notices.items.map((item) => (
            <li key={item.jobId}>
              <Link to={`/admin/jobs/${item.jobId}#job-lien`}>{item.reference}</Link>
              <span>: {item.customerName}</span>
              <span className="muted">
                {" · last day "}
                <time dateTime={item.dueOn}>{formatShortDate(item.dueOn)}</time>
                {" · "}
              </span>
              {item.overdue ? (
                <strong className="lien-overdue">Overdue: {daysLeftText(item.daysLeft)}</strong>
              ) : (
                <span className="muted">{daysLeftText(item.daysLeft)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No preliminary notice is due.</p>
      )}
      {anyOverdue ? <p className="field-hint">{LATE_NOTICE_LINE}</p> : null}
    </section>
  );
}
