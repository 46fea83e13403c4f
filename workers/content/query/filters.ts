import type { FieldDef } from "../../../app/model/model";
import type { RelatedScope } from "../access";
import { invalidParam } from "../errors";
import { schemaFor, type InverseLink, type Schema } from "../schema";
import { asList, isRecord } from "./parse";
import { and, FALSE, not, or, sql, TRUE, type Sql } from "./sql";
import { columnValue, flag, textValue } from "./values";

/**
 * Strapi v4 `filters` to a WHERE clause.
 *
 * JSON fields (e.g. `connect_menu`), as Strapi 4.26 answers them:
 * - `filters[connect_menu][$contains]=1` matches the stored JSON text (so `1` also matches `11`);
 * - `filters[connect_menu][menu][$contains]=1` filters nothing: Strapi drops a key under a JSON attribute that
 *   is no operator and answers 200 with the rows unfiltered; a key that names an attribute (`id`, `title`) it
 *   keeps and then fails on (500), which is a 400 here.
 */
const MAX_RELATION_DEPTH = 3;
/** Values in one `filters` tree: bounds the SQL D1 is given (conditions such as `$null` bind no value). */
export const MAX_FILTER_VALUES = 100;

function leafCount(value: unknown): number {
  if (typeof value !== "object" || value === null) return 1;
  return Object.values(value).reduce<number>((sum, v) => sum + leafCount(v), 0);
}

type Operand = { expr: string; params: Sql["params"]; coerce: (value: unknown, path: string[]) => string | number };

/**
 * `related` gives the rows of a related collection the caller may read: a relation filter only ever sees those,
 * so a row out of the caller's scope (another member's, a draft) behaves as no relation and matches nothing.
 */
export function buildWhere(schema: Schema, filters: unknown, related: RelatedScope, path: string[] = ["filters"], depth = 0): Sql {
  if (filters === undefined || filters === "") return TRUE;
  if (depth === 0 && path.length === 1 && leafCount(filters) > MAX_FILTER_VALUES) {
    throw invalidParam(path, `Too many filter conditions: at most ${MAX_FILTER_VALUES} values`);
  }
  if (!isRecord(filters)) throw invalidParam(path, "Filters must be an object");
  const parts: Sql[] = [];
  for (const [key, value] of Object.entries(filters)) {
    const here = [...path, key];
    if (key === "$and") parts.push(and(asList(value).map((v, i) => buildWhere(schema, v, related, [...here, String(i)], depth))));
    else if (key === "$or") parts.push(or(asList(value).map((v, i) => buildWhere(schema, v, related, [...here, String(i)], depth))));
    else if (key === "$not") parts.push(not(buildWhere(schema, value, related, here, depth)));
    else if (key.startsWith("$")) throw invalidParam(here, `Invalid operator ${key} at this level`);
    else parts.push(attributeFilter(schema, key, value, related, here, depth));
  }
  return and(parts);
}

function attributeFilter(schema: Schema, key: string, value: unknown, related: RelatedScope, path: string[], depth: number): Sql {
  const attribute = schema.attributes.get(key);
  const link = attribute ? undefined : schema.inverseLinks.get(key);
  if (link) return inverseLinkFilter(schema, link, value, related, path, depth);
  if (!attribute) throw invalidParam(path, `Invalid key ${key}`);
  const column = `${schema.table}.${attribute.column}`;
  if (attribute.kind === "relation") {
    const target = schemaFor(attribute.target);
    if (!target) throw invalidParam(path, `Invalid key ${key}`);
    const scope = related(target);
    // Operators straight on a relation compare the id of the related row as the caller sees it: NULL when hidden.
    if (!isRecord(value) || Object.keys(value).every((k) => k.startsWith("$"))) {
      const visible = scope
        ? sql(`(CASE WHEN ${column} IN (SELECT ${target.table}.id FROM ${target.table} WHERE ${scope.text}) THEN ${column} END)`, scope.params)
        : sql("NULL");
      return operators({ expr: visible.text, params: visible.params, coerce: (v, p) => columnValue({ type: "integer" }, v, p) }, value, path);
    }
    if (depth >= MAX_RELATION_DEPTH) throw invalidParam(path, `Cannot filter this deep on ${key}`);
    // A collection the caller may not read at all: nothing matches, and its attributes are not even checked.
    if (!scope) return FALSE;
    const inner = and([buildWhere(target, value, related, path, depth + 1), scope]);
    return sql(`${column} IN (SELECT ${target.table}.id FROM ${target.table} WHERE ${inner.text})`, inner.params);
  }
  if (attribute.field.type === "json" && isRecord(value)) {
    // Strapi 4 (convertAndSanitizeFilters) drops a key under a JSON attribute unless it names an attribute of the
    // same collection; such a key then fails in its database layer (a 500 there, a 400 here).
    const keys = Object.keys(value).filter((k) => !k.startsWith("$"));
    const named = keys.find((k) => schema.attributes.has(k));
    if (named) throw invalidParam([...path, named], `Invalid operator ${named}`);
    const ops = Object.fromEntries(Object.entries(value).filter(([k]) => k.startsWith("$")));
    return operators(scalarOperand(column, attribute.field), ops, path);
  }
  return operators(scalarOperand(column, attribute.field), value, path);
}

