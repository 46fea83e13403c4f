import { or, sql, type Sql } from "./query/sql";
import { requireSchema, type Schema } from "./schema";

/** The listings' owners relation that `receivedBy` paths end at. */
const OWNERS = "owners";

/**
 * Rows of a `receivedBy` collection that reached a listing the member runs: for `trade_show.organizer`,
 * `trade_show_id IN (SELECT id FROM trade_shows WHERE organizer_id IN (<organizers the member owns>))`.
 * Undefined for a collection nobody receives. Paths come from the model, never from a request.
 */
export function receivedScope(schema: Schema, memberId: number): Sql | undefined {
  const paths = schema.collection.receivedBy;
  if (!paths?.length) return undefined;
  return or(paths.map((path) => pathScope(schema, path.split("."), memberId)));
}

function pathScope(schema: Schema, [name, ...rest]: string[], memberId: number): Sql {
  const attr = name === undefined ? undefined : schema.attributes.get(name);
  if (attr?.kind !== "relation") throw new Error(`content model: receivedBy of ${schema.collection.plural} names no relation ${name}`);
  const target = requireSchema(attr.target);
  if (rest.length) {
    const inner = pathScope(target, rest, memberId);
    return sql(`${schema.table}.${attr.column} IN (SELECT ${target.table}.id FROM ${target.table} WHERE ${inner.text})`, inner.params);
  }
  const owners = target.joinTables.find((join) => join.attribute === OWNERS);
  if (!owners) throw new Error(`content model: ${target.collection.plural} has no ${OWNERS} for receivedBy`);
  return sql(`${schema.table}.${attr.column} IN (SELECT ${owners.ownColumn} FROM ${owners.table} WHERE ${owners.targetColumn} = ?)`, [memberId]);
}
