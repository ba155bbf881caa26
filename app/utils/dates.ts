// Every date the site shows is in the company's time zone (Arizona keeps no daylight saving time), the same on the
// server and in the browser, so hydration never disagrees. Public pages spell the month out; the back office
// abbreviates it and adds the time where it matters.

// Arizona has kept UTC-7 all year since 1968, so a fixed offset and a table of month names give exactly what
// Intl.DateTimeFormat gives for America/Phoenix, without its cost: building the three formatters with a time zone took
// about 30 ms of a phone's main thread while the page's scripts started (dates.test.ts holds the two to each other).
const ARIZONA_OFFSET_MS = -7 * 60 * 60 * 1000;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The calendar and clock fields of an instant as Arizona reads them. */
function arizonaFields(date: Date) {
  const local = new Date(date.getTime() + ARIZONA_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The instant a value names; a calendar date (yyyy-mm-dd) is read at noon so no time zone moves it to another day. */
function toDate(value: string | Date): Date {
  if (typeof value !== "string") return value;
  return new Date(CALENDAR_DATE.test(value) ? `${value}T12:00:00-07:00` : value);
}

/** The date's Arizona fields, or null for a value that is not a date. */
function fieldsOf(value: string | Date) {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? null : arizonaFields(date);
}

/** "March 4, 2025" (public pages); "" for a value that is not a date. */
export function formatLongDate(value: string | Date): string {
  const fields = fieldsOf(value);
  return fields ? `${MONTHS[fields.month]} ${fields.day}, ${fields.year}` : "";
}

/** "Mar 4, 2025" from Arizona's fields. */
const shortDateOf = (fields: ReturnType<typeof arizonaFields>) =>
  `${MONTHS[fields.month].slice(0, 3)} ${fields.day}, ${fields.year}`;

/** "Mar 4, 2025" (back office lists). */
export function formatShortDate(value: string | Date): string {
  const fields = fieldsOf(value);
  return fields ? shortDateOf(fields) : "";
}

/** "3:05 PM" from Arizona's fields. */
const timeOf = (fields: ReturnType<typeof arizonaFields>) =>
  `${fields.hour % 12 || 12}:${String(fields.minute).padStart(2, "0")} ${fields.hour < 12 ? "AM" : "PM"}`;

/** "Mar 4, 2025, 3:05 PM" (back office: when something was saved, sent or changed). */
export function formatDateTime(value: string | Date): string {
  const fields = fieldsOf(value);
  return fields ? `${shortDateOf(fields)}, ${timeOf(fields)}` : "";
}

/** "December 1, 2026, 1:43 PM MST" (mails: an instant spelled out, with Arizona's zone, which is MST all year). */
export function formatMailDateTime(value: string | Date): string {
  const fields = fieldsOf(value);
  return fields ? `${MONTHS[fields.month]} ${fields.day}, ${fields.year}, ${timeOf(fields)} MST` : "";
}

/** "3:05 PM" (back office: the time of an event whose day is shown beside it). */
export function formatTime(value: string | Date): string {
  const fields = fieldsOf(value);
  return fields ? timeOf(fields) : "";
}

/** The calendar day `days` after a YYYY-MM-DD day (before it when negative); Arizona has no daylight saving to skip. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD day to another: 1 from a day to the next, negative when `to` comes first. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** "2025-03-04": the Arizona calendar day of an instant ("" for a value that is not a date), to group by day. */
export function arizonaDay(value: string | Date): string {
  const fields = fieldsOf(value);
  if (!fields) return "";
  return `${fields.year}-${String(fields.month + 1).padStart(2, "0")}-${String(fields.day).padStart(2, "0")}`;
}

/** The machine-readable form for `<time dateTime>`: a calendar date as it is, anything else as a full ISO string. */
export function isoDate(value: string | Date): string {
  if (typeof value === "string" && CALENDAR_DATE.test(value)) return value;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

/** Whether a table cell holds an ISO date-time (the data table shows those as dates). */
export function isIsoDateTime(value: unknown): value is string {
  return typeof value === "string" && ISO_DATE_TIME.test(value);
}

/** The instant of a calendar date and a clock time ("2026-03-04", "09:30") in Arizona. */
export function arizonaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00-07:00`);
}

/** "2026-03-04T09:30:00-07:00": an instant in ISO 8601 with Arizona's offset, as the API gives a site visit. */
export function arizonaIso(value: string | Date): string {
  const fields = fieldsOf(value);
  if (!fields) return "";
  const two = (n: number) => String(n).padStart(2, "0");
  return `${arizonaDay(value)}T${two(fields.hour)}:${two(fields.minute)}:00-07:00`;
}

/** "09:30": the Arizona clock time of an instant, as a time input takes it. */
export function arizonaClock(value: string | Date): string {
  const fields = fieldsOf(value);
  return fields ? `${String(fields.hour).padStart(2, "0")}:${String(fields.minute).padStart(2, "0")}` : "";
}

/** A calendar date as a date input sends it (yyyy-mm-dd) that exists on the calendar, in a sane range of years. */
export function isCalendarDate(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** 1 for Monday … 7 for Sunday, of a YYYY-MM-DD day. */
export const isoWeekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** "2026-W49": the ISO 8601 week of a YYYY-MM-DD day (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(day: string): string {
  const thursday = addCalendarDays(day, 4 - isoWeekday(day));
  const year = thursday.slice(0, 4);
  const week = Math.floor(calendarDaysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday (YYYY-MM-DD) of an ISO week written "2026-W49"; null for anything else (week 54, "2026-49"). */
export function mondayOfIsoWeek(week: string): string | null {
  const match = ISO_WEEK.exec(week);
  if (!match) return null;
  const january4 = `${match[1]}-01-04`;
  const monday = addCalendarDays(january4, 1 - isoWeekday(january4) + (Number(match[2]) - 1) * 7);
  return isoWeekOf(monday) === week ? monday : null;
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Monday" for a YYYY-MM-DD day. */
export const weekdayName = (day: string) => WEEKDAYS[isoWeekday(day) - 1];
