import { digestWeek, digestWeekStart } from "../../app/domain/return-mails";
import { isFollowItem, isFollowKind, type FollowKind } from "../../app/domain/follows";
import { bangkokToday } from "../../app/lib/dates";
import type { MailEnv } from "../mail/env";
import { claimWithMail, newMail } from "../mail/mail-producer";
import { followDigestMail, type ShowFacts } from "../mail/return-mails";
import { sitePath } from "../mail/site-links";
import { SHOW_TABLES, type ShowCollection, showColumns, showFacts, type ShowRow } from "./show-facts";
import { portalNow } from "../../app/domain/clock";

/** Members handled per run: the cron runs every 15 minutes, so thousands are through on the Monday. */
const BATCH = 100;
/** The most shows one digest lists, per collection. */
const SHOWS_PER_KIND = 20;

interface Follower {
  user_id: number;
  email: string;
  username: string;
  first_name: string | null;
  locale: string | null;
}

/**
 * The weekly digest (app/domain/return-mails.ts): from Monday 08:00 Bangkok, each member who followed something
 * before the week began gets one mail listing the shows and events published since their last digest in what they
 * follow, only when there is something. The member's week is claimed in `follow_digests` in the batch that writes
 * the mail to the outbox, so a second run sends nothing again. `now` is a parameter so tests can move the clock.
 */
export async function sendFollowDigests(env: MailEnv, now = portalNow()): Promise<void> {
  const week = digestWeek(now);
  const { results } = await env.DB.prepare(
    `SELECT u.id AS user_id, u.email, u.username, u.first_name, u.locale FROM up_users u
     WHERE u.confirmed = 1 AND u.blocked = 0
       AND EXISTS (SELECT 1 FROM follows f WHERE f.user_id = u.id AND f.created_at < ?1)
       AND NOT EXISTS (SELECT 1 FROM follow_digests d WHERE d.user_id = u.id AND d.week = ?2)
     ORDER BY u.id LIMIT ?3`,
  )
    .bind(digestWeekStart(week), week, BATCH)
    .all<Follower>();
  for (const member of results) await digestFor(env, member, week, now);
}

async function digestFor(env: MailEnv, member: Follower, week: string, now: Date): Promise<void> {
  const last = await env.DB.prepare("SELECT MAX(checked_at) AS at FROM follow_digests WHERE user_id = ?").bind(member.user_id).first<{ at: string | null }>();
  // A first digest looks back one week.
  const since = last?.at ?? new Date(Date.parse(digestWeekStart(week)) - 7 * 86_400_000).toISOString();
  const en = member.locale === "en";
  const shows = await newShows(env, member.user_id, since, now, en);
  const mails = shows.length ? [newMail(followDigestMail(shows, { email: member.email, name: member.first_name || member.username, en }, sitePath(env, member.locale, "bookmark")))] : [];
  const claim = env.DB.prepare("INSERT INTO follow_digests (user_id, week, checked_at, mailed) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING").bind(
    member.user_id,
    week,
    now.toISOString(),
    mails.length,
  );
  await claimWithMail(env, claim, mails);
}

/** What the member follows, by kind: industry values, organizer and venue ids. */
async function followsOf(db: D1Database, userId: number): Promise<Record<FollowKind, string[]>> {
  const { results } = await db.prepare("SELECT kind, item FROM follows WHERE user_id = ? LIMIT 100").bind(userId).all<{ kind: string; item: string }>();
  const found: Record<FollowKind, string[]> = { industry: [], organizer: [], venue: [] };
  for (const { kind, item } of results) if (isFollowKind(kind) && isFollowItem(kind, item)) found[kind].push(item);
  return found;
}

/** Shows and events still ahead, published in (since, now], of a followed industry, organizer or venue. */
async function newShows(env: MailEnv, userId: number, since: string, now: Date, en: boolean): Promise<ShowFacts[]> {
  const follows = await followsOf(env.DB, userId);
  const marks = (items: readonly unknown[]) => items.map(() => "?").join(", ") || "NULL";
  const matches = `(s.industry IN (${marks(follows.industry)}) OR s.organizer_id IN (${marks(follows.organizer)}) OR s.venue_id IN (${marks(follows.venue)}))`;
  const values = [...follows.industry, ...follows.organizer.map(Number), ...follows.venue.map(Number)];
  const facts: ShowFacts[] = [];
  for (const collection of Object.keys(SHOW_TABLES) as ShowCollection[]) {
    const { results } = await env.DB.prepare(
      `SELECT ${showColumns(collection)} FROM ${SHOW_TABLES[collection].table} s
       LEFT JOIN venues v ON v.id = s.venue_id AND v.published_at IS NOT NULL
       WHERE s.published_at > ? AND s.published_at <= ? AND s.start_date >= ? AND ${matches}
       ORDER BY s.start_date, s.id LIMIT ?`,
    )
      .bind(since, now.toISOString(), bangkokToday(now), ...values, SHOWS_PER_KIND)
      .all<ShowRow>();
    facts.push(...results.map((row) => showFacts(env, collection, row, en)));
  }
  return facts;
}
