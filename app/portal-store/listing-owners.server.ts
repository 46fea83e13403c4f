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

/** Everyone on a listing's team (docs/decisions/062): its owners, then its team members, each by email. */
export async function teamOf(db: D1Database, kind: ListingKind, listingId: number): Promise<(ListingOwner & { role: "owner" | "team" })[]> {
  const collection = collectionByPlural(LISTINGS[kind].plural)!;
  const [owners, team] = (["owners", "team"] as const).map((name) => joinTable(collection, name)!);
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.username, 'owner' AS role FROM ${owners!.table} l JOIN up_users u ON u.id = l.${owners!.targetColumn} WHERE l.${owners!.ownColumn} = ?
       UNION ALL
       SELECT u.id, u.email, u.username, 'team' AS role FROM ${team!.table} l JOIN up_users u ON u.id = l.${team!.targetColumn}
       WHERE l.${team!.ownColumn} = ? AND u.id NOT IN (SELECT ${owners!.targetColumn} FROM ${owners!.table} WHERE ${owners!.ownColumn} = ?)
       ORDER BY role, email`,
    )
    .bind(listingId, listingId, listingId)
    .all<ListingOwner & { role: "owner" | "team" }>();
  return results;
}
