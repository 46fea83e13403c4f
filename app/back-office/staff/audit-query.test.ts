import { describe, expect, it } from "vitest";
import { parseAuditQuery } from "./audit-query";

describe("the audit page's filters", () => {
  it("reads the page, the staff member and the collection", () => {
    expect(parseAuditQuery(new URLSearchParams("page=3&staff=7&collection=trade-shows"))).toEqual({ page: 3, staffId: 7, collection: "trade-shows" });
  });

  it("drops what is not a filter", () => {
    expect(parseAuditQuery(new URLSearchParams("page=-1&staff=x&collection=' OR 1=1"))).toEqual({ page: 1, staffId: null, collection: null });
    expect(parseAuditQuery(new URLSearchParams(""))).toEqual({ page: 1, staffId: null, collection: null });
  });
});
