import { type Listing, LISTING_KINDS, LISTINGS } from "../../app/domain/listings";
import { asList, isRecord } from "./query/parse";
import { sql } from "./query/sql";
import { selectAllOfEach } from "./repository";
import { requireSchema } from "./schema";
import { toEntity } from "./serialize";

/**
 * The inverse side of the listings' `owners` (docs/decisions/024): `GET /api/users/me?populate[owned_venues]=true`
 * answers, as Strapi 4's users/me does for a populated relation, the published listings the member runs, flat.
 */
const OWNED_LISTINGS = Object.fromEntries(LISTING_KINDS.map((kind) => [LISTINGS[kind].ownedKey, LISTINGS[kind].plural])) as Record<OwnedKey, string>;
export type OwnedKey = Listing["ownedKey"];

const isOwnedKey = (name: unknown): name is OwnedKey => typeof name === "string" && Object.hasOwn(OWNED_LISTINGS, name);

/** The `owned_*` relations a users/me query populates: `populate=a,b`, `populate[0]=a`, `populate[a]=true` or `*`. */
export function requestedOwned(populate: unknown): OwnedKey[] {
  if (populate === undefined) return [];
  const names = isRecord(populate) && !Object.keys(populate).every((k) => /^\d+$/.test(k))
    ? Object.keys(populate)
    : asList(populate).flatMap((item) => (typeof item === "string" ? item.split(",").map((s) => s.trim()) : []));
  if (names.includes("*")) return Object.keys(OWNED_LISTINGS) as OwnedKey[];
  return [...new Set(names.filter(isOwnedKey))];
}

/** The listings of every requested kind, read in one round trip. */
export async function ownedListings(db: D1Database, memberId: number, keys: OwnedKey[]) {
  const queries = keys.flatMap((key) => {
    const schema = requireSchema(OWNED_LISTINGS[key]);
    const owners = schema.joinTables.find((join) => join.attribute === "owners");
    if (!owners) return [];
    const where = sql(
      `${schema.table}.id IN (SELECT ${owners.ownColumn} FROM ${owners.table} WHERE ${owners.targetColumn} = ?) AND ${schema.table}.published_at IS NOT NULL`,
      [memberId],
    );
    return [{ key, schema, where, orderBy: `${schema.table}.id` }];
  });
  const results = await selectAllOfEach(db, queries);
  const answer: Partial<Record<OwnedKey, Record<string, unknown>[]>> = {};
  queries.forEach(({ key, schema }, i) => {
    answer[key] = (results[i] ?? []).map((row) => {
      const entity = toEntity(schema, row);
      return { id: entity.id, ...entity.attributes };
    });
  });
  return answer;
}
