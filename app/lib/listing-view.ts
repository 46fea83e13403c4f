import { LISTING_KINDS, type ListingKind } from "../domain/listings";
import { LISTING_PAGES } from "./listing-pages";
import { pageDef } from "./pages";

/** `/venue-show-details/:id` -> `/venue-show-details/`, from the route table so a renamed path stays counted. */
const prefixes = LISTING_KINDS.map((kind) => ({
  kind,
  prefix: pageDef(LISTING_PAGES[kind].detail).path.replace(/:id$/, ""),
}));

/**
 * Which listing page a request path shows, for counting its views: the Thai or English detail page of a venue,
 * organizer or contractor, or the `.data` request React Router sends when a visitor navigates there inside the
 * site. The listing is the path's id part as typed (a slug or an id), lower-cased; anything else is null.
 */
export function listingViewOf(pathname: string): { kind: ListingKind; listing: string } | null {
  const path = pathname.replace(/^\/en(?=\/)/, "").replace(/\.data$/, "");
  for (const { kind, prefix } of prefixes) {
    if (!path.startsWith(prefix)) continue;
    let listing: string;
    try {
      listing = decodeURIComponent(path.slice(prefix.length)).toLowerCase();
    } catch {
      return null;
    }
    return /^[\p{L}\p{M}\p{N}-]{1,200}$/u.test(listing) ? { kind, listing } : null;
  }
  return null;
}
