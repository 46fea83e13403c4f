import { answersAnyListing } from "./owned-listings.server";
import type { Member } from "./session.server";

/** What a page may tell the browser about the signed-in member. */
export interface MemberSummary {
  name: string;
  company: boolean;
}

/** What a page may tell the browser about the signed-in member: the name to greet and whether they run a listing. */
export function memberSummaryOf({ user, owned }: Member): MemberSummary {
  return {
    name: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username,
    company: answersAnyListing(owned),
  };
}
