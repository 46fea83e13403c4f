import { LISTINGS } from "~/domain/listings";
import type { ListingKey } from "./owners";

/**
 * What the listing owners page asks of the content source, and how it reads the answers (docs/pages.md, "Back
 * office"). The listing's `owners` are private (docs/decisions/024): Strapi 4 drops them from every populate and
 * refuses them in filters, whatever the credentials. So owners are read from the member's side, with the API token,
 * through users-permissions' find (`GET /api/users`), which the embedded service answers as Strapi does.
 */

/** A member who runs a listing (or may be made to), as the page shows them and the audit log records them. */
export interface ListingOwner {
  id: number;
  email: string;
  username: string;
}

/** The members whose side of the listing's `owners` (`owned_venues`, …) holds it, by email. */
export const ownersQuery = (listing: ListingKey) => ({
  filters: { [LISTINGS[listing.kind].ownedKey]: { id: { $eq: listing.id } } },
  fields: ["email", "username"],
  sort: ["email:asc"],
});

/** The member accounts with this email, in any case (Strapi stores them lower-cased, a form may not). */
export const membersByEmailQuery = (email: string) => ({
  filters: { email: { $eqi: email } },
  fields: ["email", "username", "blocked"],
});

type User = ListingOwner & { blocked?: unknown };

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

const owner = ({ id, email, username }: User): ListingOwner => ({ id, email, username });

export const ownersFrom = (answer: unknown): ListingOwner[] => usersOf(answer).map(owner);

/** The member an email names, for adding them as an owner; a blocked account is not offered. */
export function memberFrom(answer: unknown): ListingOwner | null {
  const member = usersOf(answer).find((user) => user.blocked !== true);
  return member ? owner(member) : null;
}
