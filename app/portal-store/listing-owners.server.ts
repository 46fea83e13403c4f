import { LISTINGS, type ListingKind } from "~/domain/listings";
import { joinTable } from "~/model/join-tables";
import { collectionByPlural } from "~/model/model";

/*
 * Who is on a listing's team, read from the embedded service's join tables for the team page (docs/decisions/062).
 * The back office's owners page reads owners from the content source instead (app/back-office/queues/owner-reads.ts).
 */

/** One person of a listing's team, by their account. */
export interface ListingOwner {
  id: number;
  email: string;
  username: string;
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
