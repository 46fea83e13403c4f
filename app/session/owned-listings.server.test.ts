import { describe, expect, it } from "vitest";
import { OWNED_POPULATE, ownedListingsOf, runsAnyListing, runsListing } from "./owned-listings.server";

// users/me's answer for a member who runs one venue and one organizer, as the content source sends it.
const rows = {
  owned_venues: [{ id: 2, name: "ไบเทค บางนา", name_en: "BITEC Bangna", slug: "bitec" }],
  owned_organizers: [{ id: 5, company_name: "ทีเซ็บ", company_name_en: "", slug: null }],
  owned_contractors: [],
};

describe("the listings a member runs", () => {
  it("names each in the page's language, Thai where there is no English", () => {
    expect(ownedListingsOf(rows, "en")).toEqual({
      venue: [{ kind: "venue", id: 2, name: "BITEC Bangna", slug: "bitec" }],
      organizer: [{ kind: "organizer", id: 5, name: "ทีเซ็บ", slug: null }],
      contractor: [],
    });
    expect(ownedListingsOf(rows, "th").venue[0]?.name).toBe("ไบเทค บางนา");
  });

  it("knows whether the member runs a given listing, or any at all", () => {
    expect(runsListing(rows, "venue", 2)).toBe(true);
    expect(runsListing(rows, "organizer", 2)).toBe(false);
    expect(runsAnyListing(rows)).toBe(true);
    expect(runsAnyListing({ owned_venues: [] })).toBe(false);
    expect(runsAnyListing({})).toBe(false);
  });

  it("asks users/me for the name fields and the slug of every kind, nothing more", () => {
    expect(OWNED_POPULATE).toEqual({
      owned_venues: { fields: ["name", "name_en", "slug"] },
      owned_organizers: { fields: ["company_name", "company_name_en", "slug"] },
      owned_contractors: { fields: ["company_name", "company_name_en", "slug"] },
    });
  });
});
