import { sha256Hex, toHex } from "../lib/hex";

/**
 * The secret tokens of members' private calendar feeds (`calendar_feed_tokens`): one per member, kept only as
 * its SHA-256, so the table cannot give a feed's URL away. Renewing replaces the row: the old URL finds nobody.
 */
const newToken = () => toHex(crypto.getRandomValues(new Uint8Array(24)));

/** The member a feed token belongs to, or null. */
export async function feedOwner(db: D1Database, token: string): Promise<number | null> {
  if (!/^[0-9a-f]{48}$/.test(token)) return null;
  const row = await db.prepare("SELECT user_id FROM calendar_feed_tokens WHERE token_hash = ?").bind(await sha256Hex(token)).first<{ user_id: number }>();
  return row?.user_id ?? null;
}

/** True when the member has a feed (its URL cannot be shown again: only a renewal makes a new one to show). */
export async function hasFeed(db: D1Database, userId: number): Promise<boolean> {
  return (await db.prepare("SELECT 1 AS found FROM calendar_feed_tokens WHERE user_id = ?").bind(userId).first()) !== null;
}

/** A new token for the member, replacing any earlier one; the token itself is returned once, to show. */
export async function renewFeedToken(db: D1Database, userId: number): Promise<string> {
  const token = newToken();
  await db
    .prepare(
      `INSERT INTO calendar_feed_tokens (user_id, token_hash) VALUES (?, ?)
       ON CONFLICT(user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = CURRENT_TIMESTAMP`,
    )
    .bind(userId, await sha256Hex(token))
    .run();
  return token;
}
