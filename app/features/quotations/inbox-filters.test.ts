import { describe, expect, it } from "vitest";
import { freshAmong, inboxQueryFilters, parseInboxFilters } from "./inbox-filters";

describe("the inbox filters", () => {
  it("keep what parses and drop the rest, listings only among the member's own", () => {
    const params = new URLSearchParams("status=answered&listing=9&from=2026-11-01&until=not-a-day&page=3");
    expect(parseInboxFilters(params, [3, 9])).toEqual({ status: "answered", listing: 9, from: "2026-11-01", until: "", page: 3 });
    expect(parseInboxFilters(new URLSearchParams("status=hacked&listing=4"), [3, 9])).toEqual({ status: "", listing: null, from: "", until: "", page: 1 });
  });

  it("always ask within the member's listings, with the days in Bangkok time", () => {
    const filters = parseInboxFilters(new URLSearchParams("status=sent&from=2026-11-01&until=2026-11-30"), [3, 9]);
    expect(inboxQueryFilters("venue", filters, [3, 9])).toEqual({
      $and: [
        { venue: { id: { $in: [3, 9] } } },
        { quotation_status: { $eq: "sent" } },
        { createdAt: { $gte: "2026-10-31T17:00:00.000Z" } },
        { createdAt: { $lt: "2026-11-30T17:00:00.000Z" } },
      ],
    });
    expect(inboxQueryFilters("organizer", parseInboxFilters(new URLSearchParams("listing=9"), [3, 9]), [3, 9])).toEqual({
      $and: [{ organizer: { id: { $in: [9] } } }],
    });
  });
});

describe("the overview's count of new requests", () => {
  it("counts the unopened ones when the read held the whole inbox", () => {
    expect(freshAmong(["sent", "read", "sent", "answered", "closed"], 5)).toBe(2);
    expect(freshAmong([], 0)).toBe(0);
  });

  it("leaves the count to a query of its own when the inbox is larger than the read", () => {
    expect(freshAmong(["read", "read"], 3)).toBeNull();
  });
});
