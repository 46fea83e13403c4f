import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import type { Locale } from "~/domain/locales";
import type { Member } from "../../session/session.server";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";

/**
 * The listings a member runs (docs/decisions/024): the site team sets a listing's `owners`; the content service
 * answers them as the inverse relations of users/me. A company inbox, the analytics and the claim button read
 * them from here, once per request.
 */
export interface OwnedListing {
  kind: ListingKind;
  id: number;
  /** The name in the page's language (Thai when there is no English). */
  name: string;
  slug: string | null;
}

export type OwnedListings = Record<ListingKind, OwnedListing[]>;

const POPULATE = Object.fromEntries(LISTING_KINDS.map((kind) => [LISTINGS[kind].ownedKey, true]));

type OwnedAnswer = Partial<Record<string, (Record<string, unknown> & { id: number })[]>>;

const cache = new WeakMap<object, Promise<OwnedListings>>();

export function ownedListings(request: Request, context: Readonly<RouterContextProvider>, member: Member, locale: Locale): Promise<OwnedListings> {
  const hit = cache.get(context);
  if (hit) return hit;
  const load = contentClient(request, context, member)
    .query<OwnedAnswer>("api/users/me", { populate: POPULATE })
    .then((result) => {
      const answer = result.ok ? result.data : {};
      const listOf = (kind: ListingKind): OwnedListing[] =>
        (answer[LISTINGS[kind].ownedKey] ?? []).map((row) => ({
          kind,
          id: row.id,
          name: localized(row, LISTINGS[kind].nameField, locale),
          slug: typeof row.slug === "string" ? row.slug : null,
        }));
      return Object.fromEntries(LISTING_KINDS.map((kind) => [kind, listOf(kind)])) as OwnedListings;
    });
  cache.set(context, load);
  return load;
}

/** Whether the member runs this listing (for the claim button and the inbox's detail links). */
export const runsListing = (listings: OwnedListings, kind: ListingKind, id: number) => listings[kind].some((l) => l.id === id);
