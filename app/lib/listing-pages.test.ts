import { describe, expect, it } from "vitest";
import { companyTabsFor } from "./listing-pages";

describe("companyTabsFor", () => {
  it("shows a venue's people only the venue tab", () => {
    expect(companyTabsFor({ venue: true, organizer: false, contractor: false })).toEqual(["quotationProfileVenue"]);
  });

  it("gives an organizer its requests and its booth leads", () => {
    expect(companyTabsFor({ venue: false, organizer: true, contractor: false })).toEqual(["quotationProfileOrganizer", "quotationProfileLeads"]);
  });

  it("shows each kind a member runs, in the table's order", () => {
    expect(companyTabsFor({ venue: true, organizer: true, contractor: true })).toEqual(["quotationProfileVenue", "quotationProfileOrganizer", "quotationProfileContractor", "quotationProfileLeads"]);
  });
});
