import { useState, type DragEvent } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import type { ScheduleJob, WeekSchedule } from "~/jobs/job-schedule.server";
import { CSRF_FIELD } from "~/security/csrf";
import { addCalendarDays, calendarDaysBetween } from "~/utils/dates";
import { useHydrated } from "~/utils/use-hydrated";

const DRAG_TYPE = "application/x-job";

/** A job on the schedule: its reference and customer, linking to its page. */
function JobChip({ job, draggable }: { job: ScheduleJob; draggable: boolean }) {
  const canDrag = draggable && job.movable;
  return (
    <Link
      to={`/admin/jobs/${job.id}`}
      className={`schedule-job schedule-job-${job.status}`}
      draggable={canDrag || undefined}
      onDragStart={
        canDrag
          ? (event) => {
              event.dataTransfer.setData(DRAG_TYPE, job.id);
              event.dataTransfer.effectAllowed = "move";
            }
          : undefined
      }
    >
      <span className="schedule-job-title">{job.reference}</span> {job.customerName}
      {job.service ? <span className="schedule-job-detail"> – {job.service}</span> : null}
      {job.window ? <span className="schedule-job-detail"> · {job.window}</span> : null}
      {job.status !== "scheduled" ? <span className="schedule-job-detail"> · {job.statusLabel}</span> : null}
    </Link>
  );
}

/**
 * Dragging a job to another day or crew (with JavaScript only): posts the job's whole schedule form, moved by the
 * same number of days, to its reschedule page, exactly as "Save changes" there would; the server decides.
 */
function useJobDrop(schedule: WeekSchedule) {
  const fetcher = useFetcher<{ result?: { error?: Record<string, string[] | null> } }>();
  const root = useRouteLoaderData("root") as { csrf?: string } | undefined;
  const jobs = new Map(
    schedule.rows.flatMap((row) => row.days.flatMap((day) => day.jobs)).map((job) => [job.id, job]),
  );
  const [over, setOver] = useState<string | null>(null);
  const refusal = fetcher.data?.result?.error?.[""]?.[0] ?? null;

  const drop = (crewId: string, day: string) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const job = jobs.get(event.dataTransfer.getData(DRAG_TYPE));
    if (!job) return;
    const shift = calendarDaysBetween(job.form.startDate, day);
    if (shift === 0 && crewId === job.form.crewId) return;
    const form = new FormData();
    form.set(CSRF_FIELD, root?.csrf ?? "");
    for (const [name, value] of Object.entries(job.form)) form.set(name, value);
    form.set("startDate", addCalendarDays(job.form.startDate, shift));
    form.set("endDate", addCalendarDays(job.form.endDate, shift));
    form.set("crewId", crewId);
    form.set("intent", "schedule");
    const back = encodeURIComponent(`/admin/schedule?week=${schedule.week}`);
    void fetcher.submit(form, { method: "post", action: `/admin/jobs/${job.id}/edit?back=${back}` });
  };

  const target = (crewId: string, day: string) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      setOver(`${crewId}|${day}`);
    },
    onDragLeave: () => setOver(null),
    onDrop: drop(crewId, day),
    "data-drop-over": over === `${crewId}|${day}` || undefined,
  });
  return { target, refusal, busy: fetcher.state !== "idle" };
}

/** From 768 px: the week as a table, a row per crew, a column per day. */
export function ScheduleGrid({ schedule }: { schedule: WeekSchedule }) {
  const hydrated = useHydrated();
  const { target, refusal, busy } = useJobDrop(schedule);
  return (
    <div className="schedule-grid-wrap">
      {refusal ? (
        <div className="admin-error" role="alert">
          <p>The job was not moved: {refusal}</p>
        </div>
      ) : null}
      {hydrated ? (
        <p className="muted schedule-hint" aria-live="polite">
          {busy
            ? "Moving the job..."
            : "Drag a job to another day or crew to move it, or open it to reschedule."}
        </p>
      ) : null}
      <div className="data-table-scroll">
        <table className="schedule-grid">
          <caption className="visually-hidden">Jobs of week {schedule.weekNumber} by crew and day</caption>
          <thead>
            <tr>
              <th scope="col">Crew</th>
              {schedule.days.map((day) => (
                <th key={day.day} scope="col" className={day.today ? "schedule-today" : undefined}>
                  <time dateTime={day.day}>
                    {day.weekday}
                    <span className="schedule-date">{day.label.replace(/, \d{4}$/, "")}</span>
                  </time>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {schedule.rows.map((row) => (
              <tr key={row.id || "unassigned"}>
                <th scope="row">{row.name}</th>
                {row.days.map((cell) => (
                  <td key={cell.day} {...(hydrated ? target(row.id, cell.day) : {})}>
                    {cell.jobs.map((job) => (
                      <JobChip key={job.id} job={job} draggable={hydrated} />
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Below 768 px: the week as a list by day, each job with its crew. */
export function ScheduleDays({ schedule }: { schedule: WeekSchedule }) {
  return (
    <div className="schedule-days">
      {schedule.byDay.map((day) => (
        <section key={day.day} aria-labelledby={`schedule-day-${day.day}`} className="schedule-day">
          <h3 id={`schedule-day-${day.day}`}>
            {day.weekday}, {day.label}
            {day.today ? " (today)" : ""}
          </h3>
          {day.jobs.length ? (
            <ul>
              {day.jobs.map((job) => (
                <li key={job.id}>
                  <JobChip job={job} draggable={false} />
                  <span className="schedule-job-crew">{job.crewName}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">No jobs</p>
          )}
        </section>
      ))}
    </div>
  );
}
