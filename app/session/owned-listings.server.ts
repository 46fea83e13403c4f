import { localized } from "~/content/localized";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import type { Locale } from "~/domain/locales";

/**
 * The listings a member runs (docs/decisions/024): the site team sets a listing's `owners`; the content service
 * answers them as the inverse relations of users/me. The session reads them with the member, once per request,
 * so an approval shows on the member's next page; company access, the inboxes, the analytics and the claim button
 * read them from here.
 */
export interface OwnedListing {
  kind: ListingKind;
  id: number;
  /** The name in the page's language (Thai when there is no English). */
  name: string;
  slug: string | null;
}

export type OwnedListings = Record<ListingKind, OwnedListing[]>;

/** The rows users/me answers for each kind's inverse relation, as the content source sends them. */
export type OwnedRows = Partial<Record<string, (Record<string, unknown> & { id: number })[]>>;

/** What users/me populates: only what a name and an address need. */
export const OWNED_POPULATE = Object.fromEntries(
  LISTING_KINDS.map((kind) => [LISTINGS[kind].ownedKey, { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`, "slug"] }]),
);

export function ownedListingsOf(rows: OwnedRows, locale: Locale): OwnedListings {
  const listOf = (kind: ListingKind): OwnedListing[] =>
    (rows[LISTINGS[kind].ownedKey] ?? []).map((row) => ({
      kind,
      id: row.id,
      name: localized(row, LISTINGS[kind].nameField, locale),
      slug: typeof row.slug === "string" ? row.slug : null,
    }));
  return Object.fromEntries(LISTING_KINDS.map((kind) => [kind, listOf(kind)])) as OwnedListings;
}

/** Whether the member runs this listing (for the claim button). */
export const runsListing = (rows: OwnedRows, kind: ListingKind, id: number) => (rows[LISTINGS[kind].ownedKey] ?? []).some((row) => row.id === id);

/** Whether the member runs any listing at all: the company pages are theirs. */
export const runsAnyListing = (rows: OwnedRows) => LISTING_KINDS.some((kind) => (rows[LISTINGS[kind].ownedKey] ?? []).length > 0);
