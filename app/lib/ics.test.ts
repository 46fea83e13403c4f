import { describe, expect, it } from "vitest";
import { type CalendarEvent, eventCalendar, namedCalendar } from "./ics";

const thaifex: CalendarEvent = {
  uid: "trade-show-12@expolink",
  title: "THAIFEX, Anuga Asia; 2027",
  startDate: "2027-05-25",
  endDate: "2027-05-29",
  location: "IMPACT เมืองทองธานี, นนทบุรี",
  description: `งานแสดงสินค้าอาหาร\\เครื่องดื่ม\nที่ใหญ่ที่สุดในเอเชีย ${"อาหาร ".repeat(20)}`,
  url: "https://expolink.example/thai-trade-show-details/thaifex-2027",
};
const now = new Date("2026-11-22T08:00:00Z");

/** A small RFC 5545 reader: unfold, split each content line into name, parameters and unescaped value. */
function parse(text: string): { name: string; params: string; value: string }[] {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const [name, ...params] = line.slice(0, colon).split(";");
      const value = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === "n" ? "\n" : c));
      return { name: name!, params: params.join(";"), value };
    });
}

const valueOf = (lines: ReturnType<typeof parse>, name: string) => lines.find((l) => l.name === name)?.value;

describe("eventCalendar", () => {
  const file = eventCalendar(thaifex, now);

  it("writes an all-day event whose end is exclusive", () => {
    expect(file).toContain("DTSTART;VALUE=DATE:20270525\r\n");
    expect(file).toContain("DTEND;VALUE=DATE:20270530\r\n");
    expect(file).toContain("DTSTAMP:20261122T080000Z\r\n");
  });

  it("escapes commas, semicolons, backslashes and newlines and folds long lines by octets", () => {
    expect(file).toContain("SUMMARY:THAIFEX\\, Anuga Asia\\; 2027");
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.replace(/\r\n /g, "")).toContain("LOCATION:IMPACT เมืองทองธานี\\, นนทบุรี");
  });

  it("parses back to the same event", () => {
    const lines = parse(file);
    expect(lines.map((l) => l.name)).toEqual([
      "BEGIN", "VERSION", "PRODID", "CALSCALE", "METHOD",
      "BEGIN", "UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "LOCATION", "DESCRIPTION", "URL", "END",
      "END",
    ]);
    expect(valueOf(lines, "SUMMARY")).toBe(thaifex.title);
    expect(valueOf(lines, "LOCATION")).toBe(thaifex.location);
    expect(valueOf(lines, "DESCRIPTION")).toBe(thaifex.description);
    expect(valueOf(lines, "URL")).toBe(thaifex.url);
    expect(lines.find((l) => l.name === "DTSTART")?.params).toBe("VALUE=DATE");
  });
});

describe("namedCalendar", () => {
  it("names the calendar and holds every event once, each with its own UID", () => {
    const other: CalendarEvent = { uid: "thai-event-3@expolink", title: "Songkran", startDate: "2027-04-13", endDate: "2027-04-13" };
    const lines = parse(namedCalendar("ExpoLink: อาหาร, เครื่องดื่ม", [thaifex, other], now));
    expect(valueOf(lines, "X-WR-CALNAME")).toBe("ExpoLink: อาหาร, เครื่องดื่ม");
    expect(lines.filter((l) => l.name === "BEGIN" && l.value === "VEVENT")).toHaveLength(2);
    expect(lines.filter((l) => l.name === "UID").map((l) => l.value)).toEqual([thaifex.uid, other.uid]);
    expect(lines.filter((l) => l.name === "DTEND").map((l) => l.value)).toEqual(["20270530", "20270414"]);
  });

  it("is an empty but valid calendar without events", () => {
    const lines = parse(namedCalendar("Empty", [], now));
    expect(lines[0]).toMatchObject({ name: "BEGIN", value: "VCALENDAR" });
    expect(lines.at(-1)).toMatchObject({ name: "END", value: "VCALENDAR" });
  });
});
