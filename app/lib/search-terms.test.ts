import { describe, expect, it } from "vitest";
import { searchTermsFromPath } from "./search-terms";

describe("searchTermsFromPath", () => {
  it("turns the last part of a missing address into words to search for", () => {
    expect(searchTermsFromPath("/thai-trade-show-details/metalex-2025")).toBe("metalex 2025");
    expect(searchTermsFromPath("/en/venue-show-details/impact_arena/")).toBe("impact arena");
    expect(searchTermsFromPath("/news-details/%E0%B9%80%E0%B8%A1%E0%B8%97%E0%B8%B1%E0%B8%A5")).toBe("เมทัล");
    expect(searchTermsFromPath("/old/brochure.pdf")).toBe("brochure");
  });

  it("gives nothing for the home page or an address that cannot be read", () => {
    expect(searchTermsFromPath("/")).toBe("");
    expect(searchTermsFromPath("/en")).toBe("");
    expect(searchTermsFromPath("/bad/%E0%B9")).toBe("");
  });

  it("keeps within what the search box takes", () => {
    expect(searchTermsFromPath(`/${"a".repeat(300)}`)).toHaveLength(100);
  });
});
