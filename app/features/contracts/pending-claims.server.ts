import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { ListingKind } from "~/domain/listings";
import type { Locale } from "~/domain/locales";
import { type Claim, claimOf, pendingClaimsQuery } from "~/lib/claims";
import { formatLongDate } from "~/lib/dates";
import type { Member } from "~/session/session.server";

type Entity = { id: number; attributes: Record<string, unknown> };

/**
 * The member's own claims the site team has not decided yet, oldest first. Contract forms are private, so the
 * server reads them with the API token, scoped by the filter to this member; a source that does not answer means
 * none to show (the page then says what it says to everyone).
 */
async function pendingClaimsOf(request: Request, context: Readonly<RouterContextProvider>, member: Member): Promise<Claim[]> {
  const result = await contentClient(request, context, "server").query<{ data: Entity[] }>("api/contract-forms", pendingClaimsQuery(20, member.user.id));
  if (!result.ok) return [];
  return result.data.data.map(claimOf).filter((claim): claim is Claim => claim !== null && claim.memberId === member.user.id);
}

/** A waiting claim as the member reads it: the listing's name in the page's language, the day it was sent (Bangkok). */
export interface WaitingClaim {
  kind: ListingKind;
  listingId: number;
  listing: string;
  reference: string;
  since: string;
}

export async function waitingClaimsOf(request: Request, context: Readonly<RouterContextProvider>, member: Member, locale: Locale): Promise<WaitingClaim[]> {
  return (await pendingClaimsOf(request, context, member)).map((claim) => ({
    kind: claim.kind,
    listingId: claim.listing.id,
    listing: (locale === "en" && claim.listing.nameEn) || claim.listing.name,
    reference: claim.reference,
    since: formatLongDate(claim.createdAt, locale),
  }));
}
