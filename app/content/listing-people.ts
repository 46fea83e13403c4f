import { LISTINGS, type ListingKind, teamKeyOf } from "~/domain/listings";

/**
 * Who runs a listing and who is on its team, as the pages ask the content source and read its answers: the back
 * office's owners page and a company's team page (docs/pages.md). The listing's `owners` and `team` are private
 * (docs/decisions/024, 062): Strapi 4 drops them from every populate and refuses them in filters, whatever the
 * credentials. So people are read from the member's side, with the API token, through users-permissions' find
 * (`GET /api/users`), which the embedded service answers as Strapi does.
 */

/** A listing, by kind and id. */
export interface ListingRef {
  kind: ListingKind;
  id: number;
}

/** A member on a listing's side (or who may be put there), as the pages show them and the audit log records them. */
export interface ListingPerson {
  id: number;
  email: string;
  username: string;
}

/** Which side of the listing: the owners who run it, or the team that answers its requests. */
export type ListingSide = "owners" | "team";

/** The members whose side of the listing's `owners` (`owned_venues`, …) or `team` (`team_venues`, …) holds it, by email. */
export const peopleQuery = (listing: ListingRef, side: ListingSide) => {
  const def = LISTINGS[listing.kind];
  return {
    filters: { [side === "owners" ? def.ownedKey : teamKeyOf(def)]: { id: { $eq: listing.id } } },
    fields: ["email", "username"],
    sort: ["email:asc"],
  };
};

/** The member accounts with this email, in any case (Strapi stores them lower-cased, a form may not). */
export const membersByEmailQuery = (email: string) => ({
  filters: { email: { $eqi: email } },
  fields: ["email", "username", "blocked"],
});

type User = ListingPerson & { blocked?: unknown };

const isUser = (value: unknown): value is User => {
  const user = value as Partial<User> | null;
  return typeof user === "object" && user !== null && typeof user.id === "number" && typeof user.email === "string" && typeof user.username === "string";
};

/**
 * users-permissions' find answers a plain array of flat users; anything else (a `{data, meta}` list, an error) is a
 * content source that does not speak Strapi's dialect, and is thrown rather than read as "nobody".
 */
function usersOf(answer: unknown): User[] {
  if (!Array.isArray(answer) || !answer.every(isUser)) throw new Error("api/users did not answer users-permissions' plain array of users");
  return answer;
}

const person = ({ id, email, username }: User): ListingPerson => ({ id, email, username });

export const peopleFrom = (answer: unknown): ListingPerson[] => usersOf(answer).map(person);

/** The member an email names, for adding them as an owner; a blocked account is not offered. */
export function memberFrom(answer: unknown): ListingPerson | null {
  const member = usersOf(answer).find((user) => user.blocked !== true);
  return member ? person(member) : null;
}

/** Everyone on a listing's team (docs/decisions/062): its owners, then the team members who are not owners too. */
export function teamOf(owners: ListingPerson[], team: ListingPerson[]): (ListingPerson & { role: "owner" | "team" })[] {
  const owning = new Set(owners.map((owner) => owner.id));
  return [...owners.map((owner) => ({ ...owner, role: "owner" as const })), ...team.filter((member) => !owning.has(member.id)).map((member) => ({ ...member, role: "team" as const }))];
}
