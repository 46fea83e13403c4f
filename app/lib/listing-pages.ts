import { byListingKind, LISTING_KINDS, type ListingKind } from "../domain/listings.ts";
import type { LinkKey } from "./paths";

/**
 * The pages of a kind of listing, named after the kind in app/lib/pages.ts: its list, its detail page, the request
 * form and the company inbox tab. A kind added to app/domain/listings.ts needs these four pages (the typecheck
 * names a missing one).
 */
type ListingPages<K extends ListingKind> = { list: `${K}List`; detail: `${K}Details`; quote: `quotation${Capitalize<K>}`; inbox: `quotationProfile${Capitalize<K>}` };

function pagesOf<K extends ListingKind>(kind: K): ListingPages<K> {
  const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}` as Capitalize<K>;
  return { list: `${kind}List`, detail: `${kind}Details`, quote: `quotation${name}`, inbox: `quotationProfile${name}` };
}

export const LISTING_PAGES = byListingKind((listing) => pagesOf(listing.kind)) satisfies Record<ListingKind, Record<keyof ListingPages<ListingKind>, LinkKey>>;

/** The booth leads tab of the company inbox belongs to organizers, whose shows take the bookings. */
const LEADS_TAB: LinkKey = "quotationProfileLeads";

/**
 * The company inbox's tabs a member is shown: each kind's tab when they run a listing of that kind, and the booth
 * leads when they run an organizer. A venue's people are not offered empty "not linked" tabs for organizers.
 */
export function companyTabsFor(runs: Readonly<Record<ListingKind, boolean>>): LinkKey[] {
  const kinds = LISTING_KINDS.filter((kind) => runs[kind]);
  return [...kinds.map((kind) => LISTING_PAGES[kind].inbox), ...(runs.organizer ? [LEADS_TAB] : [])];
}
