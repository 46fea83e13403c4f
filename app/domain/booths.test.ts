import { describe, expect, it } from "vitest";
import { BOOTHS_PER_HOLD, boothNumbersOf } from "./booths";

describe("boothNumbersOf", () => {
  it("reads numbers apart by spaces or commas, each once, upper-cased and in the order of the hall", () => {
    expect(boothNumbersOf(" a12, A10 A9;a12 ")).toEqual(["A9", "A10", "A12"]);
  });

  it("refuses what is not a booth number, nothing at all, and more booths than one stand takes", () => {
    expect(boothNumbersOf("A1 <b>")).toBeNull();
    expect(boothNumbersOf(" , ")).toBeNull();
    expect(boothNumbersOf(Array.from({ length: BOOTHS_PER_HOLD + 1 }, (_, i) => `B${i + 1}`).join(" "))).toBeNull();
  });
});
