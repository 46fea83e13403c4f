import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import { LISTINGS } from "~/domain/listings";
import { ownerFormFields } from "~/lib/listing-edit";
import { changesOfListing, type ListingChange, LISTING_CHANGE_POPULATE, LISTING_CHANGES_API, listingChangeOf } from "~/lib/listing-changes";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";
import { BOOTH_FIELDS, SHOW_FIELDS, showSlug } from "~/lib/show-submission";
import { type FieldChange, fieldChanges } from "./listing-changes";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

/** The change requests queue's reads and decisions (docs/pages.md, "Back office"; docs/decisions/060). */
export interface ChangeToReview {
  change: ListingChange;
  fields: FieldChange[];
  /** A show's booth types the change touches: each as its fields, `fresh` for a new type (nothing to compare). */
  booths: { rows: FieldChange[]; fresh: boolean }[];
}

const server = (request: Request, context: Context) => contentClient(request, context, "server");

async function currentListing(request: Request, context: Context, change: ListingChange): Promise<Record<string, unknown>> {
  const result = await server(request, context).findOne<{ data: Entity }>(LISTINGS[change.kind].api, change.listing.id, { publicationState: "preview" });
  if (!result.ok) throw new Error(`${change.kind} ${change.listing.id} not read: ${result.status}`);
  return result.data.data.attributes;
}

/** Changes waiting for a decision, oldest first, each field compared with what the public page shows now. */
export async function waitingChanges(request: Request, context: Context): Promise<ChangeToReview[]> {
  const result = await server(request, context).query<{ data: Entity[] }>(LISTING_CHANGES_API, {
    filters: { change_status: { $eq: "waiting" } },
    populate: LISTING_CHANGE_POPULATE,
    sort: ["createdAt:asc"],
    pagination: { pageSize: 50 },
  });
  if (!result.ok) throw new Error(`listing changes not read: ${result.status} ${result.error.message}`);
  const changes = result.data.data.map(listingChangeOf).filter((change): change is ListingChange => change !== null);
  return Promise.all(
    changes.map((change) =>
      change.changeKind === "new-show" ? newShowToReview(request, context, change) : change.changeKind === "show-edit" ? showEditToReview(request, context, change) : listingEditToReview(request, context, change),
    ),
  );
}

const listingEditToReview = async (request: Request, context: Context, change: ListingChange): Promise<ChangeToReview> => ({
  change,
  fields: fieldChanges(ownerFormFields(change.kind), await currentListing(request, context, change), change.changes),
  booths: [],
});

/** A new show's fields (all new), its venue by name, and its booth types. */
async function newShowToReview(request: Request, context: Context, change: ListingChange): Promise<ChangeToReview> {
  const { show, booths } = newShowOf(change);
  const venue = typeof show.venue === "number" ? await server(request, context).findOne<{ data: Entity }>(LISTINGS.venue.api, show.venue, { fields: ["name", "name_en"] }) : null;
  const venueName = venue?.ok ? `${String(venue.data.data.attributes.name)} / ${String(venue.data.data.attributes.name_en ?? "")}` : "";
  const filled = (rows: FieldChange[]) => rows.filter(isFilled);
  const fields = filled(fieldChanges(SHOW_FIELDS, {}, show)).map((row) => (row.attribute === "venue" && row.kind === "text" ? { ...row, after: venueName || row.after } : row));
  return { change, fields, booths: booths.map((booth) => ({ rows: filled(fieldChanges(BOOTH_FIELDS, {}, booth)), fresh: true })) };
}

/** A published show and its booth types as they are now. */
async function currentShow(request: Request, context: Context, showId: number) {
  const client = server(request, context);
  const [show, booths] = await Promise.all([
    client.findOne<{ data: Entity }>("api/trade-shows", showId, { publicationState: "preview" }),
    client.query<{ data: Entity[] }>("api/booth-types", { filters: { trade_show: { id: { $eq: showId } } }, pagination: { pageSize: 100 } }),
  ]);
  if (!show.ok || !booths.ok) throw new Error(`show ${showId} not read: ${show.status} ${booths.status}`);
  return { show: show.data.data.attributes, booths: booths.data.data };
}

/** A show edit as the organizer sent it: the show's changed attributes, its booth types' changes, new types. */
function showEditOf(change: ListingChange) {
  const list = (value: unknown) => (Array.isArray(value) ? value.map(record) : []);
  return { show: record(change.changes.show), updates: list(change.changes.updates), booths: list(change.changes.booths) };
}

/** An edit of a published show: its fields and each changed booth type beside what is published, new types alone. */
async function showEditToReview(request: Request, context: Context, change: ListingChange): Promise<ChangeToReview> {
  const edit = showEditOf(change);
  const now = change.show ? await currentShow(request, context, change.show.id) : { show: {}, booths: [] };
  const updates = edit.updates.map(({ id, ...update }) => ({
    rows: fieldChanges(BOOTH_FIELDS, now.booths.find((booth) => booth.id === id)?.attributes ?? {}, update),
    fresh: false,
  }));
  return { change, fields: fieldChanges(SHOW_FIELDS, now.show, edit.show), booths: [...updates, ...edit.booths.map((booth) => ({ rows: fieldChanges(BOOTH_FIELDS, {}, booth).filter(isFilled), fresh: true }))] };
}

