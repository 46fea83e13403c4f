import { describe, expect, it } from "vitest";
import { countByWeek, lastWeeks, weekOf } from "./weeks";

describe("weekOf", () => {
  it("names a week by its Monday in Bangkok time", () => {
    // Wednesday 2026-11-25, midday in Bangkok.
    expect(weekOf(new Date("2026-11-25T05:00:00Z"))).toBe("2026-11-23");
    // Sunday 23:30 UTC is already Monday 06:30 in Bangkok: the new week.
    expect(weekOf(new Date("2026-11-29T23:30:00Z"))).toBe("2026-11-30");
    // Sunday 16:59 UTC is Sunday 23:59 in Bangkok: still the old week.
    expect(weekOf(new Date("2026-11-29T16:59:00Z"))).toBe("2026-11-23");
  });
});

describe("lastWeeks", () => {
  it("lists the weeks up to the current one, oldest first, across a year end", () => {
    expect(lastWeeks(new Date("2027-01-06T03:00:00Z"), 3)).toEqual(["2026-12-21", "2026-12-28", "2027-01-04"]);
  });
});

describe("countByWeek", () => {
  it("counts instants per week and leaves out the ones outside the range", () => {
    const weeks = ["2026-11-16", "2026-11-23"];
    const counts = countByWeek(["2026-11-17T01:00:00Z", "2026-11-24T01:00:00Z", "2026-11-25T01:00:00Z", "2026-10-01T00:00:00Z", "not a date"], weeks);
    expect(counts).toEqual([1, 2]);
  });
});
