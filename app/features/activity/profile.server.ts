import type { RouterContextProvider } from "react-router";
import { LISTING_KINDS } from "~/domain/listings";
import { answeredListingsOf } from "~/session/owned-listings.server";
import { requireMember } from "~/session/guard.server";
import { localeFromPath } from "~/lib/locale";
import { listingStats, type RunListing } from "./analytics.server";
import { recentActivity } from "./recent.server";

/**
 * What the quotation profile's overview shows a company member besides the inbox: the analytics of every listing
 * they run (none when they run none, whatever they ask for) and the recent activity log. A page's loader spreads
 * it into its data and renders `ListingAnalyticsSection` and `ActivityLogSection` (activity-sections.tsx).
 */
export async function profileInsights(request: Request, context: Readonly<RouterContextProvider>) {
  const member = await requireMember(request, context, "company");
  const locale = localeFromPath(new URL(request.url).pathname);
  const owned = answeredListingsOf(member.owned, locale);
  const listings: RunListing[] = LISTING_KINDS.flatMap((kind) => owned[kind].map((l) => ({ kind, id: l.id, name: l.name, slug: l.slug ?? String(l.id) })));
  const [analytics, activity] = await Promise.all([listingStats(request, context, member, listings, locale), recentActivity(request, context, member, locale)]);
  return { analytics, activity };
}
