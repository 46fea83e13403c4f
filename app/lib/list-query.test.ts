import { describe, expect, it } from "vitest";
import { type ListConfig, listSearch, strapiListQuery } from "./list-query";
import { parseListState } from "./list-state";

const shows: ListConfig = {
  keyword: { fields: ["name", "name_en"] },
  baseFilters: { scope: { $eq: "thai" } },
  facets: ["province", "industry"],
  dates: { start: "start_date", end: "end_date" },
  sorts: { date: ["start_date:asc"], name: ["name:asc"] },
  defaultSort: "date",
  pageSize: 12,
};

describe("parseListState", () => {
  it("reads a shared URL and ignores what does not validate", () => {
    const state = parseListState(
      new URLSearchParams("q= อาหาร &province=กรุงเทพมหานคร&industry=$ne&when=past&from=2026-13-01&to=2026-12-31&sort=bogus&page=3"),
      shows,
    );
    expect(state).toEqual({
      q: "อาหาร",
      page: 3,
      sort: "date",
      when: "past",
      from: "",
      to: "2026-12-31",
      facets: { province: "กรุงเทพมหานคร" },
    });
  });

  it("defaults shows to upcoming and plain lists to all", () => {
    expect(parseListState(new URLSearchParams(""), shows).when).toBe("upcoming");
    expect(parseListState(new URLSearchParams("when=past"), { ...shows, dates: undefined }).when).toBe("all");
  });
});

describe("strapiListQuery", () => {
  it("combines base filters, keyword in both languages, facets and dates", () => {
    const state = parseListState(new URLSearchParams("q=food&province=Bangkok&from=2026-12-01"), shows);
    expect(strapiListQuery(state, shows, "2026-11-22")).toEqual({
      filters: {
        $and: [
          { scope: { $eq: "thai" } },
          { $or: [{ name: { $containsi: "food" } }, { name_en: { $containsi: "food" } }] },
          { province: { $eq: "Bangkok" } },
          { end_date: { $gte: "2026-11-22" } },
          { end_date: { $gte: "2026-12-01" } },
        ],
      },
      sort: ["start_date:asc"],
      pagination: { page: 1, pageSize: 12 },
    });
  });

  it("filters a list searched through the index by the ids the index found, and finds nothing when it found none", () => {
    const indexed: ListConfig = { ...shows, keyword: { kinds: ["thaiTradeShow"] } };
    const state = parseListState(new URLSearchParams("q=เมทัล"), indexed);
    expect(strapiListQuery(state, indexed, "2026-11-22", [7, 3]).filters).toEqual({
      $and: [{ scope: { $eq: "thai" } }, { id: { $in: [7, 3] } }, { end_date: { $gte: "2026-11-22" } }],
    });
    expect(strapiListQuery(state, indexed, "2026-11-22", []).filters).toEqual({
      $and: [{ scope: { $eq: "thai" } }, { id: { $null: true } }, { end_date: { $gte: "2026-11-22" } }],
    });
  });

  it("takes Greater Bangkok in the province filter as Bangkok and the five provinces around it", () => {
    const state = parseListState(new URLSearchParams("province=greater-bangkok"), shows);
    const query = strapiListQuery(state, shows, "2026-11-27") as { filters: { $and: Record<string, unknown>[] } };
    expect(query.filters.$and).toContainEqual({ province: { $in: ["Bangkok", "Nonthaburi", "Pathum Thani", "Samut Prakan", "Samut Sakhon", "Nakhon Pathom"] } });
    const bangkok = strapiListQuery(parseListState(new URLSearchParams("province=Bangkok"), shows), shows, "2026-11-27") as { filters: { $and: Record<string, unknown>[] } };
    expect(bangkok.filters.$and).toContainEqual({ province: { $eq: "Bangkok" } });
  });

  it("lists past shows newest first", () => {
    const state = parseListState(new URLSearchParams("when=past"), shows);
    const query = strapiListQuery(state, shows, "2026-11-22");
    expect(query.sort).toEqual(["start_date:desc"]);
    expect(JSON.stringify(query.filters)).toContain('{"end_date":{"$lt":"2026-11-22"}}');
  });
});

describe("listSearch", () => {
  it("keeps the state in a short URL and resets nothing it was not told to", () => {
    const state = parseListState(new URLSearchParams("q=bitec&page=2"), shows);
    expect(listSearch(state, shows)).toBe("?q=bitec&page=2");
    expect(listSearch(state, shows, { page: 1 })).toBe("?q=bitec");
    expect(listSearch(state, shows, { when: "past", page: 1 })).toBe("?q=bitec&when=past");
  });
});

