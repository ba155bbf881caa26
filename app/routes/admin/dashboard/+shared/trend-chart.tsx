import { TableHead } from "~/components/table-head";
import { formatShortDate } from "~/utils/dates";

type WeekCount = { weekStart: string; count: number };

/**
 * A small bar chart of weekly counts, drawn as SVG on the server (no JavaScript needed). Screen readers get a
 * summary and the numbers as a table.
 */
export function TrendChart({ label, weeks }: { label: string; weeks: WeekCount[] }) {
  const width = 132;
  const height = 36;
  const gap = 2;
  const barWidth = (width - gap * (weeks.length - 1)) / Math.max(1, weeks.length);
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const last = weeks[weeks.length - 1]?.count ?? 0;
  const summary = `${label}: ${total} in the last ${weeks.length} weeks, ${last} this week`;
  return (
    <figure className="trend-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={summary}>
        <title>{summary}</title>
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="trend-axis" />
        {weeks.map((week, index) => {
          const barHeight = week.count === 0 ? 0 : Math.max(2, (week.count / max) * (height - 4));
          return (
            <rect
              key={week.weekStart}
              x={index * (barWidth + gap)}
              y={height - 1 - barHeight}
              width={barWidth}
              height={barHeight}
              className={index === weeks.length - 1 ? "trend-bar trend-bar-current" : "trend-bar"}
            >
              <title>{`Week of ${formatShortDate(week.weekStart)}: ${week.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        {total} in {weeks.length} weeks · {last} this week
      </figcaption>
      {/* A table ignores the 1px box of .visually-hidden (it grows to fit its rows), so a wrapper hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{label} per week</caption>
          <TableHead columns={["Week of", "Count"]} />
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <td>{formatShortDate(week.weekStart)}</td>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
