import { isbot } from "isbot";
import type { ListingKind } from "~/domain/listings";
import { listingViewOf } from "~/lib/listing-view";
import { weekOf } from "~/lib/weeks";

/**
 * Page views of listing pages, counted at the edge for the listing analytics. Anonymous by design: no cookie is
 * read or set and nothing about the visitor is kept, only one counter per listing page and week. Crawlers and
 * link prefetches are not views; a page answered from the edge cache is one.
 */
export function viewToCount(request: Request, response: Response): { kind: ListingKind; listing: string } | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  if (/prefetch|prerender/i.test(purpose)) return null;
  const agent = request.headers.get("user-agent") ?? "";
  if (agent === "" || isbot(agent)) return null;
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data") && refersToItself(request, pathname.slice(0, -".data".length))) return null;
  return listingViewOf(pathname);
}

/**
 * A data request from the page it loads is React Router revalidating after a form on that page was sent (a
 * bookmark, a claim), not someone opening it; a navigation's data request comes from the page before.
 */
function refersToItself(request: Request, pagePath: string): boolean {
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin && from.pathname === pagePath;
  } catch {
    return false;
  }
}

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
