import { describe, expect, it } from "vitest";
import { formatCardDate, formatDateRange, formatLongDate, thaiYear } from "./dates";

describe("Thai and English dates", () => {
  it("adds 543 years on Thai pages", () => {
    expect(thaiYear(2026)).toBe(2569);
    expect(formatLongDate("2026-11-22", "th")).toBe("22 พฤศจิกายน 2569");
    expect(formatLongDate("2026-11-22", "en")).toBe("22 November 2026");
  });

  it("formats card dates as 'ddd D MMM' plus a two-digit year", () => {
    expect(formatCardDate("2026-11-22", "en")).toBe("Sun 22 Nov 26");
    expect(formatCardDate("2026-11-22", "th")).toBe("อา. 22 พ.ย. 69");
  });

  it("collapses ranges that share a month or a year", () => {
    expect(formatDateRange("2026-05-26", "2026-05-30", "en")).toBe("26–30 May 2026");
    expect(formatDateRange("2026-05-26", "2026-05-30", "th")).toBe("26–30 พ.ค. 2569");
    expect(formatDateRange("2026-12-30", "2027-01-02", "en")).toBe("30 Dec 2026 – 2 Jan 2027");
    expect(formatDateRange("2026-06-29", "2026-07-02", "th")).toBe("29 มิ.ย. – 2 ก.ค. 2569");
    expect(formatDateRange("2026-06-01", "2026-06-01", "en")).toBe("1 Jun 2026");
  });
});
