import { redirect, type RouterContextProvider } from "react-router";
import { LISTING_KINDS, type ListingKind } from "~/domain/listings";
import type { ListingChangeStatus } from "~/domain/listing-changes";
import { bangkokDay } from "~/lib/dates";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { floorPlanEditPath, listingEditPath, showEditPath } from "~/lib/listing-edit-paths";
import { showsOf } from "./show-edit.server";
import { localizePath } from "~/lib/locale";
import { pagePath } from "~/lib/paths";
import { pageLocale, requireMember } from "~/session/guard.server";
import { ownedListingsOf, runsAnyListing } from "~/session/owned-listings.server";
import { latestChanges, newShowsOf } from "./listing-changes.server";
import { localized } from "~/content/localized";
import { tradeShowPath } from "~/lib/paths";

export interface MyListing {
  kind: ListingKind;
  id: number;
  name: string;
  publicPath: string;
  editPath: string;
  /** The newest change request and where it stands; null when the listing was never edited here. */
  latest: { status: ListingChangeStatus; reference: string; day: string; fields: string[]; reason: string } | null;
}

/** A new show an organizer sent, and where it stands. */
export interface MyNewShow {
  reference: string;
  name: string;
  status: ListingChangeStatus;
  day: string;
  reason: string;
  /** Its public page once approved. */
  showPath: string | null;
}

/** A show the member's organizers run, with its editor. */
export interface MyShow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  editPath: string;
  /** The show's floor plan editor. */
  planPath: string;
}

/**
 * Every listing the member runs, by kind, each with its public page, its editor and its newest change request;
 * for organizers' people, the new shows they sent.
 */
export async function loadMyListings(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context, "company");
  const { locale } = pageLocale(request);
  // A team member answers requests but runs nothing: their company page is the inbox.
  if (!runsAnyListing(member.owned)) throw redirect(localizePath(pagePath("quotationProfile"), locale), 303);
  const organizers = ownedListingsOf(member.owned, locale).organizer.map((organizer) => organizer.id);
  const [listings, shows, published] = await Promise.all([listingsOf(request, context), newShowsOf(request, context, organizers), showsOf(request, context, organizers, locale)]);
  const newShows = shows.map((change): MyNewShow => {
    const show = (change.changes.show ?? {}) as Record<string, unknown>;
    return {
      reference: change.reference,
      name: localized(show, "name", locale),
      status: change.status,
      day: bangkokDay(change.updatedAt),
      reason: change.declineReason,
      showPath: change.show ? localizePath(tradeShowPath(change.show), locale) : null,
    };
  });
  const myShows = published.map((show): MyShow => ({ ...show, editPath: localizePath(showEditPath(show.id), locale), planPath: localizePath(floorPlanEditPath(show.id), locale) }));
  return { listings, runsOrganizer: organizers.length > 0, newShows, myShows, showSent: new URL(request.url).searchParams.get("show") === "sent" };
}

async function listingsOf(request: Request, context: Readonly<RouterContextProvider>): Promise<MyListing[]> {
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
          editPath: localizePath(listingEditPath(kind, listing.id), locale),
          latest: change ? { status: change.status, reference: change.reference, day: bangkokDay(change.updatedAt), fields: Object.keys(change.changes), reason: change.declineReason } : null,
        };
      });
    }),
  );
  return perKind.flat();
}
