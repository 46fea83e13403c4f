import { localized } from "~/content/localized";
import { LISTING_KINDS, LISTINGS, type ListingKind, teamKeyOf } from "~/domain/listings";
import type { Locale } from "~/domain/locales";

/**
 * The listings a member runs (docs/decisions/024): the site team sets a listing's `owners`; the content service
 * answers them as the inverse relations of users/me. The session reads them with the member, once per request,
 * so an approval shows on the member's next page; company access, the inboxes, the analytics and the claim button
 * read them from here. Colleagues on a listing's team (docs/decisions/062) answer its requests and leads but do not
 * run it: they are in `answeredListingsOf`, not in `ownedListingsOf`.
 */
export interface OwnedListing {
  kind: ListingKind;
  /** An owner runs the listing; a team member answers its requests and leads. */
  role: "owner" | "team";
  id: number;
  /** The name in the page's language (Thai when there is no English). */
  name: string;
  slug: string | null;
}

export type OwnedListings = Record<ListingKind, OwnedListing[]>;

/** The rows users/me answers for each kind's inverse relation, as the content source sends them. */
type OwnedRow = Record<string, unknown> & { id: number };
export type OwnedRows = Partial<Record<string, OwnedRow[]>>;

/** What users/me populates, for the listings run and those whose team the member is on: a name and an address. */
export const OWNED_POPULATE = Object.fromEntries(
  LISTING_KINDS.flatMap((kind) => {
    const spec = { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`, "slug"] };
    return [
      [LISTINGS[kind].ownedKey, spec],
      [teamKeyOf(LISTINGS[kind]), spec],
    ];
  }),
);

const listingOf = (kind: ListingKind, role: OwnedListing["role"], row: OwnedRow, locale: Locale): OwnedListing => ({
  kind,
  role,
  id: row.id,
  name: localized(row, LISTINGS[kind].nameField, locale),
  slug: typeof row.slug === "string" ? row.slug : null,
});

/** The listings the member runs (owns): what they edit, add shows to and invite colleagues to. */
export function ownedListingsOf(rows: OwnedRows, locale: Locale): OwnedListings {
  return byKind((kind) => (rows[LISTINGS[kind].ownedKey] ?? []).map((row) => listingOf(kind, "owner", row, locale)));
}

/** The listings whose requests and leads the member answers: those they run, then those whose team they are on. */
export function answeredListingsOf(rows: OwnedRows, locale: Locale): OwnedListings {
  return byKind((kind) => {
    const owned = rows[LISTINGS[kind].ownedKey] ?? [];
    const team = (rows[teamKeyOf(LISTINGS[kind])] ?? []).filter((row) => !owned.some((own) => own.id === row.id));
    return [...owned.map((row) => listingOf(kind, "owner", row, locale)), ...team.map((row) => listingOf(kind, "team", row, locale))];
  });
}

const byKind = (listOf: (kind: ListingKind) => OwnedListing[]) => Object.fromEntries(LISTING_KINDS.map((kind) => [kind, listOf(kind)])) as OwnedListings;

/** Whether the member runs this listing (for the claim button). */
export const runsListing = (rows: OwnedRows, kind: ListingKind, id: number) => (rows[LISTINGS[kind].ownedKey] ?? []).some((row) => row.id === id);

/** Whether the member runs any listing at all: they may invite colleagues. */
export const runsAnyListing = (rows: OwnedRows) => LISTING_KINDS.some((kind) => (rows[LISTINGS[kind].ownedKey] ?? []).length > 0);

/** Whether the member runs a listing or is on one's team: the company pages are theirs. */
export const answersAnyListing = (rows: OwnedRows) => runsAnyListing(rows) || LISTING_KINDS.some((kind) => (rows[teamKeyOf(LISTINGS[kind])] ?? []).length > 0);
