import { describe, expect, it } from "vitest";
import { daysFromToday } from "../../test/calendar";
import { DEFAULT_SEARCH_FILTERS, isNarrowed, parseSearchFilters, searchFilterParams } from "./search-filters";

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

const [soon, later] = [daysFromToday(30), daysFromToday(120)];

describe("the search's filters from its address", () => {
  it("open on upcoming entries of every kind", () => {
    expect(parse("q=expo")).toEqual(DEFAULT_SEARCH_FILTERS);
    expect(isNarrowed(parse("q=expo"))).toBe(false);
  });

  it("read a kind, the dates, a province or region and an industry", () => {
    const filters = parse(`kind=venue&when=all&from=${soon}&to=${later}&province=greater-bangkok&industry=food-beverage`);
    expect(filters).toMatchObject({ kind: "venue", when: "all", from: soon, to: later, province: "greater-bangkok", industry: "food-beverage" });
    expect(filters.provinces).toContain("Nonthaburi");
    expect(parse("province=Chiang Mai").provinces).toEqual(["Chiang Mai"]);
    expect(searchFilterParams(filters)).toEqual({ kind: "venue", when: "all", from: soon, to: later, province: "greater-bangkok", industry: "food-beverage" });
  });

  it("take a range given backwards the right way round, and drop what is no filter", () => {
    expect(parse(`from=${later}&to=${soon}`)).toMatchObject({ from: soon, to: later });
    expect(parse("kind=spaceships&when=soon&from=yesterday&province=%3Cscript%3E")).toEqual(DEFAULT_SEARCH_FILTERS);
  });
});
