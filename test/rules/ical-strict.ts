/**
 * A strict reader of the iCalendar subset the site's feeds write (RFC 5545), for tests: it throws on anything a
 * calendar app could read wrongly — a bare LF, a line over 75 octets, an unescaped character in TEXT, a VEVENT
 * without its required properties, an all-day end that is not after its start. Written here rather than taken
 * from a library: the feeds use a dozen properties, and a lenient library parser accepts what this must refuse.
 */

export interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  /** Exclusive, as written (DTEND;VALUE=DATE). */
  end: string;
  location?: string;
  url?: string;
  description?: string;
  status?: string;
}

export interface ParsedCalendar {
  name: string;
  method: string;
  events: ParsedEvent[];
}

const encoder = new TextEncoder();

function unescapeText(value: string, where: string): string {
  if (/(^|[^\\])(\\\\)*[;,]/.test(value.replace(/\\[;,]/g, ""))) throw new Error(`${where}: unescaped ; or , in TEXT`);
  return value.replace(/\\(.)/g, (_, c: string) => {
    if (c === "n" || c === "N") return "\n";
    if (c === "\\" || c === ";" || c === ",") return c;
    throw new Error(`${where}: bad escape \\${c}`);
  });
}

function unfold(text: string): string[] {
  if (!text.endsWith("\r\n")) throw new Error("the feed must end with CRLF");
  const raw = text.slice(0, -2).split("\r\n");
  for (const line of raw) {
    if (line.includes("\n") || line.includes("\r")) throw new Error("bare CR or LF inside a line");
    if (encoder.encode(line).length > 75) throw new Error(`line over 75 octets: ${line.slice(0, 40)}…`);
  }
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (lines.length === 0) throw new Error("a continuation line first");
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  return lines;
}

const DATE = /^\d{8}$/;
const STAMP = /^\d{8}T\d{6}Z$/;

export function parseCalendar(text: string): ParsedCalendar {
  const lines = unfold(text);
  if (lines[0] !== "BEGIN:VCALENDAR" || lines.at(-1) !== "END:VCALENDAR") throw new Error("not one VCALENDAR");
  const calendar: Partial<ParsedCalendar> & { events: ParsedEvent[] } = { events: [] };
  let event: Record<string, string> | null = null;
  const seenTop = new Set<string>();
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`no name:value in "${line}"`);
    const [name, ...params] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (!/^[A-Z][A-Z0-9-]*$/.test(name!)) throw new Error(`bad property name ${name}`);
    if (line === "BEGIN:VEVENT") {
      if (event) throw new Error("nested VEVENT");
      event = {};
      continue;
    }
    if (line === "END:VEVENT") {
      if (!event) throw new Error("END:VEVENT without BEGIN");
      for (const required of ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"]) if (!(required in event)) throw new Error(`VEVENT without ${required}`);
      if (!STAMP.test(event.DTSTAMP!)) throw new Error(`bad DTSTAMP ${event.DTSTAMP}`);
      if (!(event.DTEND! > event.DTSTART!)) throw new Error(`DTEND ${event.DTEND} not after DTSTART ${event.DTSTART}`);
      const toDay = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`;
      calendar.events.push({
        uid: event.UID!,
        summary: event.SUMMARY!,
        start: toDay(event.DTSTART!),
        end: toDay(event.DTEND!),
        ...(event.LOCATION !== undefined ? { location: event.LOCATION } : {}),
        ...(event.URL !== undefined ? { url: event.URL } : {}),
        ...(event.DESCRIPTION !== undefined ? { description: event.DESCRIPTION } : {}),
        ...(event.STATUS !== undefined ? { status: event.STATUS } : {}),
      });
      event = null;
      continue;
    }
    if (event) {
      if (name! in event) throw new Error(`${name} twice in one VEVENT`);
      if (name === "DTSTART" || name === "DTEND") {
        if (params.join(";") !== "VALUE=DATE" || !DATE.test(value)) throw new Error(`${name} must be a DATE: ${line}`);
        if (Number.isNaN(Date.parse(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`))) throw new Error(`${name} not a real day`);
        event[name] = value;
      } else if (name === "STATUS") {
        if (!["TENTATIVE", "CONFIRMED", "CANCELLED"].includes(value)) throw new Error(`bad VEVENT STATUS ${value}`);
        event[name] = value;
      } else if (name === "URL") {
        new URL(value);
        event[name] = value;
      } else if (["UID", "SUMMARY", "LOCATION", "DESCRIPTION"].includes(name!)) event[name!] = unescapeText(value, name!);
      else event[name!] = value;
      continue;
    }
    if (seenTop.has(name!)) throw new Error(`${name} twice in VCALENDAR`);
    seenTop.add(name!);
    if (name === "VERSION" && value !== "2.0") throw new Error("VERSION must be 2.0");
    if (name === "METHOD") calendar.method = value;
    if (name === "X-WR-CALNAME") calendar.name = unescapeText(value, name);
  }
  if (event) throw new Error("VEVENT not ended");
  if (!seenTop.has("VERSION") || !seenTop.has("PRODID")) throw new Error("VCALENDAR needs VERSION and PRODID");
  const uids = new Set(calendar.events.map((e) => e.uid));
  if (uids.size !== calendar.events.length) throw new Error("two events share a UID");
  return { name: calendar.name ?? "", method: calendar.method ?? "", events: calendar.events };
}
