import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import { portalStore } from "~/portal-store/portal-store.server";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";
import { type AddRefusal, addOwner, ownersOf } from "./owners.server";
import { bangkokToday } from "~/lib/dates";
import { kindOfRequests, requestPopulate, TEAM_BOOKING_POPULATE, type TeamBooking, teamBookingOf, type UnownedRequest, unownedRequestOf } from "./requests";

/** The queue of requests nobody was told of but the site team (docs/pages.md, "Back office"): read, forward, assign. */
type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

/** The site team's requests not forwarded yet, to listings that still have no owner, oldest first. */
export async function unownedRequests(request: Request, context: Context): Promise<UnownedRequest[]> {
  const store = portalStore(context.get(appContext).env);
  const queued = await store.requestDeliveries.siteTeamQueue();
  const client = contentClient(request, context, "server");
  const found = await Promise.all(
    [...new Set(queued.map((row) => row.collection))].map(async (collection) => {
      const kind = kindOfRequests(collection);
      if (!kind) return [];
      const ids = queued.filter((row) => row.collection === collection).map((row) => row.request_id);
      const result = await client.query<{ data: Entity[] }>(LISTINGS[kind].quotation.api, {
        filters: { id: { $in: ids } },
        populate: requestPopulate(kind),
        pagination: { pageSize: 100 },
      });
      if (!result.ok) throw new Error(`${collection} not read: ${result.status}`);
      return result.data.data.map((entity) => unownedRequestOf(kind, entity)).filter((item): item is UnownedRequest => item !== null);
    }),
  );
  const items = found.flat();
  const owned = new Map(await Promise.all(LISTING_KINDS.map(async (kind) => [kind, await ownedListings(request, context, kind, items.filter((i) => i.kind === kind).map((i) => i.listing.id))] as const)));
  const order = (item: UnownedRequest) => queued.findIndex((row) => row.collection === item.collection && row.request_id === item.id);
  return items.filter((item) => !owned.get(item.kind)?.has(item.listing.id)).sort((a, b) => order(a) - order(b));
}

/** Which of these listings someone runs now, as the content source has it: each asked once, however many queue items name it. */
async function ownedListings(request: Request, context: Context, kind: ListingKind, ids: readonly number[]): Promise<Set<number>> {
  const owned = await Promise.all([...new Set(ids)].map(async (id) => ((await ownersOf(request, context, { kind, id })).length > 0 ? [id] : [])));
  return new Set(owned.flat());
}

/**
 * Booth bookings that came to the team (`organizer_notice` "team"), oldest first, while their show is still to
 * come and its organizer still has no owner: once the team makes someone an owner, the leads are theirs.
 */
export async function teamBookings(request: Request, context: Context): Promise<TeamBooking[]> {
  const result = await contentClient(request, context, "server").query<{ data: Entity[] }>("api/booth-reservations", {
    filters: { organizer_notice: { $eq: "team" }, trade_show: { end_date: { $gte: bangkokToday() } } },
    populate: TEAM_BOOKING_POPULATE,
    sort: ["createdAt:asc", "id:asc"],
    pagination: { pageSize: 100 },
  });
  if (!result.ok) throw new Error(`booth-reservations not read: ${result.status}`);
  const bookings = result.data.data.map(teamBookingOf);
  const owned = await ownedListings(request, context, "organizer", bookings.flatMap((b) => (b.organizer ? [b.organizer.id] : [])));
  return bookings.filter((b) => !b.organizer || !owned.has(b.organizer.id));
}

async function queuedRequest(request: Request, context: Context, collection: string, id: number): Promise<UnownedRequest | null> {
  return (await unownedRequests(request, context)).find((item) => item.collection === collection && item.id === id) ?? null;
}

/** Why a forward or an assignment was refused, beside its field; "gone" when the request left the queue. */
export type QueueRefusal = AddRefusal | "requests.addressInvalid" | "gone";

/** Mails the request with its signed link to `address` (the content service sends and records it); logged. */
export async function forwardRequest(request: Request, context: Context, staff: StaffMember, collection: string, id: number, address: string): Promise<QueueRefusal | null> {
  const item = await queuedRequest(request, context, collection, id);
  if (!item) return "gone";
  const result = await contentClient(request, context, "server").create<{ data: { forwardedTo: string; forwardedAt: string } }>("api/request-deliveries/forward", {
    data: { collection, request: id, address },
  });
  if (!result.ok && result.status === 400) return "requests.addressInvalid";
  if (!result.ok) return "gone";
  await recordStaffWrite(context.get(appContext).env, {
    staff,
    action: "forward",
    target: { collection, id },
    before: { channel: "site-team", forwardedTo: null },
    after: { channel: "site-team", ...result.data.data },
  });
  return null;
}

/** Makes a member an owner of the request's listing, so it (and whatever follows) is in their inbox; logged. */
export async function assignRequest(request: Request, context: Context, staff: StaffMember, collection: string, id: number, email: string): Promise<QueueRefusal | null> {
  const item = await queuedRequest(request, context, collection, id);
  if (!item) return "gone";
  const refusal = await addOwner(request, context, staff, { kind: item.kind, id: item.listing.id }, email);
  if (refusal) return refusal;
  await recordStaffWrite(context.get(appContext).env, { staff, action: "assign", target: { collection, id }, before: { owners: [] }, after: { owner: email } });
  return null;
}

/** Why a revocation was refused, beside the reference. */
export type RevokeRefusal = "requests.noLink" | "requests.alreadyRevoked";

/** Revokes the signed link mailed with a request (to the listing's address, or forwarded by the team); logged. */
export async function revokeRequestLink(context: Context, staff: StaffMember, collection: string, id: number): Promise<RevokeRefusal | null> {
  const { env } = context.get(appContext);
  const revoked = await portalStore(env).requestDeliveries.revokeLink(collection, id, new Date());
  if (revoked === "no-link") return "requests.noLink";
  if (revoked === "already") return "requests.alreadyRevoked";
  await recordStaffWrite(env, { staff, action: "revoke-link", target: { collection, id }, before: { linkRevokedAt: null }, after: { linkRevokedAt: revoked.revokedAt, sentTo: revoked.forwardedTo ?? revoked.address ?? revoked.channel } });
  return null;
}
