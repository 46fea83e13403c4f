import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ListingKind } from "~/domain/listings";
import { changesOfListing, type ListingChange, LISTING_CHANGE_POPULATE, LISTING_CHANGES_API, listingChangeOf } from "~/lib/listing-changes";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

/** A listing's change requests are read and written with the API token, after the page checked who runs it. */
const server = (request: Request, context: Context) => contentClient(request, context, "server");

async function changesWhere(request: Request, context: Context, filters: Record<string, unknown>, pageSize: number): Promise<ListingChange[]> {
  const result = await server(request, context).query<{ data: Entity[] }>(LISTING_CHANGES_API, { filters, populate: LISTING_CHANGE_POPULATE, sort: ["id:desc"], pagination: { pageSize } });
  if (!result.ok) throw new Error(`listing changes not read: ${result.status} ${result.error.message}`);
  return result.data.data.map(listingChangeOf).filter((change): change is ListingChange => change !== null);
}

/** The newest change of each of these listings of one kind (none for a listing never edited). */
export async function latestChanges(request: Request, context: Context, kind: ListingKind, ids: readonly number[]): Promise<Map<number, ListingChange>> {
  if (ids.length === 0) return new Map();
  const changes = await changesWhere(request, context, { [kind]: { id: { $in: ids } }, change_kind: { $eq: "listing" } }, 100);
  const latest = new Map<number, ListingChange>();
  for (const change of changes) if (!latest.has(change.listing.id)) latest.set(change.listing.id, change);
  return latest;
}

/** The listing's change waiting for the site team, the newest if a crash left an older one behind. */
export async function waitingChange(request: Request, context: Context, kind: ListingKind, id: number): Promise<ListingChange | null> {
  const [change] = await changesWhere(request, context, { ...changesOfListing(kind, id), change_status: { $eq: "waiting" } }, 1);
  return change ?? null;
}

/** The newest decided change of the listing (approved, declined, or published at once), for the reason of a decline. */
export async function lastDecidedChange(request: Request, context: Context, kind: ListingKind, id: number): Promise<ListingChange | null> {
  const [change] = await changesWhere(request, context, { ...changesOfListing(kind, id), change_status: { $in: ["approved", "declined", "published"] } }, 1);
  return change ?? null;
}

/** How many change requests (edits and new shows) the listing's owners sent since `since` (the daily limit). */
export async function changesSentSince(request: Request, context: Context, kind: ListingKind, id: number, since: string): Promise<number> {
  const result = await server(request, context).query<{ meta: { pagination: { total: number } } }>(LISTING_CHANGES_API, {
    filters: { [kind]: { id: { $eq: id } }, createdAt: { $gte: since } },
    fields: ["id"],
    pagination: { pageSize: 1, withCount: true },
  });
  if (!result.ok) throw new Error(`listing changes not counted: ${result.status} ${result.error.message}`);
  return result.data.meta.pagination.total;
}

/** The new shows the member's organizers sent, newest first, with where each stands. */
export async function newShowsOf(request: Request, context: Context, organizerIds: readonly number[]): Promise<ListingChange[]> {
  if (organizerIds.length === 0) return [];
  return changesWhere(request, context, { organizer: { id: { $in: organizerIds } }, change_kind: { $eq: "new-show" }, change_status: { $ne: "replaced" } }, 20);
}
