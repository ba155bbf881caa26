// iCalendar text (RFC 5545) in Arizona time: an invitation a mail attaches (RFC 5546's METHOD:REQUEST or CANCEL) and a
// feed a calendar subscribes to. Events are timed (DTSTART;TZID=America/Phoenix with the zone's VTIMEZONE) or all-day
// (VALUE=DATE, DTEND exclusive). Text values are escaped and lines folded at 75 octets, so nothing a person typed can
// start a property of its own.
import { arizonaClock, arizonaDay } from "./dates";

/** A moment of an event: an instant (shown in Arizona time) or a whole Arizona day, YYYY-MM-DD. */
export type CalendarMoment = { at: Date } | { day: string };

export type CalendarPerson = { name: string; email: string };

export type CalendarEntry = {
  /** Stays the same for every version of the event: a calendar replaces the event it already has. */
  uid: string;
  /** 0 for the first version, one more for each change. */
  sequence: number;
  /** When this text was written (DTSTAMP). */
  stamp: Date;
  /** When the event itself last changed (LAST-MODIFIED). */
  lastModified?: Date;
  start: CalendarMoment;
  /** Exclusive: an all-day event of one day ends on the next day. */
  end: CalendarMoment;
  summary: string;
  location?: string;
  description?: string;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
};

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** A site visit's invitation: one timed event, with who invites and who is invited. */
export type CalendarEvent = {
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  stamp: Date;
};

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=REQUEST";
/** An invitation's Content-Type: its METHOD named again, as RFC 6047 asks of a mail's calendar part. */
export const calendarContentType = (method: CalendarMethod) =>
  `text/calendar; charset=utf-8; method=${method}`;
/** A subscribed feed's Content-Type. */
export const CALENDAR_FEED_CONTENT_TYPE = "text/calendar; charset=utf-8";

const TIME_ZONE = "America/Phoenix";

// Arizona has kept UTC-7 all year since 1968: one STANDARD rule describes the zone for every date the office books.
const PHOENIX_TIME_ZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0700",
  "TZNAME:MST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** 20261129T093000: the local time (Arizona) of an instant, to the minute, for a DTSTART with TZID. */
const arizonaLocal = (date: Date) =>
  `${arizonaDay(date).replace(/-/g, "")}T${arizonaClock(date).replace(":", "")}00`;

/** 20261128T163000Z: an instant in UTC (DTSTAMP, LAST-MODIFIED). */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** A parameter value (CN=…): quoted, with the characters a quoted parameter cannot hold left out. */
const parameter = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** Octets of a code point in UTF-8. */
const utf8Size = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function fold(line: string) {
  // Most lines are short ASCII: nothing to count.
  if (line.length <= 75 && !/[^\x20-\x7e]/.test(line)) return line;
  const parts: string[] = [];
  let start = 0;
  let octets = 0;
  let index = 0;
  while (index < line.length) {
    const codePoint = line.codePointAt(index)!;
    const width = codePoint > 0xffff ? 2 : 1;
    const size = utf8Size(codePoint);
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(line.slice(start, index));
      start = index;
      octets = 0;
    }
    octets += size;
    index += width;
  }
  parts.push(line.slice(start));
  return parts.join("\r\n ");
}

const moment = (name: "DTSTART" | "DTEND", value: CalendarMoment) =>
  "at" in value
    ? `${name};TZID=${TIME_ZONE}:${arizonaLocal(value.at)}`
    : `${name};VALUE=DATE:${value.day.replace(/-/g, "")}`;

/** The lines of one VEVENT; optional properties left out when empty, so a feed of hundreds stays small. */
function eventLines(event: CalendarEntry): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
  ];
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utc(event.lastModified)}`);
  lines.push(
    moment("DTSTART", event.start),
    moment("DTEND", event.end),
    `SUMMARY:${escapeText(event.summary)}`,
  );
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.organizer)
    lines.push(`ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee)
    lines.push(
      `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    );
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push("END:VEVENT");
  return lines;
}

/**
 * A VCALENDAR of events, CRLF line ends. `method` makes it an invitation (REQUEST, CANCEL) or a published feed;
 * `name` is the title a subscribing calendar shows (X-WR-CALNAME, which Google, Apple and Outlook read).
 */
export function calendarText({
  method,
  name,
  events,
}: {
  method?: CalendarMethod;
  name?: string;
  events: readonly CalendarEntry[];
}) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Contractor site//Calendar//EN",
    "CALSCALE:GREGORIAN",
  ];
  if (method) lines.push(`METHOD:${method}`);
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${TIME_ZONE}`);
  lines.push(...PHOENIX_TIME_ZONE);
  for (const event of events) lines.push(...eventLines(event));
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** A site visit's invitation: a VCALENDAR with the Arizona time zone and the one event (METHOD:REQUEST). */
export function calendarInvitation(event: CalendarEvent) {
  return calendarText({
    method: "REQUEST",
    events: [
      {
        uid: event.uid,
        sequence: event.sequence,
        stamp: event.stamp,
        start: { at: event.start },
        end: { at: new Date(event.start.getTime() + event.durationMinutes * 60_000) },
        summary: event.summary,
        location: event.location,
        description: event.description,
        organizer: event.organizer,
        attendee: event.attendee,
        status: "CONFIRMED",
      },
    ],
  });
}
