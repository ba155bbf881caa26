import { describe, expect, test } from "vitest";
import {
  addCalendarDays,
  calendarDaysBetween,
  formatDateTime,
  formatLongDate,
  formatMailDateTime,
  formatShortDate,
  isCalendarDate,
  isIsoDateTime,
  isoDate,
  isoWeekday,
  isoWeekOf,
  mondayOfIsoWeek,
} from "./dates";

test("dates read in Arizona time, calendar dates stay on their day", () => {
  expect(formatLongDate("2025-03-01")).toBe("March 1, 2025");
  expect(formatLongDate("2025-03-01T03:00:00.000Z")).toBe("February 28, 2025");
  expect(formatLongDate(new Date("2024-07-04T18:00:00Z"))).toBe("July 4, 2024");
  expect(formatLongDate("not a date")).toBe("");
  expect(isoDate("2025-03-01")).toBe("2025-03-01");
  expect(isoDate("2025-03-01T03:00:00Z")).toBe("2025-03-01T03:00:00.000Z");
});

test("the back office abbreviates the month and shows Arizona time", () => {
  expect(formatShortDate("2025-03-01T03:00:00.000Z")).toBe("Feb 28, 2025");
  expect(formatShortDate(new Date("2024-07-04T18:00:00Z"))).toBe("Jul 4, 2024");
  expect(formatShortDate("2025-03-01")).toBe("Mar 1, 2025");
  expect(formatDateTime("2025-03-01T03:05:00.000Z").replace(/\s/g, " ")).toBe("Feb 28, 2025, 8:05 PM");
  expect(formatDateTime(new Date("2024-07-04T18:00:00Z")).replace(/\s/g, " ")).toBe("Jul 4, 2024, 11:00 AM");
  expect(formatDateTime("")).toBe("");
});

test("mails spell an instant out in Arizona time with its zone", () => {
  expect(formatMailDateTime("2026-12-01T20:43:01.119Z")).toBe("December 1, 2026, 1:43 PM MST");
  expect(formatMailDateTime(new Date("2026-07-01T06:05:00Z"))).toBe("June 30, 2026, 11:05 PM MST");
  expect(formatMailDateTime("not a date")).toBe("");
});

test("only ISO date-times count as dates in a table cell", () => {
  expect(isIsoDateTime("2025-03-01T03:05:00.000Z")).toBe(true);
  expect(isIsoDateTime("2025-03-01")).toBe(false);
  expect(isIsoDateTime(20250301)).toBe(false);
});

test("the dates read exactly as Intl formats them for America/Phoenix", () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Phoenix",
      year: "numeric",
      day: "numeric",
      ...options,
    });
  const long = intl({ month: "long" });
  const short = intl({ month: "short" });
  const dateTime = intl({ month: "short", hour: "numeric", minute: "2-digit" });
  // Every 7 h 13 min across four years: every month, both sides of midnight and noon, leap days included.
  for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += (7 * 60 + 13) * 60_000) {
    const date = new Date(time);
    expect(formatLongDate(date)).toBe(long.format(date));
    expect(formatShortDate(date)).toBe(short.format(date));
    expect(formatDateTime(date)).toBe(dateTime.format(date).replace(/\s/g, " "));
  }
});

test("calendar days add and count across months, years and leap days", () => {
  expect(addCalendarDays("2026-01-25", 20)).toBe("2026-02-14");
  expect(addCalendarDays("2028-02-20", 10)).toBe("2028-03-01");
  expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addCalendarDays("2026-03-01", -20)).toBe("2026-02-09");
  expect(calendarDaysBetween("2026-02-14", "2026-02-14")).toBe(0);
  expect(calendarDaysBetween("2026-01-25", "2026-02-14")).toBe(20);
  expect(calendarDaysBetween("2026-02-14", "2026-02-10")).toBe(-4);
  expect(calendarDaysBetween("2026-01-01", "2027-01-01")).toBe(365);
});

describe("ISO weeks", () => {
  test("a day's week, and a week's Monday, across year ends", () => {
    expect(isoWeekOf("2026-12-01")).toBe("2026-W49");
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
    expect(isoWeekOf("2026-12-06")).toBe("2026-W49");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOf("2025-12-29")).toBe("2026-W01");
    expect(mondayOfIsoWeek("2026-W49")).toBe("2026-11-30");
    expect(mondayOfIsoWeek("2026-W01")).toBe("2025-12-29");
    expect(mondayOfIsoWeek("2026-W53")).toBe("2026-12-28");
    expect(mondayOfIsoWeek("2025-W53")).toBeNull();
    expect(mondayOfIsoWeek("2026-W00")).toBeNull();
    expect(mondayOfIsoWeek("2026-49")).toBeNull();
  });

  test("real days only, and the weekday of a day", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isoWeekday("2026-11-30")).toBe(1);
    expect(isoWeekday("2026-12-06")).toBe(7);
  });
});
