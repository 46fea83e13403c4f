import type { ListingKind } from "~/domain/listings";
import { weekOf } from "~/lib/weeks";

/**
 * Page views of listing pages (migrations/0010_contracts_activity_analytics.sql and 0024): one counter per
 * listing page and week, counted after the page is answered (app/features/activity/views.server.ts decides
 * which answers are views) and read by the listing analytics. A visitor counts once a day per listing: the
 * day's visitor hashes (app/lib/visitor-hash.ts) are kept until the day is over.
 */

export interface ListingView {
  kind: ListingKind;
  listing: string;
  /** The Bangkok day of the view, YYYY-MM-DD. */
  day: string;
  /** The visitor's hash for that day. */
  visitor: string;
}

/**
 * A view of the listing page: the visitor is noted for the day, and only a first note counts one more view of
 * the week. One batch (a transaction), so reloads racing each other still count once, and concurrent visitors
 * never lose a count.
 */
export async function countView(db: D1Database, view: ListingView, now = new Date()): Promise<void> {
  try {
    await db.batch([
      db.prepare("INSERT OR IGNORE INTO listing_view_visitors (kind, listing, day, visitor) VALUES (?, ?, ?, ?)").bind(view.kind, view.listing, view.day, view.visitor),
      // changes() is the rows the statement before wrote: 0 when the visitor was already noted today.
      db
        .prepare(
          "INSERT INTO listing_views (kind, listing, week, views) SELECT ?, ?, ?, 1 WHERE changes() = 1 ON CONFLICT (kind, listing, week) DO UPDATE SET views = views + 1",
        )
        .bind(view.kind, view.listing, weekOf(now)),
    ]);
  } catch (error) {
    // Counting is never worth a failed page.
    console.error("listing view not counted", error);
  }
}

/** Forgets the visitors of the days before `today`: they can no longer count again, and nothing should link them. */
export async function pruneViewVisitors(db: D1Database, today: string): Promise<void> {
  await db.prepare("DELETE FROM listing_view_visitors WHERE day < ?").bind(today).run();
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
