import { describe, expect, it } from "vitest";
import { bangkokDayOf, SEED_ANCHOR, shiftDate, weeksSinceAnchor } from "./dates";

describe("seed dates follow the day the seed runs", () => {
  it("a run on the anchor day changes nothing", () => {
    const weeks = weeksSinceAnchor(SEED_ANCHOR);
    expect(weeks).toBe(0);
    expect(shiftDate("2026-11-18", weeks)).toBe("2026-11-18");
    expect(shiftDate("2026-11-02T02:00:00.000Z", weeks)).toBe("2026-11-02T02:00:00.000Z");
  });

  it("a run 10 weeks after the anchor moves every date by 70 days, keeping its weekday", () => {
    const weeks = weeksSinceAnchor("2027-02-04");
    expect(weeks).toBe(10);
    expect(shiftDate("2026-11-18", weeks)).toBe("2027-01-27");
    expect(new Date("2027-01-27").getUTCDay()).toBe(new Date("2026-11-18").getUTCDay());
    expect(shiftDate("2026-11-02T02:00:00.000Z", weeks)).toBe("2027-01-11T02:00:00.000Z");
  });

  it("counts whole weeks only, and a clock before the anchor moves nothing", () => {
    expect(weeksSinceAnchor("2026-12-02")).toBe(0);
    expect(weeksSinceAnchor("2026-12-03")).toBe(1);
    expect(weeksSinceAnchor("1970-01-01")).toBe(0);
  });

  it("never moves a date by more than the time that passed, so what had ended is still over", () => {
    for (const today of ["2026-11-27", "2027-01-06", "2027-06-30", "2030-02-28"]) {
      const weeks = weeksSinceAnchor(today);
      const elapsed = (Date.parse(today) - Date.parse(SEED_ANCHOR)) / 86_400_000;
      expect(weeks * 7).toBeLessThanOrEqual(elapsed);
      expect(elapsed - weeks * 7).toBeLessThan(7);
      // A show that ended the day before the anchor ends before today.
      expect(shiftDate("2026-11-25", weeks) < today).toBe(true);
    }
  });

  it("reads the day in Bangkok, seven hours ahead of UTC", () => {
    expect(bangkokDayOf(new Date("2026-11-25T17:00:00.000Z"))).toBe("2026-11-26");
    expect(bangkokDayOf(new Date("2026-11-25T16:59:59.000Z"))).toBe("2026-11-25");
  });

  it("refuses a value that is not a date", () => {
    expect(() => shiftDate("soon", 1)).toThrow();
  });
});