/** A new show's row that says something: a field the organizer left empty is no row of the review. */
function isFilled(row: FieldChange): boolean {
  switch (row.kind) {
    case "long":
      return row.parts.some((part) => part.text.trim() !== "");
    case "parts":
      return row.rows.length > 0;
    default:
      return row.after !== "";
  }
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** A new show's change as the organizer sent it: the show's attributes and its booth types'. */
function newShowOf(change: ListingChange): { show: Record<string, unknown>; booths: Record<string, unknown>[] } {
  const booths = change.changes.booths;
  return { show: record(change.changes.show), booths: Array.isArray(booths) ? booths.map(record) : [] };
}

/** The newest changes trusted owners published at once: listed for the team, who reviewed none of them. */
export async function recentlyPublished(request: Request, context: Context): Promise<ListingChange[]> {
  const result = await server(request, context).query<{ data: Entity[] }>(LISTING_CHANGES_API, {
    filters: { change_status: { $eq: "published" } },
    populate: LISTING_CHANGE_POPULATE,
    sort: ["id:desc"],
    pagination: { pageSize: 20 },
  });
  if (!result.ok) throw new Error(`published listing changes not read: ${result.status} ${result.error.message}`);
  return result.data.data.map(listingChangeOf).filter((change): change is ListingChange => change !== null);
}

async function waitingChange(request: Request, context: Context, id: number): Promise<ListingChange | null> {
  const result = await server(request, context).findOne<{ data: Entity }>(LISTING_CHANGES_API, id, { populate: LISTING_CHANGE_POPULATE });
  const change = result.ok ? listingChangeOf(result.data.data) : null;
  return change?.status === "waiting" ? change : null;
}

async function stamp(request: Request, context: Context, id: number, data: Record<string, unknown>) {
  const result = await server(request, context).update(LISTING_CHANGES_API, id, { data });
  if (!result.ok) throw new Error(`listing change ${id} not stamped: ${result.status}`);
}

/** Why an approval did not go through: the service refused a value (its message), or the change was decided already. */
export type ApproveOutcome = { ok: true; change: ListingChange } | { ok: false; reason: "gone" } | { ok: false; reason: "refused"; message: string };

/**
 * Approving writes the changed fields to the listing with the API token (the service's checks, cache renewal and
 * search index apply as to any edit), logs it, and stamps the change, which mails its owner; older changes of
 * the same listing still waiting (a crash between a save and its replacement) are closed with it.
 */
export async function approveChange(request: Request, context: Context, staff: StaffMember, id: number): Promise<ApproveOutcome> {
  const change = await waitingChange(request, context, id);
  if (!change) return { ok: false, reason: "gone" };
  if (change.changeKind === "new-show") return approveNewShow(request, context, staff, change);
  if (change.changeKind === "show-edit") return approveShowEdit(request, context, staff, change);
  const listing = LISTINGS[change.kind];
  const before = await currentListing(request, context, change);
  const written = await server(request, context).update(listing.api, change.listing.id, { data: change.changes });
  if (!written.ok) return { ok: false, reason: "refused", message: written.error.message };
  const names = Object.keys(change.changes);
  await recordStaffWrite(context.get(appContext).env, {
    staff,
    action: "update",
    target: { collection: listing.plural, id: change.listing.id },
    before: Object.fromEntries(names.map((name) => [name, before[name] ?? null])),
    after: change.changes,
  });
  await stamp(request, context, id, { change_status: "approved" });
  await closeOlderWaiting(request, context, change);
  await recordStaffWrite(context.get(appContext).env, { staff, action: "approve", target: { collection: "listing-changes", id }, before: { status: "waiting" }, after: { status: "approved" } });
  return { ok: true, change };
}

/**
 * Approving a new show publishes it under its organizer with an address made from its English name, then its
 * booth types (a refused one is said, and the show stays for the team to complete in Content); each write is
 * logged, and the stamp names the show and mails the organizer's member.
 */
async function approveNewShow(request: Request, context: Context, staff: StaffMember, change: ListingChange): Promise<ApproveOutcome> {
  const { show, booths } = newShowOf(change);
  const client = server(request, context);
  const { env } = context.get(appContext);
  const create = (slug: string) => client.create<{ data: Entity }>("api/trade-shows", { data: { ...show, slug, organizer: change.listing.id, publishedAt: new Date().toISOString() } });
  let created = await create(showSlug(show, change.id));
  // The address is taken (a show of the same name and year): the reference's number tells them apart.
  if (!created.ok && /unique/i.test(created.error.message)) created = await create(`${showSlug(show, change.id)}-${change.id}`);
  if (!created.ok) return { ok: false, reason: "refused", message: created.error.message };
  const showId = created.data.data.id;
  await recordStaffWrite(env, { staff, action: "create", target: { collection: "trade-shows", id: showId }, before: null, after: created.data.data.attributes });
  for (const [index, booth] of booths.entries()) {
    const type = await client.create<{ data: Entity }>("api/booth-types", { data: { ...booth, trade_show: showId, sort_order: index } });
    if (!type.ok) return { ok: false, reason: "refused", message: type.error.message };
    await recordStaffWrite(env, { staff, action: "create", target: { collection: "booth-types", id: type.data.data.id }, before: null, after: type.data.data.attributes });
  }
  await stamp(request, context, change.id, { change_status: "approved", trade_show: showId });
  await recordStaffWrite(env, { staff, action: "approve", target: { collection: "listing-changes", id: change.id }, before: { status: "waiting" }, after: { status: "approved", trade_show: showId } });
  return { ok: true, change };
}

/**
 * Approving a show edit writes the show's changed fields, each changed booth type (its stock checked again against
 * what is booked now: bookings went on while the change waited) and the new types, then the show's lowest price
 * and booking state from all its types; each write is logged, and the stamp mails the organizer's member.
 */
async function approveShowEdit(request: Request, context: Context, staff: StaffMember, change: ListingChange): Promise<ApproveOutcome> {
  if (!change.show) return { ok: false, reason: "gone" };
  const showId = change.show.id;
  const edit = showEditOf(change);
  const client = server(request, context);
  const { env } = context.get(appContext);
  const now = await currentShow(request, context, showId);
  for (const { id, ...update } of edit.updates) {
    const booth = now.booths.find((b) => b.id === id);
    if (!booth) return { ok: false, reason: "refused", message: `booth type ${String(id)} is no longer on this show` };
    const booked = Number(booth.attributes.booths_reserved ?? 0);
    if (typeof update.quantity === "number" && update.quantity < booked) return { ok: false, reason: "refused", message: `${booked} booths of ${String(booth.attributes.name_en || booth.attributes.name)} are booked now` };
  }
  const write = async (plural: string, id: number | null, data: Record<string, unknown>, before: Record<string, unknown> | null) => {
    const answer = id === null ? await client.create<{ data: Entity }>(`api/${plural}`, { data }) : await client.update<{ data: Entity }>(`api/${plural}`, id, { data });
    if (!answer.ok) return answer.error.message;
    await recordStaffWrite(env, { staff, action: id === null ? "create" : "update", target: { collection: plural, id: answer.data.data.id }, before, after: data });
    return null;
  };
  const refusals = [
    Object.keys(edit.show).length > 0 ? await write("trade-shows", showId, edit.show, Object.fromEntries(Object.keys(edit.show).map((name) => [name, now.show[name] ?? null]))) : null,
    ...(await Promise.all(edit.updates.map(({ id, ...update }) => write("booth-types", Number(id), update, now.booths.find((b) => b.id === id)?.attributes ?? null)))),
  ];
  for (const [index, booth] of edit.booths.entries()) refusals.push(await write("booth-types", null, { ...booth, trade_show: showId, sort_order: now.booths.length + index }, null));
  const refused = refusals.find((message) => message !== null);
  if (refused) return { ok: false, reason: "refused", message: refused };
  const after = await currentShow(request, context, showId);
  const prices = after.booths.map((booth) => Number(booth.attributes.price)).filter((price) => Number.isFinite(price));
  if (prices.length > 0) await client.update("api/trade-shows", showId, { data: { booth_price_from: Math.min(...prices), reservation_open: true } });
  await stamp(request, context, change.id, { change_status: "approved" });
  await recordStaffWrite(env, { staff, action: "approve", target: { collection: "listing-changes", id: change.id }, before: { status: "waiting" }, after: { status: "approved" } });
  return { ok: true, change };
}

async function closeOlderWaiting(request: Request, context: Context, change: ListingChange) {
  const result = await server(request, context).query<{ data: Entity[] }>(LISTING_CHANGES_API, {
    filters: { ...changesOfListing(change.kind, change.listing.id), change_status: { $eq: "waiting" }, id: { $lt: change.id } },
    fields: ["id"],
    pagination: { pageSize: 100 },
  });
  if (!result.ok) throw new Error(`older listing changes not read: ${result.status}`);
  for (const older of result.data.data) await stamp(request, context, older.id, { change_status: "replaced" });
}

/** Declining stamps the change with the reason, which its owner is mailed; the listing stays as it is. Logged. */
export async function declineChange(request: Request, context: Context, staff: StaffMember, id: number, reason: string): Promise<ListingChange | null> {
  const change = await waitingChange(request, context, id);
  if (!change) return null;
  await stamp(request, context, id, { change_status: "declined", decline_reason: reason });
  await recordStaffWrite(context.get(appContext).env, { staff, action: "decline", target: { collection: "listing-changes", id }, before: { status: "waiting" }, after: { status: "declined", reason } });
  return change;
}
