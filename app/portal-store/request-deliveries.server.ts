import { type DeliveryRecord, deliveryRecord } from "~/domain/request-delivery";

/**
 * Who was told of each request to a listing (`request_deliveries`, written by the content service when the
 * request is stored; workers/content/request-delivery.ts) and the signed link that goes with it.
 */
export async function deliveryOf(db: D1Database, collection: string, id: number): Promise<DeliveryRecord | null> {
  const row = await db
    .prepare("SELECT channel, address, mailed FROM request_deliveries WHERE collection = ? AND request_id = ?")
    .bind(collection, id)
    .first<{ channel: unknown; address: unknown; mailed: unknown }>();
  return deliveryRecord(row);
}

/** Whether a signed link is still the request's link: its id is the stored one and the team has not revoked it. */
export async function linkStanding(db: D1Database, collection: string, id: number, linkId: string): Promise<"current" | "revoked" | "unknown"> {
  const row = await db
    .prepare("SELECT link_id, link_revoked_at FROM request_deliveries WHERE collection = ? AND request_id = ?")
    .bind(collection, id)
    .first<{ link_id: string | null; link_revoked_at: string | null }>();
  if (!row || !row.link_id || row.link_id !== linkId) return "unknown";
  return row.link_revoked_at ? "revoked" : "current";
}

/** A request that came to the site team and is still waiting for them to forward or assign it, oldest first. */
export interface SiteTeamRequest {
  collection: string;
  request_id: number;
  created_at: string;
}

export async function siteTeamQueue(db: D1Database): Promise<SiteTeamRequest[]> {
  const { results } = await db
    .prepare("SELECT collection, request_id, created_at FROM request_deliveries WHERE channel = 'site-team' AND forwarded_at IS NULL ORDER BY created_at, request_id LIMIT 100")
    .all<SiteTeamRequest>();
  return results;
}

/** A revoked link: who it went to, and when it stopped opening. */
export interface RevokedLink {
  channel: string;
  address: string | null;
  forwardedTo: string | null;
  revokedAt: string;
}

/**
 * Revokes the request's signed link (the site team's action in the back office): from now on it answers 410.
 * "no-link" when the request has none (it went to owners, or does not exist), "already" when it was revoked before.
 */
export async function revokeLink(db: D1Database, collection: string, id: number, now: Date): Promise<RevokedLink | "no-link" | "already"> {
  const revoked = await db
    .prepare(
      `UPDATE request_deliveries SET link_revoked_at = ?
       WHERE collection = ? AND request_id = ? AND link_id IS NOT NULL AND link_revoked_at IS NULL
       RETURNING channel, address, forwarded_to, link_revoked_at`,
    )
    .bind(now.toISOString(), collection, id)
    .first<{ channel: string; address: string | null; forwarded_to: string | null; link_revoked_at: string }>();
  if (revoked) return { channel: revoked.channel, address: revoked.address, forwardedTo: revoked.forwarded_to, revokedAt: revoked.link_revoked_at };
  const standing = await db
    .prepare("SELECT link_revoked_at FROM request_deliveries WHERE collection = ? AND request_id = ? AND link_id IS NOT NULL")
    .bind(collection, id)
    .first<{ link_revoked_at: string | null }>();
  return standing ? "already" : "no-link";
}
