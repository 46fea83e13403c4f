import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

describe("formatNumber", () => {
  it("groups thousands in both languages with Arabic digits", () => {
    expect(formatNumber(1_600_000, "en")).toBe("1,600,000");
    expect(formatNumber(1_600_000, "th")).toBe("1,600,000");
    expect(formatNumber(70, "th")).toBe("70");
  });

  it("rounds to whole numbers", () => {
    expect(formatNumber(2899.6, "en")).toBe("2,900");
  });
});
