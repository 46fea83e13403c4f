import { LISTING_KINDS, type ListingKind } from "../domain/listings.ts";

/**
 * The owners' editor of a listing, one route per kind (`/quotation-profile/listings/venue/12`, app/routes.ts), and an
 * organizer's editor of its show (`/quotation-profile/shows/31`). Their
 * links are built on the server (the company's listings page, mail), so the editors stay out of the page table
 * every browser loads (app/lib/pages.ts): the home page's scripts are at their budget.
 */
const ROOT = "/quotation-profile/listings";

/** The route's pattern of a kind's editor, unprefixed and without the leading slash, as routes.ts takes it. */
export const listingEditRoute = (kind: ListingKind) => `${ROOT.slice(1)}/${kind}/:id`;

/** The editor of one listing, unprefixed (`localizePath` adds /en). */
export const listingEditPath = (kind: ListingKind, id: number) => `${ROOT}/${kind}/${id}`;

/** An organizer's editor of one of its published shows. */
export const SHOW_EDIT_ROUTE = "quotation-profile/shows/:id";
export const showEditPath = (id: number) => `/${SHOW_EDIT_ROUTE.replace(":id", String(id))}`;

/** The kind an editor's unprefixed path edits, or null for any other path. */
export const listingKindOfEditPath = (path: string): ListingKind | null => LISTING_KINDS.find((kind) => path.startsWith(`${ROOT}/${kind}/`)) ?? null;
