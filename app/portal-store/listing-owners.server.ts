import { LISTINGS, type ListingKind } from "~/domain/listings";
import { joinTable } from "~/model/join-tables";
import { collectionByPlural } from "~/model/model";

/**
 * Who runs a listing, and the member an email names, read for the back office. The `owners` relation is private (docs/decisions/024): the
 * content API never answers it, so the staff's pages read its join table here and write it only through the
 * API with the API token.
 */
export interface ListingOwner {
  id: number;
  email: string;
  username: string;
}

export async function ownersOf(db: D1Database, kind: ListingKind, listingId: number): Promise<ListingOwner[]> {
  const owners = joinTable(collectionByPlural(LISTINGS[kind].plural)!, "owners")!;
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.username FROM ${owners.table} l JOIN up_users u ON u.id = l.${owners.targetColumn}
       WHERE l.${owners.ownColumn} = ? ORDER BY u.email`,
    )
    .bind(listingId)
    .all<ListingOwner>();
  return results;
}

/** The member with this account email (any case), for adding them as an owner; blocked accounts are not offered. */
export async function memberByEmail(db: D1Database, email: string): Promise<ListingOwner | null> {
  return db.prepare("SELECT id, email, username FROM up_users WHERE email = ? COLLATE NOCASE AND blocked IS NOT 1").bind(email).first<ListingOwner>();
}
