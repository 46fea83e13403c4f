import { describe, expect, it } from "vitest";
import { bangkokDayOf, moveYears, SEED_ANCHOR, shiftDate, weeksSinceAnchor, yearsIn } from "./dates";

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

  it("refuses a value that is not a date", () => {
    expect(() => shiftDate("soon", 1)).toThrow();
  });
});

describe("the years a title names follow its dates", () => {
  const show = (weeks: number) => [["2026-11-18", shiftDate("2026-11-18", weeks)], ["2026-11-21", shiftDate("2026-11-21", weeks)]] as const;

  it("keeps a title whose dates stay in their year", () => {
    expect(moveYears("METALEX 2026", show(1))).toBe("METALEX 2026");
  });

  it("moves Gregorian and Buddhist-era years, long and short, once the dates cross into a new year", () => {
    expect(moveYears("METALEX 2026", show(7))).toBe("METALEX 2027");
    expect(moveYears("เมทัลเล็กซ์ 2026", show(52))).toBe("เมทัลเล็กซ์ 2027");
    expect(moveYears("งานกาชาด ประจำปี 2569", show(7))).toBe("งานกาชาด ประจำปี 2570");
    expect(moveYears("งานสถาปนิก'69", show(7))).toBe("งานสถาปนิก'70");
  });

  it("moves each year of a season with the date that was in it", () => {
    const winter = [["2026-12-05", shiftDate("2026-12-05", 5)], ["2027-02-27", shiftDate("2027-02-27", 5)]] as const;
    expect(moveYears("Winter Concerts in the Park 2026–27", winter)).toBe("Winter Concerts in the Park 2027–27");
    const countdown = [["2026-12-31", shiftDate("2026-12-31", 1)], ["2027-01-01", shiftDate("2027-01-01", 1)]] as const;
    expect(moveYears("CentralWorld Countdown 2027", countdown)).toBe("CentralWorld Countdown 2027");
    expect(moveYears("คอนเสิร์ตดนตรีในสวน ฤดูหนาว 2569–2570", winter)).toBe("คอนเสิร์ตดนตรีในสวน ฤดูหนาว 2570–2570");
  });

  it("moves a year that none of the dates had with the first one: news of next year's show", () => {
    const published = [["2026-06-22T03:00:00.000Z", shiftDate("2026-06-22T03:00:00.000Z", 52)]] as const;
    expect(moveYears("THAIFEX – Anuga Asia 2027 opens booth sales", published)).toBe("THAIFEX – Anuga Asia 2028 opens booth sales");
  });

  it("reads the years a title names in either era", () => {
    expect(yearsIn("งานสถาปนิก'70")).toEqual([2027]);
    expect(yearsIn("คอนเสิร์ตดนตรีในสวน ฤดูหนาว 2569–2570")).toEqual([2026, 2027]);
    expect(yearsIn("Winter Concerts in the Park 2026–27")).toEqual([2026, 2027]);
    expect(yearsIn("140th Canton Fair (Autumn 2026)")).toEqual([2026]);
  });

  it("leaves other numbers alone", () => {
    expect(moveYears("140th Canton Fair, 2500 stands, 1986", show(52))).toBe("140th Canton Fair, 2500 stands, 1986");
  });
});
