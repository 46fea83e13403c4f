import { describe, expect, it } from "vitest";
import { parseListState } from "~/lib/list-state";
import { isClosed, jobListConfig, jobListQuery } from "./list-config";

const state = (search: string) => parseListState(new URLSearchParams(search), jobListConfig);

describe("jobListQuery", () => {
  it("leaves closed jobs out of the default list", () => {
    const query = jobListQuery(state(""), "2026-11-22");
    expect(query.filters).toEqual({ $and: [{ $or: [{ valid_through: { $null: true } }, { valid_through: { $gte: "2026-11-22" } }] }] });
    expect(query.sort).toEqual(["publishedAt:desc", "id:desc"]);
  });

  it("filters by job type, province and category and sorts by salary", () => {
    const query = jobListQuery(state("job_type=full-time&province=Bangkok&category=design&sort=salary"), "2026-11-22");
    const and = (query.filters as { $and: unknown[] }).$and;
    expect(and).toContainEqual({ job_type: { $eq: "full-time" } });
    expect(and).toContainEqual({ province: { $eq: "Bangkok" } });
    expect(and).toContainEqual({ category: { $eq: "design" } });
    expect(query.sort).toEqual(["salary_max:desc", "salary_min:desc", "publishedAt:desc"]);
  });
});

describe("isClosed", () => {
  it("closes a job the day after its valid-through date", () => {
    expect(isClosed("2026-11-22", "2026-11-22")).toBe(false);
    expect(isClosed("2026-11-21", "2026-11-22")).toBe(true);
    expect(isClosed(null, "2026-11-22")).toBe(false);
  });
});
