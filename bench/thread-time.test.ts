import { describe, expect, it } from "vitest";
import { blockingTime } from "./thread-time.mjs";

const window = { start: 1000, end: 3000 };

describe("blocking time recounted from simulated tasks", () => {
  it("counts what a task exceeds 50 ms by, as Lighthouse does when the thread ran throughout", () => {
    expect(blockingTime([{ start: 1200, end: 1360, share: 1 }], window)).toBe(110);
  });

  it("clips a task to the window before the 50 ms are taken off", () => {
    expect(blockingTime([{ start: 900, end: 1050, share: 1 }], window)).toBe(0);
    expect(blockingTime([{ start: 900, end: 1150, share: 1 }], window)).toBe(100);
    expect(blockingTime([{ start: 2900, end: 3200, share: 1 }], window)).toBe(50);
  });

  it("counts only the share of a task the page's thread ran", () => {
    // 160 ms of simulated wall time of which the thread ran a quarter: 40 ms, under the threshold.
    expect(blockingTime([{ start: 1200, end: 1360, share: 0.25 }], window)).toBe(0);
    expect(blockingTime([{ start: 1200, end: 1360, share: 0.5 }], window)).toBe(30);
  });

  it("adds up every task and ignores those outside the window", () => {
    const tasks = [
      { start: 500, end: 700, share: 1 },
      { start: 1100, end: 1200, share: 1 },
      { start: 2000, end: 2080, share: 1 },
      { start: 3100, end: 3400, share: 1 },
    ];
    expect(blockingTime(tasks, window)).toBe(80);
  });
});
