// The invitation read back by ical.js (the parser Thunderbird imports calendars with), and its text against RFC 5545.
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { calendarInvitation, escapeText, type CalendarEvent } from "./icalendar";

const event: CalendarEvent = {
  uid: "site-visit-abc123@paving.example",
  sequence: 0,
  // 9:30 in Arizona (UTC-7).
  start: new Date("2026-11-29T16:30:00Z"),
  durationMinutes: 60,
  summary: "Site visit: Grading (EST-2026-0042)",
  location: "1200 W Main St, Mesa, AZ 85201",
  description: "Desert Paving visits the job site; call (480) 555-0100, ask for Dana.",
  organizer: { name: "Desert Paving, LLC", email: "office@paving.example" },
  attendee: { name: "Pat Manager", email: "pat@example.com" },
  stamp: new Date("2026-11-28T10:00:00Z"),
};

function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

test("a calendar imports the visit at 9:30 Arizona time, at the job site, with its UID", () => {
  const text = calendarInvitation(event);
  const { calendar, event: read } = readEvent(text);
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(read.uid).toBe("site-visit-abc123@paving.example");
  expect(read.sequence).toBe(0);
  expect(read.location).toBe("1200 W Main St, Mesa, AZ 85201");
  expect(read.summary).toBe("Site visit: Grading (EST-2026-0042)");
  expect(read.description).toBe(event.description);
  expect(read.startDate.zone?.tzid).toBe("America/Phoenix");
  expect(read.startDate.toString()).toBe("2026-11-29T09:30:00");
  expect(read.startDate.toJSDate().toISOString()).toBe("2026-11-29T16:30:00.000Z");
  expect(read.endDate.toJSDate().toISOString()).toBe("2026-11-29T17:30:00.000Z");
  expect(text).toContain("DTSTART;TZID=America/Phoenix:20261129T093000\r\n");
});

test("an update keeps the UID and raises the SEQUENCE", () => {
  const moved = calendarInvitation({ ...event, sequence: 1, start: new Date("2026-11-30T17:00:00Z") });
  const { event: read } = readEvent(moved);
  expect(read.uid).toBe(event.uid);
  expect(read.sequence).toBe(1);
  expect(read.startDate.toString()).toBe("2026-11-30T10:00:00");
});

test("lines end in CRLF, none is longer than 75 octets, and text values are escaped", () => {
  const text = calendarInvitation({ ...event, description: `${"Ä".repeat(80)}\nline two; a, b` });
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.split("\r\n"))
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(readEvent(text).event.description).toBe(`${"Ä".repeat(80)}\nline two; a, b`);
  expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
});
