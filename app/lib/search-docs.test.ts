import { describe, expect, it } from "vitest";
import { kindNumbered, kindRowIds, rangesHolding, ROW_ID_SPAN, searchRowId, SEARCH_KINDS } from "./search-docs";

describe("a kind's row ids", () => {
  it("are one range per kind, and a row id's number names its kind", () => {
    for (const kind of SEARCH_KINDS) {
      const [first, last] = kindRowIds(kind);
      expect(searchRowId(kind, 42)).toBeGreaterThan(first);
      expect(searchRowId(kind, 42)).toBeLessThan(last);
      expect(kindNumbered(Math.floor(searchRowId(kind, 42) / ROW_ID_SPAN))).toBe(kind);
    }
    expect(kindNumbered(0)).toBeUndefined();
  });
});

describe("the ranges that hold some kinds and none of the others", () => {
  it("joins neighbouring kinds into one range", () => {
    // Venues, organizers and contractors have neighbouring numbers; the Thai shows come before them.
    const kinds = ["venue", "organizer", "contractor"] as const;
    const ranges = rangesHolding(kinds, ["thaiTradeShow"]);
    expect(ranges).toHaveLength(1);
    const [[first, last]] = ranges as [[number, number]];
    for (const kind of kinds) {
      expect(kindRowIds(kind)[0]).toBeGreaterThanOrEqual(first);
      expect(kindRowIds(kind)[1]).toBeLessThanOrEqual(last);
    }
    expect(kindRowIds("thaiTradeShow")[1]).toBeLessThan(first);
  });

  it("splits where another kind lies between, and never holds one of the others", () => {
    const others = ["news"] as const;
    const kinds = SEARCH_KINDS.filter((kind) => kind !== "news");
    const ranges = rangesHolding(kinds, others);
    expect(ranges.length).toBe(2);
    const [newsFirst, newsLast] = kindRowIds("news");
    for (const [first, last] of ranges) expect(last < newsFirst || first > newsLast).toBe(true);
    for (const kind of kinds) {
      const [first] = kindRowIds(kind);
      expect(ranges.some(([a, b]) => first >= a && first <= b)).toBe(true);
    }
  });

  it("holds nothing for no kinds", () => {
    expect(rangesHolding([], ["thaiTradeShow"])).toEqual([]);
  });
});
