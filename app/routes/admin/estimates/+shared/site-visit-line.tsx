import { formatLongDate, formatTime } from "~/utils/dates";

/** "Site visit: March 4, 2026 at 9:30 AM" and the crew's note, or nothing without a visit. */
export function SiteVisitLine({ at, note }: { at: string | null; note: string }) {
  if (!at) return null;
  return (
    <p className="site-visit-line">
      <span className="site-visit-when">
        Site visit:{" "}
        <time dateTime={at}>
          {formatLongDate(at)} at {formatTime(at)}
        </time>
      </span>
      {note ? <span className="site-visit-note"> · Crew: {note}</span> : null}
    </p>
  );
}
