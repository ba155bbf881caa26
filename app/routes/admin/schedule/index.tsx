import { Link } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { weekSchedule } from "~/jobs/job-schedule.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import jobStyles from "~/styles/jobs-admin.css?url";
import { ScheduleDays, ScheduleGrid } from "./+shared/schedule-week";
import type { Route } from "./+types/index";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: jobStyles }];

// ?week=2026-W49 picks a week; anything else is this week, in Arizona time.
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { schedule: weekSchedule(url.searchParams.get("week")) };
}

/**
 * One week, Monday to Sunday: a row per crew and one "Unassigned", each job on its days and linking to its page. Below
 * 768 px a list by day. Without JavaScript a job moves from its page ("Reschedule"); with it, a job can also be
 * dragged to another day or crew, which posts the same form.
 */
export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { schedule } = loaderData;
  const title = `Schedule, week ${schedule.weekNumber}`;
  return (
    <>
      <AdminTitle page={title} />
      <AdminPageHeader title="Schedule">
        <Link to="/admin/jobs" className="button button-secondary">
          Jobs
        </Link>
      </AdminPageHeader>
      <nav className="schedule-nav" aria-label="Weeks">
        <Link to={`/admin/schedule?week=${schedule.previous}`} className="button button-secondary" rel="prev">
          Previous week
        </Link>
        <Link
          to={`/admin/schedule?week=${schedule.thisWeek}`}
          className="button button-secondary"
          aria-current={schedule.isThisWeek ? "page" : undefined}
        >
          This week
        </Link>
        <Link to={`/admin/schedule?week=${schedule.next}`} className="button button-secondary" rel="next">
          Next week
        </Link>
      </nav>
      <h2 className="schedule-title">
        Week {schedule.weekNumber}: {schedule.range}
      </h2>
      <ScheduleGrid schedule={schedule} />
      <ScheduleDays schedule={schedule} />
    </>
  );
}
