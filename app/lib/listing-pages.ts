import type { ListingKind } from "../domain/listings";
import type { LinkKey } from "./paths";

/** The pages of each kind of listing: its list, its detail page, the request form and the company inbox tab. */
export const LISTING_PAGES = {
  venue: { list: "venueList", details: "venueDetails", quote: "quotationVenue", inbox: "quotationProfileVenue" },
  organizer: { list: "organizerList", details: "organizerDetails", quote: "quotationOrganizer", inbox: "quotationProfileOrganizer" },
  contractor: { list: "contractorList", details: "contractorDetails", quote: "quotationContractor", inbox: "quotationProfileContractor" },
} as const satisfies Record<ListingKind, Record<"list" | "details" | "quote" | "inbox", LinkKey>>;
