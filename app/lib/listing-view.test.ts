import { describe, expect, it } from "vitest";
import { listingViewOf } from "./listing-view";

describe("listingViewOf", () => {
  it("finds the listing of a detail page in either language", () => {
    expect(listingViewOf("/venue-show-details/impact-muang-thong-thani")).toEqual({ kind: "venue", listing: "impact-muang-thong-thani" });
    expect(listingViewOf("/en/organizer-show-details/12")).toEqual({ kind: "organizer", listing: "12" });
    expect(listingViewOf("/contractor-show-details/Booth-Pro")).toEqual({ kind: "contractor", listing: "booth-pro" });
  });

  it("counts React Router's data request of an in-site navigation as the same page", () => {
    expect(listingViewOf("/en/venue-show-details/qsncc.data")).toEqual({ kind: "venue", listing: "qsncc" });
  });

  it("ignores other pages, nested paths and malformed ids", () => {
    expect(listingViewOf("/venue-show-lists")).toBeNull();
    expect(listingViewOf("/venue-show-details/")).toBeNull();
    expect(listingViewOf("/venue-show-details/a/b")).toBeNull();
    expect(listingViewOf("/venue-show-details/%E0%A4%A")).toBeNull();
    expect(listingViewOf("/th/venue-show-details/x")).toBeNull();
  });
});
