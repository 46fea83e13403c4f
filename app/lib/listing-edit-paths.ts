import { LISTING_KINDS, type ListingKind } from "../domain/listings.ts";

/**
 * The owners' editor of a listing, one route per kind (`/quotation-profile/listings/venue/12`, app/routes.ts), an
 * organizer's editor of its show (`/quotation-profile/shows/31`) and of its floor plan. Their
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

/** The organizer's floor plan editor of one of its shows (issue 48), and its CSV files (`booths.csv`, `exhibitors.csv`). */
export const FLOOR_PLAN_EDIT_ROUTE = `${SHOW_EDIT_ROUTE}/floor-plan`;
export const floorPlanEditPath = (id: number) => `${showEditPath(id)}/floor-plan`;
export const FLOOR_PLAN_FILE_ROUTE = `${FLOOR_PLAN_EDIT_ROUTE}/:file`;
export const FLOOR_PLAN_FILES = ["booths.csv", "exhibitors.csv"] as const;
export type FloorPlanFile = (typeof FLOOR_PLAN_FILES)[number];
export const floorPlanFilePath = (id: number, file: FloorPlanFile) => `${floorPlanEditPath(id)}/${file}`;

/** The kind an editor's unprefixed path edits, or null for any other path. */
export const listingKindOfEditPath = (path: string): ListingKind | null => LISTING_KINDS.find((kind) => path.startsWith(`${ROOT}/${kind}/`)) ?? null;
