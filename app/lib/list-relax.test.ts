import { describe, expect, it } from "vitest";
import type { ListConfig, ListState } from "./list-query";
import { parseListState } from "./list-state";
import { relaxations } from "./list-relax";

const shows: ListConfig = {
  keyword: { kinds: ["thaiTradeShow"] },
  facets: ["province", "industry"],
  dates: { start: "start_date", end: "end_date" },
  sorts: { date: ["start_date:asc"] },
  defaultSort: "date",
  pageSize: 12,
};

/** The shows a list state finds, counted from a small table as the source would. */
const SHOWS = [
  { province: "Nonthaburi", industry: "food-beverage", start: "2027-05-25" },
  { province: "Bangkok", industry: "food-beverage", start: "2027-09-10" },
  { province: "Bangkok", industry: "automotive", start: "2027-04-01" },
];
const count = async (state: ListState) =>
  SHOWS.filter(
    (show) =>
      (!state.facets.province || show.province === state.facets.province) &&
      (!state.facets.industry || show.industry === state.facets.industry) &&
      (!state.from || show.start >= state.from) &&
      (!state.to || show.start <= state.to),
  ).length;

describe("relaxations", () => {
  it("names each filter whose removal finds something, with how many, the most first", async () => {
    const state = parseListState(new URLSearchParams("province=Bangkok&industry=food-beverage&from=2027-03-01&to=2027-05-31"), shows);
    const found = await relaxations(state, shows, count);
    expect(found.map((r) => [r.filter.kind === "facet" ? r.filter.name : r.filter.kind, r.count])).toEqual([
      ["province", 1],
      ["industry", 1],
      ["to", 1],
    ]);
    // Each hint leads where the chip's own "remove" link does.
    expect(found[0]!.filter.search).toBe("?industry=food-beverage&from=2027-03-01&to=2027-05-31");
  });

  it("offers nothing when no single filter is to blame", async () => {
    const state = parseListState(new URLSearchParams("province=Chiang Mai&industry=jewelry"), shows);
    expect(await relaxations(state, shows, count)).toEqual([]);
  });
});
