import { isbot } from "isbot";
import type { ListingKind } from "~/domain/listings";
import { listingViewOf } from "~/lib/listing-view";

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
