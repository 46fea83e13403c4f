import { describe, expect, it } from "vitest";
import { bangkokClock, bangkokYear } from "./bangkok-time";

describe("the Bangkok clock", () => {
  it("reads seven hours ahead of UTC all year", () => {
    expect(bangkokClock(new Date("2026-11-26T17:30:00Z")).toISOString()).toBe("2026-11-27T00:30:00.000Z");
    expect(bangkokClock(Date.parse("2026-06-30T16:30:00Z")).getUTCHours()).toBe(23);
  });

  it("turns the year at midnight in Bangkok, seven hours before UTC does", () => {
    expect(bangkokYear(new Date("2026-12-31T16:59:00Z"))).toBe(2026);
    expect(bangkokYear(new Date("2026-12-31T17:30:00Z"))).toBe(2027);
  });
});
