// The invitation read back by ical.js (the parser Thunderbird imports calendars with), and its text against RFC 5545.
import ICAL from "ical.js";
import { expect, test } from "vitest";
import { calendarInvitation, calendarText, escapeText, fold, type CalendarEvent } from "./icalendar";

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

test("an all-day event of several days ends the day after its last (DTEND exclusive); a cancellation says so", () => {
  const text = calendarText({
    method: "CANCEL",
    events: [
      {
        uid: "job-1",
        sequence: 4,
        stamp: new Date("2026-11-28T10:00:00Z"),
        lastModified: new Date("2026-11-27T10:00:00Z"),
        start: { day: "2026-12-07" },
        end: { day: "2026-12-10" },
        summary: "J-2026-0001 Rosa – Sealcoat",
        status: "CANCELLED",
      },
    ],
  });
  const { calendar, event: read } = readEvent(text);
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(read.startDate.isDate).toBe(true);
  expect(read.startDate.toString()).toBe("2026-12-07");
  expect(read.endDate.toString()).toBe("2026-12-10");
  expect(read.sequence).toBe(4);
  expect(read.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  expect(String(read.component.getFirstPropertyValue("last-modified"))).toBe("2026-11-27T10:00:00Z");
  expect(text).toContain("DTSTART;VALUE=DATE:20261207\r\n");
  // Empty optional properties are left out.
  expect(text).not.toContain("LOCATION");
  expect(text).not.toContain("DESCRIPTION");
});

test("folding never splits a character of four octets, and a short ASCII line is left as it is", () => {
  const line = `DESCRIPTION:${"🚧a".repeat(40)}`;
  const folded = fold(line);
  for (const part of folded.split("\r\n"))
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  expect(folded.replace(/\r\n /g, "")).toBe(line);
  expect(folded).not.toMatch(/\uFFFD/);
  expect(fold("SUMMARY:short")).toBe("SUMMARY:short");
});
