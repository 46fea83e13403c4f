import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./mail-consumer";

describe("retryDelaySeconds", () => {
  it("doubles from half a minute and stops growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});
