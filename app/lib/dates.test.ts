import { describe, expect, it } from "vitest";
import { formatCardDate, formatCardRange, formatShortDate, formatShortDateRange, formatGregorianRange, formatLongDate, formatLongDateRange, formatNewsDate, thaiYear, bangkokDay, bangkokMidnight, bangkokToday, isoDate, formatBangkokTime } from "./dates";

/** Month names of the English calendar, which a Thai page must never show. */
const ENGLISH_MONTH = /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/;

describe("Thai and English dates", () => {
  it("adds 543 years on Thai pages", () => {
    expect(thaiYear(2026)).toBe(2569);
    expect(formatLongDate("2026-11-22", "th")).toBe("22 พฤศจิกายน 2569");
    expect(formatLongDate("2026-11-22", "en")).toBe("22 November 2026");
  });

  it("writes card dates as the spec's ddd D MMM and a two-digit year, Buddhist era on Thai pages", () => {
    expect(formatCardDate("2027-03-04", "en")).toBe("Thu 4 Mar 27");
    expect(formatCardDate("2027-03-04", "th")).toBe("พฤ. 4 มี.ค. 70");
    expect(formatCardDate("2026-11-22", "th")).toBe("อา. 22 พ.ย. 69");
  });

  it("writes card ranges with both weekdays, the month and year said once when shared", () => {
    expect(formatCardRange("2026-11-26", "2026-11-29", "en")).toBe("Thu 26 – Sun 29 Nov 26");
    expect(formatCardRange("2026-11-26", "2026-11-29", "th")).toBe("พฤ. 26 – อา. 29 พ.ย. 69");
    expect(formatCardRange("2026-06-29", "2026-07-02", "en")).toBe("Mon 29 Jun – Thu 2 Jul 26");
    expect(formatCardRange("2026-12-30", "2027-01-02", "th")).toBe("พ. 30 ธ.ค. 69 – ส. 2 ม.ค. 70");
    expect(formatCardRange("2026-06-01", "2026-06-01", "en")).toBe("Mon 1 Jun 26");
    expect(formatCardRange("2026-06-29", "2026-07-02", "th")).not.toMatch(ENGLISH_MONTH);
  });

  it("writes list dates with the short month and the full year", () => {
    expect(formatShortDate("2026-11-22", "en")).toBe("22 Nov 2026");
    expect(formatShortDate("2026-11-22", "th")).toBe("22 พ.ย. 2569");
  });

  it("writes news dates with the weekday", () => {
    expect(formatNewsDate("2026-11-22", "en")).toBe("Sunday 22 November 2026");
    expect(formatNewsDate("2026-11-22", "th")).toBe("วันอาทิตย์ที่ 22 พฤศจิกายน 2569");
  });

  it("collapses ranges that share a month or a year", () => {
    expect(formatShortDateRange("2026-05-26", "2026-05-30", "en")).toBe("26–30 May 2026");
    expect(formatShortDateRange("2026-05-26", "2026-05-30", "th")).toBe("26–30 พ.ค. 2569");
    expect(formatShortDateRange("2026-12-30", "2027-01-02", "en")).toBe("30 Dec 2026 – 2 Jan 2027");
    expect(formatShortDateRange("2026-06-29", "2026-07-02", "th")).toBe("29 มิ.ย. – 2 ก.ค. 2569");
    expect(formatShortDateRange("2026-06-01", "2026-06-01", "en")).toBe("1 Jun 2026");
  });

  it("writes detail-page ranges with full month names", () => {
    expect(formatLongDateRange("2026-11-27", "2026-12-08", "th")).toBe("27 พฤศจิกายน – 8 ธันวาคม 2569");
    expect(formatLongDateRange("2026-11-27", "2026-12-08", "en")).toBe("27 November – 8 December 2026");
  });

  it("gives Thai pages the Gregorian range with Thai month names", () => {
    expect(formatGregorianRange("2026-11-27", "2026-12-08")).toBe("27 พ.ย. – 8 ธ.ค. 2026");
    for (const text of [formatGregorianRange("2026-05-01", "2026-09-30"), formatShortDate("2026-05-01", "th"), formatNewsDate("2026-10-01", "th")]) {
      expect(text).not.toMatch(ENGLISH_MONTH);
    }
  });
});

describe("the Asia/Bangkok day", () => {
  // 00:30 and 23:30 on 27 November in Bangkok: 17:30 on the 26th and 16:30 on the 27th in UTC.
  const justAfterMidnight = "2026-11-26T17:30:00.000Z";
  const lateEvening = "2026-11-27T16:30:00.000Z";

  it("is the day a person in Bangkok sees on the clock, at both ends of it", () => {
    expect(bangkokDay(justAfterMidnight)).toBe("2026-11-27");
    expect(bangkokDay(lateEvening)).toBe("2026-11-27");
    expect(bangkokDay(new Date("2026-11-27T17:00:00.000Z"))).toBe("2026-11-28");
    expect(bangkokToday(new Date(justAfterMidnight))).toBe("2026-11-27");
  });

  it("shows a booking made at 05:21 on 27 November as the 27th in both languages", () => {
    const bookedAt = "2026-11-26T22:21:00.000Z";
    expect(formatShortDate(bookedAt, "th")).toBe("27 พ.ย. 2569");
    expect(formatShortDate(bookedAt, "en")).toBe("27 Nov 2026");
    expect(formatLongDate(justAfterMidnight, "en")).toBe("27 November 2026");
    expect(isoDate(lateEvening)).toBe("2026-11-27");
  });

  it("keeps a calendar day as it is, and gives nothing for a missing or broken value", () => {
    expect(bangkokDay("2026-12-31")).toBe("2026-12-31");
    expect(formatShortDate("2026-12-31", "th")).toBe("31 ธ.ค. 2569");
    expect(bangkokDay(null)).toBe("");
    expect(bangkokDay("not a date")).toBe("");
  });

  it("begins each Bangkok day at 17:00 UTC the day before, for filters on stored timestamps", () => {
    expect(bangkokMidnight("2026-11-27")).toBe("2026-11-26T17:00:00.000Z");
    expect(bangkokMidnight("2026-11-30", 1)).toBe("2026-11-30T17:00:00.000Z");
  });
});

describe("formatBangkokTime", () => {
  it("writes the time of day in Bangkok, seven hours ahead of UTC, across midnight", () => {
    expect(formatBangkokTime("2026-03-01T07:05:00.000Z")).toBe("14:05");
    expect(formatBangkokTime("2026-03-01T20:30:00.000Z")).toBe("03:30");
  });
});
