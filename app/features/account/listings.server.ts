import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized, type Locale } from "~/content/localized";
import type { Member } from "../../session/session.server";

/**
 * The listings a member runs (docs/decisions/024): the site team sets a listing's `owners`; the content service
 * answers them as the inverse relations of users/me. A company inbox, the analytics and the claim button read
 * them from here, once per request.
 */
export const LISTING_KINDS = ["venues", "organizers", "contractors"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export interface OwnedListing {
  kind: ListingKind;
  id: number;
  /** The name in the page's language (Thai when there is no English). */
  name: string;
  slug: string | null;
}

export type OwnedListings = Record<ListingKind, OwnedListing[]>;

const POPULATE = { owned_venues: true, owned_organizers: true, owned_contractors: true } as const;
const NAME_FIELD: Record<ListingKind, string> = { venues: "name", organizers: "company_name", contractors: "company_name" };

type OwnedAnswer = Partial<Record<`owned_${ListingKind}`, (Record<string, unknown> & { id: number })[]>>;

const cache = new WeakMap<object, Promise<OwnedListings>>();

export function ownedListings(request: Request, context: Readonly<RouterContextProvider>, member: Member, locale: Locale): Promise<OwnedListings> {
  const hit = cache.get(context);
  if (hit) return hit;
  const load = contentClient(request, context, member)
    .query<OwnedAnswer>("api/users/me", { populate: POPULATE })
    .then((result) => {
      const answer = result.ok ? result.data : {};
      const listOf = (kind: ListingKind): OwnedListing[] =>
        (answer[`owned_${kind}`] ?? []).map((row) => ({
          kind,
          id: row.id,
          name: localized(row, NAME_FIELD[kind], locale),
          slug: typeof row.slug === "string" ? row.slug : null,
        }));
      return { venues: listOf("venues"), organizers: listOf("organizers"), contractors: listOf("contractors") };
    });
  cache.set(context, load);
  return load;
}

/** Whether the member runs this listing (for the claim button and the inbox's detail links). */
export const runsListing = (listings: OwnedListings, kind: ListingKind, id: number) => listings[kind].some((l) => l.id === id);
