// One calendar event as an iCalendar invitation (RFC 5545, with RFC 5546's METHOD:REQUEST), in Arizona time: what a
// mail attaches as `invite.ics` so that the customer's calendar shows the appointment.
import { arizonaClock, arizonaDay } from "./dates";

export type CalendarEvent = {
  /** Stays the same for every version of the event: a calendar replaces the event it already has. */
  uid: string;
  /** 0 for the first invitation, one more for each change. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version was written (DTSTAMP). */
  stamp: Date;
};

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=REQUEST";

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

/** 20261128T163000Z: an instant in UTC (DTSTAMP). */
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

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string) {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The invitation's text: a VCALENDAR with the Arizona time zone and the one event, CRLF line ends. */
export function calendarInvitation(event: CalendarEvent) {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Contractor site//Site visits//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    ...PHOENIX_TIME_ZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${arizonaLocal(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${arizonaLocal(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