/**
 * A filter on a many-to-many relation from its other side (a member's `owned_venues`), as Strapi 4's database layer
 * builds one: a LEFT JOIN through the link table, so the condition is met if one linked row meets it, and a row
 * linked to nothing is one row whose related fields are all NULL (`filters[owned_venues][id][$null]=true` finds the
 * members who run nothing). Operators straight on the relation compare the related id. Related rows the caller
 * may not read (`related`) are no link, as for a relation to one.
 */
function inverseLinkFilter(schema: Schema, link: InverseLink, value: unknown, related: RelatedScope, path: string[], depth: number): Sql {
  const target = schemaFor(link.target);
  if (!target) throw invalidParam(path, `Invalid key ${link.name}`);
  if (depth >= MAX_RELATION_DEPTH) throw invalidParam(path, `Cannot filter this deep on ${link.name}`);
  const scope = related(target);
  if (!scope) return FALSE;
  const straight = !isRecord(value) || Object.keys(value).every((k) => k.startsWith("$"));
  const condition = buildWhere(target, straight ? { id: value } : value, related, path, depth + 1);
  const own = `${schema.table}_linked`;
  const { table: links, ownColumn, targetColumn } = link;
  return sql(
    `${schema.table}.id IN (SELECT ${own}.id FROM ${schema.table} AS ${own}` +
      ` LEFT JOIN ${links} ON ${links}.${ownColumn} = ${own}.id AND ${links}.${targetColumn} IN (SELECT ${target.table}.id FROM ${target.table} WHERE ${scope.text})` +
      ` LEFT JOIN ${target.table} ON ${target.table}.id = ${links}.${targetColumn} WHERE ${condition.text})`,
    [...scope.params, ...condition.params],
  );
}

function scalarOperand(column: string, field: FieldDef): Operand {
  return { expr: column, params: [], coerce: (v, p) => columnValue(field, v, p) };
}

/** `value` is either a plain value (`$eq`) or an object of operators. */
function operators(operand: Operand, value: unknown, path: string[]): Sql {
  if (!isRecord(value)) {
    if (Array.isArray(value)) return operator(operand, "$in", value, path);
    return operator(operand, "$eq", value, path);
  }
  return and(Object.entries(value).map(([op, v]) => operator(operand, op, v, [...path, op])));
}

function operator(operand: Operand, op: string, value: unknown, path: string[]): Sql {
  const { expr, params: p, coerce } = operand;
  const one = (text: string) => sql(text, [...p, coerce(value, path)]);
  const needle = () => textValue(value, path);
  switch (op) {
    case "$eq":
      return Array.isArray(value) ? operator(operand, "$in", value, path) : one(`${expr} = ?`);
    case "$ne":
      return one(`NOT (${expr} = ?)`);
    case "$lt":
      return one(`${expr} < ?`);
    case "$lte":
      return one(`${expr} <= ?`);
    case "$gt":
      return one(`${expr} > ?`);
    case "$gte":
      return one(`${expr} >= ?`);
    case "$eqi":
      return sql(`lower(${expr}) = lower(?)`, [...p, needle()]);
    case "$nei":
      return sql(`NOT (lower(${expr}) = lower(?))`, [...p, needle()]);
    case "$in":
    case "$notIn": {
      const list = asList(value).map((v, i) => coerce(v, [...path, String(i)]));
      if (list.length === 0) return op === "$in" ? FALSE : TRUE;
      return sql(`${expr} ${op === "$in" ? "IN" : "NOT IN"} (${list.map(() => "?").join(", ")})`, [...p, ...list]);
    }
    case "$between": {
      const list = asList(value);
      if (list.length !== 2) throw invalidParam(path, "$between takes two values");
      return sql(`${expr} BETWEEN ? AND ?`, [...p, coerce(list[0], path), coerce(list[1], path)]);
    }
    // instr() rather than LIKE: no wildcard escaping, and $contains stays case-sensitive as on PostgreSQL.
    case "$contains":
      return sql(`instr(${expr}, ?) > 0`, [...p, needle()]);
    case "$notContains":
      return sql(`NOT (instr(${expr}, ?) > 0)`, [...p, needle()]);
    case "$containsi":
      return sql(`instr(lower(${expr}), lower(?)) > 0`, [...p, needle()]);
    case "$notContainsi":
      return sql(`NOT (instr(lower(${expr}), lower(?)) > 0)`, [...p, needle()]);
    case "$startsWith":
      return sql(`substr(${expr}, 1, length(?)) = ?`, [...p, needle(), needle()]);
    case "$endsWith":
      return sql(`substr(${expr}, length(${expr}) - length(?) + 1) = ?`, [...p, ...p, needle(), needle()]);
    case "$null":
      return sql(`${expr} IS ${flag(value, path) ? "" : "NOT "}NULL`, p);
    case "$notNull":
      return sql(`${expr} IS ${flag(value, path) ? "NOT " : ""}NULL`, p);
    case "$not":
      return not(operators(operand, value, path));
    case "$and":
      return and(asList(value).map((v, i) => operators(operand, v, [...path, String(i)])));
    case "$or":
      return or(asList(value).map((v, i) => operators(operand, v, [...path, String(i)])));
    default:
      throw invalidParam(path, `Invalid operator ${op}`);
  }
}
