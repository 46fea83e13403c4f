import { describe, expect, it } from "vitest";
import { parseDayInput } from "./day-input";

const day = (typed: string) => {
  const read = parseDayInput(typed);
  return read.ok ? read.day : read.problem;
};

describe("parseDayInput", () => {
  it("reads Buddhist-era years as Thai offices write them, day first", () => {
    expect(day("12/3/2570")).toBe("2027-03-12");
    expect(day("12/03/2570")).toBe("2027-03-12");
    expect(day("1-11-2569")).toBe("2026-11-01");
    expect(day("12.03.2570")).toBe("2027-03-12");
    expect(day("12 มี.ค. 2570")).toBe("2027-03-12");
    expect(day("12 มีนาคม 2570")).toBe("2027-03-12");
    expect(day("12 มีนาคม พ.ศ. 2570")).toBe("2027-03-12");
    expect(day("๑๒/๐๓/๒๕๗๐")).toBe("2027-03-12");
  });

  it("reads Gregorian years as organizers abroad write them", () => {
    expect(day("2027-03-12")).toBe("2027-03-12");
    expect(day("12/03/2027")).toBe("2027-03-12");
    expect(day("12 Mar 2027")).toBe("2027-03-12");
    expect(day("12-Sep-2027")).toBe("2027-09-12");
    expect(day("12 September 2027")).toBe("2027-09-12");
    expect(day("  5  Sept 2027 ")).toBe("2027-09-05");
  });

  it("takes the era said before the year over the year's size", () => {
    expect(day("12 มี.ค. ค.ศ. 2027")).toBe("2027-03-12");
    expect(day("1/1/พ.ศ.2570")).toBe("2027-01-01");
    expect(day("12 มี.ค. พ.ศ. 2027")).toBe("yearRange");
  });

  it("says what is wrong with a day it cannot read", () => {
    expect(day("31/02/2570")).toBe("noSuchDay");
    expect(day("12/13/2027")).toBe("noSuchDay");
    expect(day("12/03/70")).toBe("shortYear");
    expect(day("2300-01-01")).toBe("yearRange");
    expect(day("next March")).toBe("format");
    expect(day("12 Foo 2027")).toBe("format");
    expect(day("")).toBe("format");
  });
});
