import { describe, expect, it } from "vitest";
import { activeFilters, withoutFilters } from "./list-filters";
import { type ListConfig } from "./list-query";
import { parseListState } from "./list-state";

const shows: ListConfig = {
  keyword: { fields: ["name", "name_en"] },
  facets: ["province", "industry"],
  dates: { start: "start_date", end: "end_date" },
  sorts: { date: ["start_date:asc"], name: ["name:asc"] },
  defaultSort: "date",
  pageSize: 12,
};
const venues: ListConfig = { keyword: { kinds: ["venue"] }, facets: ["province"], sorts: { name: ["name:asc"] }, defaultSort: "name", pageSize: 12 };

const stateOf = (search: string, config: ListConfig) => parseListState(new URLSearchParams(search), config);

describe("activeFilters", () => {
  it("has no chips for a list without filters, whatever its sort and page", () => {
    expect(activeFilters(stateOf("sort=name&page=2", shows), shows)).toEqual([]);
    expect(activeFilters(stateOf("", venues), venues)).toEqual([]);
  });

  it("gives each filter a link that drops only that filter, keeps the sort and returns to page 1", () => {
    const state = stateOf("q=อาหาร&province=เชียงใหม่&industry=food&when=all&from=2026-12-01&to=2027-01-31&sort=name&page=3", shows);
    expect(activeFilters(state, shows)).toEqual([
      { kind: "q", value: "อาหาร", search: "?province=%E0%B9%80%E0%B8%8A%E0%B8%B5%E0%B8%A2%E0%B8%87%E0%B9%83%E0%B8%AB%E0%B8%A1%E0%B9%88&industry=food&when=all&from=2026-12-01&to=2027-01-31&sort=name" },
      { kind: "facet", name: "province", value: "เชียงใหม่", search: "?q=%E0%B8%AD%E0%B8%B2%E0%B8%AB%E0%B8%B2%E0%B8%A3&industry=food&when=all&from=2026-12-01&to=2027-01-31&sort=name" },
      { kind: "facet", name: "industry", value: "food", search: "?q=%E0%B8%AD%E0%B8%B2%E0%B8%AB%E0%B8%B2%E0%B8%A3&province=%E0%B9%80%E0%B8%8A%E0%B8%B5%E0%B8%A2%E0%B8%87%E0%B9%83%E0%B8%AB%E0%B8%A1%E0%B9%88&when=all&from=2026-12-01&to=2027-01-31&sort=name" },
      { kind: "when", value: "all", search: "?q=%E0%B8%AD%E0%B8%B2%E0%B8%AB%E0%B8%B2%E0%B8%A3&province=%E0%B9%80%E0%B8%8A%E0%B8%B5%E0%B8%A2%E0%B8%87%E0%B9%83%E0%B8%AB%E0%B8%A1%E0%B9%88&industry=food&from=2026-12-01&to=2027-01-31&sort=name" },
      { kind: "from", value: "2026-12-01", search: expect.not.stringContaining("from=") },
      { kind: "to", value: "2027-01-31", search: expect.not.stringContaining("to=") },
    ]);
  });

  it("treats upcoming as the default of dated lists, not as a filter, and past as one", () => {
    expect(activeFilters(stateOf("when=upcoming", shows), shows)).toEqual([]);
    expect(activeFilters(stateOf("when=past", shows), shows)).toEqual([{ kind: "when", value: "past", search: "" }]);
  });

  it("drops the last filter to the bare list URL", () => {
    expect(activeFilters(stateOf("province=Bangkok", venues), venues)).toEqual([{ kind: "facet", name: "province", value: "Bangkok", search: "" }]);
  });
});

describe("withoutFilters", () => {
  it("drops every filter but keeps the visitor's sort", () => {
    expect(withoutFilters(stateOf("q=food&province=Bangkok&when=past&from=2026-12-01&sort=name&page=2", shows), shows)).toBe("?sort=name");
    expect(withoutFilters(stateOf("province=Bangkok", venues), venues)).toBe("");
  });
});
