/**
 * iCalendar (RFC 5545) files of whole-day events: one event (a detail page's download, a reminder's attachment)
 * or a named calendar of many (the calendar feeds). CRLF line ends, lines folded at 75 octets without splitting a
 * UTF-8 character, TEXT values escaped. Pure, so the pages, the Worker's mails and the tests share it.
 */

export interface CalendarEvent {
  /** Globally unique and stable across renders: a calendar app updates the event it already has. */
  uid: string;
  summary: string;
  /** Calendar days, `2026-11-18`; `end` is the last day the event runs (inclusive). */
  start: string;
  end: string;
  location?: string;
  url?: string;
  description?: string;
  /** A cancelled show stays in subscribers' calendars marked so; a postponed one is tentative. */
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
}

export interface NamedCalendar {
  name: string;
  /** The instant the file was written: every event's DTSTAMP. */
  stamp: Date;
  events: readonly CalendarEvent[];
}

const PRODUCT_ID = "-//ExpoLink//Trade show calendar//EN";
const MAX_LINE_OCTETS = 75;
const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

const graphemes = new Intl.Segmenter("th", { granularity: "grapheme" });

/**
 * One content line folded into lines of at most 75 octets, each continuation starting with a space (which
 * counts toward its 75). A character is never cut (Thai letters take three octets each), nor is a letter parted
 * from its vowel and tone marks: folding goes by grapheme, unless one is longer than a line.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  const units = [...graphemes.segment(line)].flatMap(({ segment }) => (encoder.encode(segment).length > MAX_LINE_OCTETS - 1 ? [...segment] : [segment]));
  for (const unit of units) {
    const size = encoder.encode(unit).length;
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += unit;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `2026-11-18` -> `20261118`, a DATE value. */
function dateValue(day: string): string {
  if (!CALENDAR_DAY.test(day)) throw new Error(`not a calendar day: ${day}`);
  return day.replaceAll("-", "");
}

/** The day after `day`: DTEND of a whole-day event is exclusive. */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** `20261127T054300Z`, a UTC DATE-TIME value. */
function stampValue(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** The lines of one VEVENT. An end before the start (bad data) gives a one-day event rather than an invalid one. */
export function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const last = event.end >= event.start ? event.end : event.start;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stampValue(stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
    `DTEND;VALUE=DATE:${dateValue(dayAfter(last))}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // A URI value is not TEXT: it is written as is (RFC 5545 §3.8.4.6), after dropping anything that breaks a line.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, "")}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  return lines;
}

function calendarText(headerLines: readonly string[], events: readonly CalendarEvent[], stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...headerLines,
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A whole VCALENDAR, published (read-only subscribers), named for calendar apps by X-WR-CALNAME: a feed. */
export function namedCalendar(calendar: NamedCalendar): string {
  return calendarText([`X-WR-CALNAME:${escapeText(calendar.name)}`], calendar.events, calendar.stamp);
}

/** A calendar of one event, with no name of its own so an app adds the event to the calendar the person picks. */
export function eventCalendar(event: CalendarEvent, stamp: Date): string {
  return calendarText([], [event], stamp);
}
