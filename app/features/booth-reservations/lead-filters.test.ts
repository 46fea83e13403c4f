import { describe, expect, test } from "vitest";
import { leadQuery, leadQueryFilters, parseLeadFilters } from "./lead-filters";

describe("lead filters", () => {
  test("read from the URL; anything malformed means no filter", () => {
    expect(parseLeadFilters(new URLSearchParams("status=replied&show=12&from=2026-11-01&to=2026-11-30&page=3"))).toEqual({
      status: "replied",
      show: "12",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 3,
    });
    expect(parseLeadFilters(new URLSearchParams("status=sent&show=1%20OR%201&from=yesterday&to=2026-13-01&page=-2"))).toEqual({
      status: "",
      show: "",
      from: "",
      to: "",
      page: 1,
    });
  });

  test("become Strapi filters on the member's organizers, with Bangkok days as UTC instants", () => {
    const filters = parseLeadFilters(new URLSearchParams("status=new&show=7&from=2026-11-01&to=2026-11-30"));
    expect(leadQueryFilters([3, 5], filters)).toEqual({
      $and: [
        { trade_show: { organizer: { id: { $in: [3, 5] } } } },
        { lead_status: { $eq: "new" } },
        { trade_show: { id: { $eq: 7 } } },
        { createdAt: { $gte: "2026-10-31T17:00:00.000Z" } },
        { createdAt: { $lt: "2026-11-30T17:00:00.000Z" } },
      ],
    });
  });

  test("the query string keeps only what is set", () => {
    expect(leadQuery(parseLeadFilters(new URLSearchParams("")))).toBe("");
    expect(leadQuery(parseLeadFilters(new URLSearchParams("status=closed&page=2")), { format: "csv" })).toBe("?status=closed&page=2&format=csv");
  });
});
