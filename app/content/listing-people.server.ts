import type { RouterContextProvider } from "react-router";
import { contentClient } from "./content-client.server";
import { type ListingPerson, type ListingRef, type ListingSide, memberFrom, membersByEmailQuery, peopleFrom, peopleQuery, teamOf } from "./listing-people";

/** The reads of listing-people.ts on the content source (Strapi's users behind the proxy), with the API token. */
type Context = Readonly<RouterContextProvider>;

async function findUsers(request: Request, context: Context, query: Record<string, unknown>): Promise<unknown> {
  const result = await contentClient(request, context, "server").query<unknown>("api/users", query);
  if (!result.ok) throw new Error(`members not read: the content service answered ${result.status}`);
  return result.data;
}

/** Who is on one side of the listing (its owners, or its team as the relation holds it), by email. */
export const listingPeople = async (request: Request, context: Context, listing: ListingRef, side: ListingSide): Promise<ListingPerson[]> =>
  peopleFrom(await findUsers(request, context, peopleQuery(listing, side)));

/** The member an email names, unless their account is blocked. */
export const memberByEmail = async (request: Request, context: Context, email: string): Promise<ListingPerson | null> =>
  memberFrom(await findUsers(request, context, membersByEmailQuery(email)));

/** The listing's owners, then its team members who are not owners too (the team page's people). */
export async function listingTeam(request: Request, context: Context, listing: ListingRef) {
  const [owners, team] = await Promise.all([listingPeople(request, context, listing, "owners"), listingPeople(request, context, listing, "team")]);
  return teamOf(owners, team);
}
