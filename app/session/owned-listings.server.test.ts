import { describe, expect, it } from "vitest";
import { answeredListingsOf, answersAnyListing, OWNED_POPULATE, ownedListingsOf, runsAnyListing, runsListing } from "./owned-listings.server";

// users/me's answer for a member who runs one venue and one organizer and is on a contractor's team, as the
// content source sends it.
const rows = {
  owned_venues: [{ id: 2, name: "ไบเทค บางนา", name_en: "BITEC Bangna", slug: "bitec" }],
  owned_organizers: [{ id: 5, company_name: "ทีเซ็บ", company_name_en: "", slug: null }],
  owned_contractors: [],
  team_venues: [{ id: 2, name: "ไบเทค บางนา", name_en: "BITEC Bangna", slug: "bitec" }],
  team_contractors: [{ id: 9, company_name: "บูธดีไซน์", company_name_en: "Booth Design Co.", slug: "booth-design" }],
};

describe("the listings a member runs", () => {
  it("names each in the page's language, Thai where there is no English", () => {
    expect(ownedListingsOf(rows, "en")).toEqual({
      venue: [{ kind: "venue", role: "owner", id: 2, name: "BITEC Bangna", slug: "bitec" }],
      organizer: [{ kind: "organizer", role: "owner", id: 5, name: "ทีเซ็บ", slug: null }],
      contractor: [],
    });
    expect(ownedListingsOf(rows, "th").venue[0]?.name).toBe("ไบเทค บางนา");
  });

  it("answers for the listings run and those whose team the member is on, an owner's once as its owner", () => {
    expect(answeredListingsOf(rows, "en")).toEqual({
      venue: [{ kind: "venue", role: "owner", id: 2, name: "BITEC Bangna", slug: "bitec" }],
      organizer: [{ kind: "organizer", role: "owner", id: 5, name: "ทีเซ็บ", slug: null }],
      contractor: [{ kind: "contractor", role: "team", id: 9, name: "Booth Design Co.", slug: "booth-design" }],
    });
  });

  it("knows whether the member runs a given listing, or any at all; a team member runs nothing but answers", () => {
    expect(runsListing(rows, "venue", 2)).toBe(true);
    expect(runsListing(rows, "organizer", 2)).toBe(false);
    expect(runsListing(rows, "contractor", 9)).toBe(false);
    expect(runsAnyListing(rows)).toBe(true);
    expect(runsAnyListing({ owned_venues: [] })).toBe(false);
    expect(runsAnyListing({})).toBe(false);
    const teamOnly = { team_contractors: rows.team_contractors };
    expect(runsAnyListing(teamOnly)).toBe(false);
    expect(answersAnyListing(teamOnly)).toBe(true);
    expect(answersAnyListing({ team_venues: [] })).toBe(false);
  });

  it("asks users/me for the name fields and the slug of every kind, run or on its team, nothing more", () => {
    expect(OWNED_POPULATE).toEqual({
      owned_venues: { fields: ["name", "name_en", "slug"] },
      team_venues: { fields: ["name", "name_en", "slug"] },
      owned_organizers: { fields: ["company_name", "company_name_en", "slug"] },
      team_organizers: { fields: ["company_name", "company_name_en", "slug"] },
      owned_contractors: { fields: ["company_name", "company_name_en", "slug"] },
      team_contractors: { fields: ["company_name", "company_name_en", "slug"] },
    });
  });
});
