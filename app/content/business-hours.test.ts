import { expect, test } from "vitest";
import type { OpeningHours } from "~/db/schema";
import { clockIn, formatTime, isOpenAt, publishesHours, weekRows, hoursSummary } from "./business-hours";
import { defaultOpeningHours, WEEKDAYS } from "./opening-hours";

// Mon–Fri 07:00–16:00, Saturday 08:00–12:00, Sunday closed.
const hours: OpeningHours[] = [
  ...defaultOpeningHours.filter((entry) => entry.day !== 6),
  { day: 6, closed: false, opens: "08:00", closes: "12:00" },
];

// Arizona is UTC-7 all year: 14:00Z is 07:00 in Phoenix.
const at = (iso: string) => new Date(iso);

test("the office's clock is Phoenix time, whatever the server's zone, with no daylight saving", () => {
  // Wednesday 2026-07-15 (summer: no DST shift) and Wednesday 2026-01-14 (winter) read the same local hour.
  expect(clockIn(at("2026-07-15T14:00:00Z"))).toEqual({ day: 3, minutes: 7 * 60 });
  expect(clockIn(at("2026-01-14T14:00:00Z"))).toEqual({ day: 3, minutes: 7 * 60 });
  // 03:30Z on a Thursday is still Wednesday evening in Phoenix.
  expect(clockIn(at("2026-07-16T03:30:00Z"))).toEqual({ day: 3, minutes: 20 * 60 + 30 });
});

test("open from the opening minute up to, not including, the closing minute", () => {
  expect(isOpenAt(hours, at("2026-07-15T13:59:00Z"))).toBe(false); // Wed 06:59
  expect(isOpenAt(hours, at("2026-07-15T14:00:00Z"))).toBe(true); // Wed 07:00
  expect(isOpenAt(hours, at("2026-07-15T22:59:00Z"))).toBe(true); // Wed 15:59
  expect(isOpenAt(hours, at("2026-07-15T23:00:00Z"))).toBe(false); // Wed 16:00
});

test("the day is the Phoenix day: late UTC evening and early UTC morning fall on the right weekday", () => {
  // Friday 2026-07-17 15:30 Phoenix is Friday 22:30Z: open.
  expect(isOpenAt(hours, at("2026-07-17T22:30:00Z"))).toBe(true);
  // Saturday 2026-07-18 01:00Z is Friday 18:00 in Phoenix: closed (after hours), not Saturday's hours.
  expect(isOpenAt(hours, at("2026-07-18T01:00:00Z"))).toBe(false);
  // Saturday 09:00 Phoenix (16:00Z) is within Saturday's short hours; 12:00 is not.
  expect(isOpenAt(hours, at("2026-07-18T16:00:00Z"))).toBe(true);
  expect(isOpenAt(hours, at("2026-07-18T19:00:00Z"))).toBe(false);
  // Sunday noon is closed.
  expect(isOpenAt(hours, at("2026-07-19T19:00:00Z"))).toBe(false);
});

test("no published hours, or a day missing from the list, reads as closed", () => {
  expect(isOpenAt([], at("2026-07-15T17:00:00Z"))).toBe(false);
  expect(
    isOpenAt(
      hours.filter((entry) => entry.day !== 3),
      at("2026-07-15T17:00:00Z"),
    ),
  ).toBe(false);
  expect(publishesHours([])).toBe(false);
  expect(publishesHours(hours)).toBe(true);
});

test("the table lists the week Monday first, with 12-hour times and Closed days", () => {
  const rows = weekRows(hours);
  // Monday to Saturday, then Sunday (WEEKDAYS starts with Sunday, day 0).
  expect(rows.map((row) => row.name)).toEqual([...WEEKDAYS.slice(1), WEEKDAYS[0]]);
  expect(rows[0]).toMatchObject({ hours: "7:00 AM to 4:00 PM", closed: false });
  expect(rows[5]).toMatchObject({ hours: "8:00 AM to 12:00 PM" });
  expect(rows[6]).toMatchObject({ hours: "Closed", closed: true });
  expect(weekRows([]).every((row) => row.hours === "Closed")).toBe(true);
  expect([formatTime("00:15"), formatTime("12:00"), formatTime("23:45")]).toEqual([
    "12:15 AM",
    "12:00 PM",
    "11:45 PM",
  ]);
});

test("the hours summary comes from the table: days with the same hours together, Monday first", () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, closed: false, opens: "07:00", closes: "16:00" }));
  const weekend = [0, 6].map((day) => ({ day, closed: true, opens: "", closes: "" }));
  expect(hoursSummary([...weekend, ...weekdays])).toBe(
    "Monday to Friday: 7:00 AM to 4:00 PM; Saturday and Sunday: closed",
  );
  const saturday = { day: 6, closed: false, opens: "08:00", closes: "12:00" };
  expect(hoursSummary([...weekdays, saturday])).toBe(
    "Monday to Friday: 7:00 AM to 4:00 PM; Saturday: 8:00 AM to 12:00 PM; Sunday: closed",
  );
  expect(hoursSummary([])).toBe("");
});
