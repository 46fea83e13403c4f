import { type Listing, LISTING_KINDS, LISTINGS, teamKeyOf } from "../../app/domain/listings";
import { asList, isRecord } from "./query/parse";
import { sql } from "./query/sql";
import { selectAllOfEach } from "./repository";
import { requireSchema } from "./schema";
import { columnsFor, toEntity } from "./serialize";
import { readFields } from "./query/fields";

/**
 * The inverse sides of the listings' `owners` and `team` (docs/decisions/024, 062):
 * `GET /api/users/me?populate[owned_venues]=true` answers, as Strapi 4's users/me does for a populated relation, the
 * published listings the member runs, flat; `team_venues` those whose team they are on.
 */
export type OwnedKey = Listing["ownedKey"] | `team_${Listing["plural"]}`;
const OWNED_LISTINGS = Object.fromEntries(
  LISTING_KINDS.flatMap((kind) => [
    [LISTINGS[kind].ownedKey, { plural: LISTINGS[kind].plural, relation: "owners" }],
    [teamKeyOf(LISTINGS[kind]), { plural: LISTINGS[kind].plural, relation: "team" }],
  ]),
) as Record<OwnedKey, { plural: string; relation: string }>;

const isOwnedKey = (name: unknown): name is OwnedKey => typeof name === "string" && Object.hasOwn(OWNED_LISTINGS, name);

/**
 * The `owned_*` relations a users/me query populates (`populate=a,b`, `populate[0]=a`, `populate[a]=true` or `*`),
 * each with the fields it names (`populate[a][fields][0]=slug`, checked as any populate's fields are) or all.
 */
export function requestedOwned(populate: unknown): Map<OwnedKey, Set<string> | undefined> {
  const requested = new Map<OwnedKey, Set<string> | undefined>();
  if (populate === undefined) return requested;
  if (isRecord(populate) && !Object.keys(populate).every((k) => /^\d+$/.test(k))) {
    for (const [name, spec] of Object.entries(populate)) {
      if (isOwnedKey(name)) requested.set(name, isRecord(spec) ? readFields(requireSchema(OWNED_LISTINGS[name].plural), spec.fields, ["populate", name, "fields"]) : undefined);
    }
    return requested;
  }
  const names = asList(populate).flatMap((item) => (typeof item === "string" ? item.split(",").map((s) => s.trim()) : []));
  const keys = names.includes("*") ? (Object.keys(OWNED_LISTINGS) as OwnedKey[]) : names.filter(isOwnedKey);
  for (const key of keys) requested.set(key, undefined);
  return requested;
}

/** The listings of every requested kind, read in one round trip, only the columns of the fields asked for. */
export async function ownedListings(db: D1Database, memberId: number, requested: Map<OwnedKey, Set<string> | undefined>) {
  const queries = [...requested].flatMap(([key, fields]) => {
    const { plural, relation } = OWNED_LISTINGS[key];
    const schema = requireSchema(plural);
    const links = schema.joinTables.find((join) => join.attribute === relation);
    if (!links) return [];
    const where = sql(
      `${schema.table}.id IN (SELECT ${links.ownColumn} FROM ${links.table} WHERE ${links.targetColumn} = ?) AND ${schema.table}.published_at IS NOT NULL`,
      [memberId],
    );
    return [{ key, schema, fields, where, orderBy: `${schema.table}.id`, columns: columnsFor(schema, fields, new Map()) }];
  });
  const results = await selectAllOfEach(db, queries);
  const answer: Partial<Record<OwnedKey, Record<string, unknown>[]>> = {};
  queries.forEach(({ key, schema, fields }, i) => {
    answer[key] = (results[i] ?? []).map((row) => {
      const entity = toEntity(schema, row, fields);
      return { id: entity.id, ...entity.attributes };
    });
  });
  return answer;
}
