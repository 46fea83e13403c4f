import { or, sql, type Sql } from "./query/sql";
import { requireSchema, type Schema } from "./schema";

/** The listings' relations to the members who receive rows: its owners and its team (docs/decisions/062). */
const RECEIVERS = ["owners", "team"];

/**
 * Rows of a `receivedBy` collection that reached a listing the member runs or is on the team of: for
 * `trade_show.organizer`, `trade_show_id IN (SELECT id FROM trade_shows WHERE organizer_id IN (<those organizers>))`.
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
  const joins = RECEIVERS.map((name) => target.joinTables.find((join) => join.attribute === name));
  if (!joins.every((join) => join !== undefined)) throw new Error(`content model: ${target.collection.plural} lacks ${RECEIVERS.join(" or ")} for receivedBy`);
  const listings = joins.map((join) => `SELECT ${join.ownColumn} FROM ${join.table} WHERE ${join.targetColumn} = ?`).join(" UNION ");
  return sql(`${schema.table}.${attr.column} IN (${listings})`, joins.map(() => memberId));
}
