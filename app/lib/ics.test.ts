import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../test/rules/ical-strict";
import { type CalendarEvent, escapeText, eventCalendar, foldLine, namedCalendar } from "./ics";

const stamp = new Date("2026-11-27T05:43:00.000Z");

describe("calendar feeds (RFC 5545)", () => {
  it("writes whole-day events with an exclusive end, and reads back what it wrote", () => {
    const text = namedCalendar({
      name: "งานแสดงสินค้า: เครื่องจักรกลและโลหการ",
      stamp,
      events: [
        {
          uid: "trade-show-1@expolink",
          summary: "เมทัลเล็กซ์ 2026; งาน, ใหญ่ \\ ที่สุด",
          start: "2026-11-18",
          end: "2026-11-21",
          location: "ไบเทค บางนา, กรุงเทพมหานคร",
          url: "https://expolink.example/thai-trade-show-details/metalex-2026",
          description: "18–21 พฤศจิกายน 2569\nงานแสดงเครื่องจักร",
        },
      ],
    });
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20261118\r\n");
    expect(text).toContain("\r\nDTEND;VALUE=DATE:20261122\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261127T054300Z\r\n");
    expect(text).toContain("\r\nMETHOD:PUBLISH\r\n");
    const parsed = parseCalendar(text);
    expect(parsed.name).toBe("งานแสดงสินค้า: เครื่องจักรกลและโลหการ");
    expect(parsed.events[0]).toMatchObject({
      summary: "เมทัลเล็กซ์ 2026; งาน, ใหญ่ \\ ที่สุด",
      start: "2026-11-18",
      end: "2026-11-22",
      location: "ไบเทค บางนา, กรุงเทพมหานคร",
      description: "18–21 พฤศจิกายน 2569\nงานแสดงเครื่องจักร",
    });
  });

  it("escapes backslash, semicolon, comma and line breaks in text", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without cutting a Thai character in two", () => {
    const line = `SUMMARY:${"ก".repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain("\uFFFD");
    }
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("keeps a Thai letter with its vowel and tone marks on one line", () => {
    const line = `SUMMARY:${"กี่".repeat(40)}`;
    const parts = foldLine(line).split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts.slice(1)) expect(part.slice(1).startsWith("ก")).toBe(true);
  });

  it("marks a cancelled event so, for calendars that already hold it", () => {
    const parsed = parseCalendar(namedCalendar({ name: "x", stamp, events: [{ uid: "u", summary: "s", start: "2026-12-02", end: "2026-12-02", status: "CANCELLED" }] }));
    expect(parsed.events[0]?.status).toBe("CANCELLED");
  });

  it("makes a one-day event of an end before the start rather than an invalid one", () => {
    const parsed = parseCalendar(namedCalendar({ name: "x", stamp, events: [{ uid: "u", summary: "s", start: "2026-12-02", end: "2026-12-01" }] }));
    expect(parsed.events[0]).toMatchObject({ start: "2026-12-02", end: "2026-12-03" });
  });

  it("the strict reader refuses what a calendar app could misread", () => {
    expect(() => parseCalendar("BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n")).toThrow();
    const good = namedCalendar({ name: "x", stamp, events: [{ uid: "u", summary: "s", start: "2026-12-02", end: "2026-12-02" }] });
    expect(() => parseCalendar(good.replace("SUMMARY:s", "SUMMARY:a,b"))).toThrow(/unescaped/);
    expect(() => parseCalendar(good.replace("SUMMARY:s", `SUMMARY:${"x".repeat(80)}`))).toThrow(/75 octets/);
    expect(() => parseCalendar(good.replace("DTEND;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261202"))).toThrow(/not after/);
  });
});

describe("one event's file (a detail page's download, a reminder's attachment)", () => {
  const thaifex: CalendarEvent = {
    uid: "trade-show-12@expolink",
    summary: "THAIFEX, Anuga Asia; 2027",
    start: "2027-05-25",
    end: "2027-05-29",
    location: "IMPACT เมืองทองธานี, นนทบุรี",
    description: `งานแสดงสินค้าอาหาร\\เครื่องดื่ม\nที่ใหญ่ที่สุดในเอเชีย ${"อาหาร ".repeat(20)}`,
    url: "https://expolink.example/thai-trade-show-details/thaifex-2027",
  };

  it("holds the one event, reads back the same, and names no calendar of its own", () => {
    const file = eventCalendar(thaifex, stamp);
    expect(file).not.toContain("X-WR-CALNAME");
    const parsed = parseCalendar(file);
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]).toMatchObject({ summary: thaifex.summary, start: "2027-05-25", end: "2027-05-30", location: thaifex.location, description: thaifex.description });
  });
});
