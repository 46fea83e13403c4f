import { describe, expect, it } from "vitest";
import { median, missesAgainstFloor, perfMedian } from "./lighthouse-judge.mjs";

describe("median", () => {
  it("takes the middle run of three whatever their order", () => {
    expect(median([98, 81, 95])).toBe(95);
  });
  it("takes the mean of the middle two of an even count", () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe("a page against the floor of the same run", () => {
  const floor = perfMedian([
    { score: 100, tbtMs: 45 },
    { score: 99, tbtMs: 32 },
    { score: 100, tbtMs: 40 },
  ]);

  it("passes within 2 points and 100 ms of the floor", () => {
    expect(missesAgainstFloor({ score: 98, tbtMs: 140 }, floor)).toEqual([]);
  });

  it("names the score when the page falls more than 2 points below the floor", () => {
    expect(missesAgainstFloor({ score: 97, tbtMs: 60 }, floor)).toEqual(["performance 97 < floor 100 - 2"]);
  });

  it("names the blocking time when the page adds more than 100 ms to the floor's", () => {
    expect(missesAgainstFloor({ score: 99, tbtMs: 249 }, floor)).toEqual(["TBT 249 ms > floor 40 + 100 ms"]);
  });

  it("judges a slow machine by the gap, not by the absolute score", () => {
    const slowFloor = perfMedian([{ score: 93, tbtMs: 300 }, { score: 91, tbtMs: 380 }, { score: 92, tbtMs: 340 }]);
    expect(missesAgainstFloor({ score: 91, tbtMs: 420 }, slowFloor)).toEqual([]);
    expect(missesAgainstFloor({ score: 84, tbtMs: 812 }, slowFloor)).toHaveLength(2);
  });
});
