import type { OpeningHours } from "~/db/schema";
import { WEEKDAY_ORDER, WEEKDAYS } from "./opening-hours";

// How the published hours read on the public site, and whether the office is open at a given moment. Pure functions:
// the contact page calls them on the server, the tests call them with any date.

/** Arizona keeps no daylight saving time; the office's clock is this zone's, wherever the server runs. */
const COMPANY_TIME_ZONE = "America/Phoenix";

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The weekday (0 = Sunday) and minutes since midnight of `date` on the clocks of `timeZone`. */
export function clockIn(date: Date, timeZone = COMPANY_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: weekdayIndex[part("weekday")] ?? 0,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the office is open at `date` (opening minute included, closing minute excluded). */
export function isOpenAt(hours: OpeningHours[], date: Date, timeZone = COMPANY_TIME_ZONE) {
  const { day, minutes } = clockIn(date, timeZone);
  const today = hours.find((entry) => entry.day === day);
  if (!today || today.closed || !today.opens || !today.closes) return false;
  return minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes);
}

/** "07:00" as "7:00 AM", "16:30" as "4:30 PM". */
export function formatTime(time: string) {
  const hours = Number(time.slice(0, 2));
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${suffix}`;
}

export type HoursRow = { day: number; name: string; hours: string; closed: boolean };

/** The week as the contact page's table lists it, Monday first; a day without an entry reads as closed. */
export function weekRows(hours: OpeningHours[]): HoursRow[] {
  return WEEKDAY_ORDER.map((day) => {
    const entry = hours.find((item) => item.day === day);
    const open = entry && !entry.closed && entry.opens && entry.closes;
    return {
      day,
      name: WEEKDAYS[day],
      closed: !open,
      hours: open ? `${formatTime(entry.opens)} to ${formatTime(entry.closes)}` : "Closed",
    };
  });
}

/** Whether any hours are published at all (an empty list shows no table). */
export const publishesHours = (hours: OpeningHours[]) => hours.some((entry) => !entry.closed);

/**
 * The week in one line, made from the Hours table so it can never disagree with it: consecutive days with the same
 * hours together, Monday first ("Monday to Friday: 7:00 AM to 4:00 PM; Saturday and Sunday: closed"); "" when no hours
 * are published.
 */
export function hoursSummary(hours: OpeningHours[]) {
  if (!publishesHours(hours)) return "";
  const groups: HoursRow[][] = [];
  for (const row of weekRows(hours)) {
    const last = groups.at(-1);
    if (last && last[0].hours === row.hours) last.push(row);
    else groups.push([row]);
  }
  return groups
    .map((group) => {
      const first = group[0].name;
      const last = group.at(-1)!.name;
      const days =
        group.length === 1 ? first : group.length === 2 ? `${first} and ${last}` : `${first} to ${last}`;
      return `${days}: ${group[0].closed ? "closed" : group[0].hours}`;
    })
    .join("; ");
}
