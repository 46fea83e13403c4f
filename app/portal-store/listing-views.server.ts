import type { ListingKind } from "~/domain/listings";
import { weekOf } from "~/lib/weeks";

/**
 * Page views of listing pages (migrations/0010_contracts_activity_analytics.sql): one counter per listing page
 * and week, counted after the page is answered (app/features/activity/views.server.ts decides which answers
 * are views) and read by the listing analytics.
 */

/** One more view of the listing page this week: a single upsert, so concurrent views never lose a count. */
export async function countView(db: D1Database, view: { kind: ListingKind; listing: string }, now = new Date()): Promise<void> {
  try {
    await db
      .prepare("INSERT INTO listing_views (kind, listing, week, views) VALUES (?, ?, ?, 1) ON CONFLICT (kind, listing, week) DO UPDATE SET views = views + 1")
      .bind(view.kind, view.listing, weekOf(now))
      .run();
  } catch (error) {
    // Counting is never worth a failed page.
    console.error("listing view not counted", error);
  }
}

/** Views per week of a listing, whose page is reached by any of `keys` (its slug and its id). */
export async function viewsByWeek(db: D1Database, kind: ListingKind, keys: readonly string[], weeks: readonly string[]): Promise<number[]> {
  if (keys.length === 0 || weeks.length === 0) return weeks.map(() => 0);
  const rows = await db
    .prepare(
      `SELECT week, SUM(views) AS views FROM listing_views WHERE kind = ? AND listing IN (${keys.map(() => "?").join(", ")}) AND week >= ? AND week <= ? GROUP BY week`,
    )
    .bind(kind, ...keys.map((key) => key.toLowerCase()), weeks[0], weeks[weeks.length - 1])
    .all<{ week: string; views: number }>();
  const byWeek = new Map(rows.results.map((row) => [row.week, Number(row.views)]));
  return weeks.map((week) => byWeek.get(week) ?? 0);
}
