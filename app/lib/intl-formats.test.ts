import { describe, expect, it, test } from "vitest";
import { dateTimeFormat, formatBangkokTime, numberFormat, waitText } from "./intl-formats";

describe("shared Intl formatters", () => {
  test("the same locale and options give the same formatter, which formats as a new one would", () => {
    const first = numberFormat("th-TH", { maximumFractionDigits: 0 });
    expect(numberFormat("th-TH", { maximumFractionDigits: 0 })).toBe(first);
    expect(first.format(1600000.4)).toBe(new Intl.NumberFormat("th-TH", { maximumFractionDigits: 0 }).format(1600000.4));
  });

  test("other options, another locale or another kind give another formatter", () => {
    const baht = numberFormat("en-GB", { style: "currency", currency: "THB" });
    expect(numberFormat("en-GB", { style: "currency", currency: "USD" })).not.toBe(baht);
    expect(numberFormat("th-TH", { style: "currency", currency: "THB" })).not.toBe(baht);
    expect(dateTimeFormat("en-GB", { timeZone: "UTC" }).format(new Date("2026-11-23T00:00:00Z"))).toBe("23/11/2026");
  });
});

describe("waitText", () => {
  it("says a wait in minutes, then in hours, rounded up, in the page's language", () => {
    expect(waitText(45 * 60, "en")).toBe("45 minutes");
    expect(waitText(61, "en")).toBe("2 minutes");
    expect(waitText(5 * 3600 + 1, "en")).toBe("6 hours");
    expect(waitText(45 * 60, "th")).toBe("45 นาที");
    expect(waitText(3 * 3600, "th")).toBe("3 ชั่วโมง");
  });
});

describe("a time on the Bangkok clock", () => {
  const JUST_AFTER_MIDNIGHT = "2026-11-26T17:30:00.000Z";
  const LATE_EVENING = "2026-11-27T16:30:00.000Z";

  it("writes a staff or activity time on the Bangkok clock at both ends of the day, in both languages", () => {
    expect(formatBangkokTime(JUST_AFTER_MIDNIGHT, "th")).toBe("27 พ.ย. 2569 00:30");
    expect(formatBangkokTime(JUST_AFTER_MIDNIGHT, "en")).toBe("Nov 27, 2026, 12:30 AM");
    expect(formatBangkokTime(LATE_EVENING, "th")).toBe("27 พ.ย. 2569 23:30");
    expect(formatBangkokTime(new Date(LATE_EVENING), "en", "date")).toBe("Nov 27, 2026");
    expect(formatBangkokTime(LATE_EVENING, "th", "time")).toBe("23:30");
  });

  it("reads D1's zoneless CURRENT_TIMESTAMP as UTC", () => {
    expect(formatBangkokTime("2026-11-26 17:30:00", "th")).toBe("27 พ.ย. 2569 00:30");
  });
});
