// Every date the site shows is in the company's time zone (Arizona keeps no daylight saving time), the same on the
// server and in the browser, so hydration never disagrees. Public pages spell the month out; the back office
// abbreviates it and adds the time where it matters.
const TIME_ZONE = "America/Phoenix";

const longDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

const shortDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
});

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The instant a value names; a calendar date (yyyy-mm-dd) is read at noon so no time zone moves it to another day. */
function toDate(value: string | Date): Date {
  if (typeof value !== "string") return value;
  return new Date(CALENDAR_DATE.test(value) ? `${value}T12:00:00-07:00` : value);
}

function format(formatter: Intl.DateTimeFormat, value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}

/** "March 4, 2025" (public pages); "" for a value that is not a date. */
export function formatLongDate(value: string | Date): string {
  return format(longDateFormat, value);
}

/** "Mar 4, 2025" (back office lists). */
export function formatShortDate(value: string | Date): string {
  return format(shortDateFormat, value);
}

/** "Mar 4, 2025, 3:05 PM" (back office: when something was saved, sent or changed). */
export function formatDateTime(value: string | Date): string {
  return format(dateTimeFormat, value);
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
