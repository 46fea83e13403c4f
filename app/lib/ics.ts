import { SITE } from "./site";

/**
 * iCalendar (RFC 5545) files of all-day events: one event for an "add to calendar" download or a mail's
 * attachment, or a whole named calendar for a feed. Pure text in, text out; CRLF lines folded at 75 octets.
 */
export interface CalendarEvent {
  /** Globally unique and stable for the show, so a calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  /** yyyy-mm-dd, inclusive. */
  startDate: string;
  /** yyyy-mm-dd, inclusive (the file's DTEND is the day after, as all-day events require). */
  endDate: string;
  location?: string;
  description?: string;
  url?: string;
}

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds lines at 75 octets without splitting a UTF-8 character (Thai letters are 3 octets each). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (date: string) => date.replaceAll("-", "");

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const stampOf = (now: Date) => now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter(event.endDate))}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
  ];
}

function calendarText(headerLines: string[], events: readonly CalendarEvent[], now: Date): string {
  const stamp = stampOf(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE.name}//Trade show calendar//TH`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...headerLines,
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A calendar of one event: the detail page's download and a reminder mail's attachment. `now` is the DTSTAMP. */
export function eventCalendar(event: CalendarEvent, now: Date): string {
  return calendarText([], [event], now);
}

/** A named calendar of many events, for a subscribed feed (X-WR-CALNAME is the name calendar apps show). */
export function namedCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  return calendarText([`X-WR-CALNAME:${escapeText(name)}`], events, now);
}
