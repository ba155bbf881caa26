// The week the schedule shows (/admin/schedule?week=2026-W49), Monday to Sunday in Arizona time: a row per crew and
// one "Unassigned", each job on every day it runs, and the same jobs as a list by day for a phone. Cancelled jobs
// leave the schedule. One query reads the week.
import { listCrews } from "~/crews/crew-records.server";
import {
  addCalendarDays,
  arizonaDay,
  formatLongDate,
  isoWeekOf,
  mondayOfIsoWeek,
  weekdayName,
} from "~/utils/dates";
import { jobLocation } from "./job-calendar.server";
import { JOB_STATUS_LABELS, jobTitle, OPEN_JOB_STATUSES, type JobStatus } from "./job-options";
import { listJobs, type JobSummary } from "./job-records.server";

const SHOWN: JobStatus[] = [...OPEN_JOB_STATUSES, "completed", "closed"];

/** What a job shows on the schedule, and what the drag and drop posts when it moves (the whole schedule form). */
function scheduleJobOf(job: JobSummary) {
  return {
    id: job.id,
    reference: job.reference,
    title: jobTitle({
      reference: job.reference,
      customerName: job.quote.customerName,
      service: job.quote.service,
    }),
    customerName: job.quote.customerName,
    service: job.quote.service,
    site: jobLocation(job),
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status],
    window: job.arrivalStart && job.arrivalEnd ? `${job.arrivalStart}–${job.arrivalEnd}` : null,
    crewName: job.crew?.name ?? "Unassigned",
    movable: job.status === "scheduled" || job.status === "on_hold",
    form: {
      startDate: job.startDate,
      endDate: job.endDate,
      arrivalStart: job.arrivalStart ?? "",
      arrivalEnd: job.arrivalEnd ?? "",
      crewId: job.crewId ?? "",
      crewNote: job.crewNote,
    },
  };
}

export type ScheduleJob = ReturnType<typeof scheduleJobOf>;

/** The week a `?week=` names, or this week in Arizona for anything else. */
function weekOf(param: string | null, now = new Date()) {
  const thisWeek = isoWeekOf(arizonaDay(now));
  const monday = (param && mondayOfIsoWeek(param)) || mondayOfIsoWeek(thisWeek)!;
  return { week: isoWeekOf(monday), monday, thisWeek };
}

export function weekSchedule(param: string | null, now = new Date()) {
  const { week, monday, thisWeek } = weekOf(param, now);
  const today = arizonaDay(now);
  const sunday = addCalendarDays(monday, 6);
  const days = Array.from({ length: 7 }, (_, index) => {
    const day = addCalendarDays(monday, index);
    return { day, weekday: weekdayName(day), label: formatLongDate(day), today: day === today };
  });
  const jobs = listJobs({ from: monday, to: sunday, statuses: SHOWN }, { byStart: true });
  const on = (day: string, list: JobSummary[]) =>
    list.filter((job) => job.startDate <= day && job.endDate >= day).map(scheduleJobOf);
  const rowOf = (id: string, name: string, list: JobSummary[]) => ({
    id,
    name,
    days: days.map(({ day }) => ({ day, jobs: on(day, list) })),
  });
  const crews = listCrews();
  const rows = [
    ...crews.map((crew) =>
      rowOf(
        crew.id,
        crew.name,
        jobs.filter((job) => job.crewId === crew.id),
      ),
    ),
    rowOf(
      "",
      "Unassigned",
      jobs.filter((job) => !job.crewId),
    ),
  ];
  return {
    week,
    weekNumber: Number(week.slice(6)),
    isThisWeek: week === thisWeek,
    range: `${formatLongDate(monday)} to ${formatLongDate(sunday)}`,
    previous: isoWeekOf(addCalendarDays(monday, -7)),
    next: isoWeekOf(addCalendarDays(monday, 7)),
    thisWeek,
    days,
    rows,
    byDay: days.map(({ day, weekday, label, today: isToday }) => ({
      day,
      weekday,
      label,
      today: isToday,
      jobs: on(day, jobs),
    })),
    jobCount: jobs.length,
  };
}

export type WeekSchedule = ReturnType<typeof weekSchedule>;
