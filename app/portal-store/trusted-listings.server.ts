import type { ListingKind } from "~/domain/listings";

/**
 * Listings whose owners the site team trusts (`trusted_listings`, docs/decisions/060): an owner's edit of such a
 * listing publishes at once instead of waiting for review. Set by admins on the listing owners page.
 */
export async function isTrusted(db: D1Database, kind: ListingKind, listingId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM trusted_listings WHERE kind = ? AND listing_id = ?").bind(kind, listingId).first()) !== null;
}

/** Trusts the listing's owners (recording who did), or stops trusting them. */
export async function setTrusted(db: D1Database, kind: ListingKind, listingId: number, trusted: boolean, staffUsername: string): Promise<void> {
  const statement = trusted
    ? db.prepare("INSERT INTO trusted_listings (kind, listing_id, trusted_by) VALUES (?, ?, ?) ON CONFLICT(kind, listing_id) DO NOTHING").bind(kind, listingId, staffUsername)
    : db.prepare("DELETE FROM trusted_listings WHERE kind = ? AND listing_id = ?").bind(kind, listingId);
  await statement.run();
}
