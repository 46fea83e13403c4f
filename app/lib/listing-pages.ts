import type { ListingKind } from "../domain/listings";
import type { LinkKey } from "./paths";

/** The pages of each kind of listing: its list, its detail page, the request form and the company inbox tab. */
export const LISTING_PAGES = {
  venue: { list: "venueList", details: "venueDetails", quote: "quotationVenue", inbox: "quotationProfileVenue" },
  organizer: { list: "organizerList", details: "organizerDetails", quote: "quotationOrganizer", inbox: "quotationProfileOrganizer" },
  contractor: { list: "contractorList", details: "contractorDetails", quote: "quotationContractor", inbox: "quotationProfileContractor" },
} as const satisfies Record<ListingKind, Record<"list" | "details" | "quote" | "inbox", LinkKey>>;

/** The booth leads tab of the company inbox belongs to organizers, whose shows take the bookings. */
const LEADS_TAB: LinkKey = "quotationProfileLeads";

/**
 * The company inbox's tabs a member is shown: each kind's tab when they run a listing of that kind, and the booth
 * leads when they run an organizer. A venue's people are not offered empty "not linked" tabs for organizers.
 */
export function companyTabsFor(runs: Readonly<Record<ListingKind, boolean>>): LinkKey[] {
  const kinds = (Object.keys(LISTING_PAGES) as ListingKind[]).filter((kind) => runs[kind]);
  return [...kinds.map((kind) => LISTING_PAGES[kind].inbox), ...(runs.organizer ? [LEADS_TAB] : [])];
}
