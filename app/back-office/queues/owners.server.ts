import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import { portalStore } from "~/portal-store/portal-store.server";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import type { ListingKey } from "./owners";
import type { ListingPerson } from "~/content/listing-people";
import { listingPeople, memberByEmail } from "~/content/listing-people.server";

/** The listing owners page's reads and writes (docs/pages.md, "Back office"), for admins. */
type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

export interface ListingChoice {
  id: number;
  name: string;
  nameEn: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Every listing of each kind, drafts included, by name: what the page's chooser offers. */
export async function listingChoices(request: Request, context: Context): Promise<Record<ListingKind, ListingChoice[]>> {
  const client = contentClient(request, context, "server");
  const lists = await Promise.all(
    LISTING_KINDS.map(async (kind) => {
      const { nameField, api } = LISTINGS[kind];
      const result = await client.query<{ data: Entity[] }>(api, {
        fields: [nameField, `${nameField}_en`],
        sort: [`${nameField}:asc`],
        pagination: { pageSize: 100 },
        publicationState: "preview",
      });
      if (!result.ok) throw new Error(`${kind} listings not read: ${result.status}`);
      return result.data.data.map((e) => ({ id: e.id, name: text(e.attributes[nameField]), nameEn: text(e.attributes[`${nameField}_en`]) }));
    }),
  );
  return Object.fromEntries(LISTING_KINDS.map((kind, i) => [kind, lists[i]!])) as Record<ListingKind, ListingChoice[]>;
}

/** Who runs the listing, by email, as the content source has them (read from the member's side: listing-people.ts). */
export const ownersOf = (request: Request, context: Context, listing: ListingKey): Promise<ListingPerson[]> => listingPeople(request, context, listing, "owners");

/** Why an add was refused, beside the email field. */
export type AddRefusal = Extract<StaffTextKey, `owners.${string}`>;

/**
 * One write to the listing's private `owners` relation and its public `verified` mark with the API token, logged
 * with the owners before and after.
 */
async function changeOwners(request: Request, context: Context, staff: StaffMember, listing: ListingKey, change: "connect" | "disconnect", member: ListingPerson) {
  const def = LISTINGS[listing.kind];
  const before = await ownersOf(request, context, listing);
  // The public verified mark follows the owners, in the same write (docs/decisions/059).
  const verified = change === "connect" || before.some((owner) => owner.id !== member.id);
  const result = await contentClient(request, context, "server").update(def.api, listing.id, { data: { owners: { [change]: [member.id] }, verified } });
  if (!result.ok) throw new Error(`owners not changed: the content service answered ${result.status}`);
  const after = await ownersOf(request, context, listing);
  await recordStaffWrite(context.get(appContext).env, {
    staff,
    action: change === "connect" ? "add-owner" : "remove-owner",
    target: { collection: def.plural, id: listing.id },
    before: { owners: before },
    after: { owners: after },
  });
}

export async function addOwner(request: Request, context: Context, staff: StaffMember, listing: ListingKey, email: string): Promise<AddRefusal | null> {
  const member = await memberByEmail(request, context, email);
  if (!member) return "owners.noMember";
  if ((await ownersOf(request, context, listing)).some((owner) => owner.id === member.id)) return "owners.already";
  await changeOwners(request, context, staff, listing, "connect", member);
  return null;
}

/** Removes an owner; false when they were no owner of the listing (a second click). */
export async function removeOwner(request: Request, context: Context, staff: StaffMember, listing: ListingKey, memberId: number): Promise<boolean> {
  const owner = (await ownersOf(request, context, listing)).find((o) => o.id === memberId);
  if (!owner) return false;
  await changeOwners(request, context, staff, listing, "disconnect", owner);
  return true;
}

export const ownersTrusted = (context: Context, listing: ListingKey) => portalStore(context.get(appContext).env).trustedListings.has(listing.kind, listing.id);

/** Trusts the listing's owners (their edits publish at once, docs/decisions/060) or stops; logged. */
export async function setOwnersTrusted(context: Context, staff: StaffMember, listing: ListingKey, trusted: boolean): Promise<void> {
  const { env } = context.get(appContext);
  const before = await ownersTrusted(context, listing);
  if (before === trusted) return;
  await portalStore(env).trustedListings.set(listing.kind, listing.id, trusted, staff.username);
  await recordStaffWrite(env, {
    staff,
    action: trusted ? "trust-owners" : "distrust-owners",
    target: { collection: LISTINGS[listing.kind].plural, id: listing.id },
    before: { ownersTrusted: before },
    after: { ownersTrusted: trusted },
  });
}
