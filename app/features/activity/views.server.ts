import { isbot } from "isbot";
import type { ListingKind } from "~/domain/listings";
import { bangkokToday } from "~/lib/dates";
import { listingViewOf } from "~/lib/listing-view";
import { dailyVisitorHash } from "~/lib/visitor-hash";
import type { ListingView } from "~/portal-store/listing-views.server";

/**
 * Page views of listing pages, counted at the edge for the listing analytics. Anonymous by design: no cookie is
 * read or set, and a visitor is known for one day only as a hash of address and user agent with that day's salt
 * (app/lib/visitor-hash.ts), so reloads count once a day. Crawlers and link prefetches are not views, nor the
 * listing's owners looking at their own page; a page answered from the edge cache is one.
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

/** The view with its Bangkok day and the visitor's hash for that day; the address and agent go no further. */
export async function visitorView(request: Request, view: { kind: ListingKind; listing: string }, secret: string, now = new Date()): Promise<ListingView> {
  const day = bangkokToday(now);
  const address = request.headers.get("cf-connecting-ip") ?? "";
  const visitor = await dailyVisitorHash(secret, day, address, request.headers.get("user-agent") ?? "");
  return { ...view, day, visitor };
}
