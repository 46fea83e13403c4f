import type { RouterContextProvider } from "react-router";
import { LISTING_KINDS, type ListingKind } from "~/domain/listings";
import type { ListingChangeStatus } from "~/domain/listing-changes";
import { bangkokDay } from "~/lib/dates";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { localizePath } from "~/lib/locale";
import { pagePath } from "~/lib/paths";
import { pageLocale, requireMember } from "~/session/guard.server";
import { ownedListingsOf } from "~/session/owned-listings.server";
import { latestChanges } from "./listing-changes.server";

export interface MyListing {
  kind: ListingKind;
  id: number;
  name: string;
  publicPath: string;
  editPath: string;
  /** The newest change request and where it stands; null when the listing was never edited here. */
  latest: { status: ListingChangeStatus; reference: string; day: string; fields: string[]; reason: string } | null;
}

/** Every listing the member runs, by kind, each with its public page, its editor and its newest change request. */
export async function loadMyListings(request: Request, context: Readonly<RouterContextProvider>): Promise<MyListing[]> {
  const member = await requireMember(request, context, "company");
  const { locale } = pageLocale(request);
  const owned = ownedListingsOf(member.owned, locale);
  const perKind = await Promise.all(
    LISTING_KINDS.map(async (kind) => {
      const latest = await latestChanges(request, context, kind, owned[kind].map((listing) => listing.id));
      return owned[kind].map((listing): MyListing => {
        const change = latest.get(listing.id);
        return {
          kind,
          id: listing.id,
          name: listing.name,
          publicPath: localizePath(pagePath(LISTING_PAGES[kind].detail, { id: listing.slug ?? listing.id }), locale),
          editPath: localizePath(pagePath(LISTING_PAGES[kind].edit, { id: listing.id }), locale),
          latest: change ? { status: change.status, reference: change.reference, day: bangkokDay(change.updatedAt), fields: Object.keys(change.changes), reason: change.declineReason } : null,
        };
      });
    }),
  );
  return perKind.flat();
}
