import type { RelatedScope } from "./access";
import type { PopulateTree } from "./query/populate";
import { schemaFor, type Schema } from "./schema";
import { selectByIds, type Row } from "./repository";

export interface Entity {
  id: number;
  attributes: Record<string, unknown>;
}

function decode(schema: Schema, name: string, value: unknown): unknown {
  const attr = schema.attributes.get(name);
  if (value === null || value === undefined || !attr) return value ?? null;
  switch (attr.field.type) {
    case "boolean":
      return value === 1 || value === true;
    case "json":
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        // A bare string stored without JSON quoting (a plain image path): give it back as the string it is.
        return value;
      }
    default:
      return value;
  }
}

/** One row as `{id, attributes}`; private fields are not in the schema, so they never leave. */
export function toEntity(schema: Schema, row: Row, fields?: Set<string>): Entity {
  const attributes: Record<string, unknown> = {};
  for (const attr of schema.attributes.values()) {
    if (attr.kind !== "scalar" || attr.name === "id") continue;
    if (fields && !fields.has(attr.name)) continue;
    attributes[attr.name] = decode(schema, attr.name, row[attr.column]);
  }
  return { id: Number(row.id), attributes };
}

/**
 * The columns `toEntities` needs for these fields and relations: the id, each requested field's column and the
 * key of each populated relation. Undefined (every column) when no fields were named, as Strapi then answers
 * them all. Reading only these keeps a list of long texts from crossing the database boundary for nothing.
 */
export function columnsFor(schema: Schema, fields: Set<string> | undefined, populate: PopulateTree): string[] | undefined {
  if (!fields) return undefined;
  const columns = new Set(["id"]);
  for (const attr of schema.attributes.values()) {
    if (attr.kind === "scalar" ? fields.has(attr.name) : populate.has(attr.name)) columns.add(attr.column);
  }
  return [...columns];
}

/**
 * Rows to entities with the requested relations embedded as `{data: {id, attributes} | null}`. Related rows are
 * read through the caller's scope (`related`) at every depth: a row out of scope (a draft, another member's) is
 * `{data: null}`, and a relation to a collection the caller may not read at all is left out, as Strapi v4 does
 * for a role without find permission on the target.
 */
export async function toEntities(
  db: D1Database,
  schema: Schema,
  rows: Row[],
  fields: Set<string> | undefined,
  populate: PopulateTree,
  scopeOf: RelatedScope,
): Promise<Entity[]> {
  const entities = rows.map((row) => toEntity(schema, row, fields));
  for (const [name, spec] of populate) {
    const attr = schema.attributes.get(name);
    const target = attr?.kind === "relation" ? schemaFor(attr.target) : undefined;
    const scope = target && scopeOf(target);
    if (!attr || !target || !scope) continue;
    const ids = [...new Set(rows.map((r) => r[attr.column]).filter((id): id is number => typeof id === "number"))];
    const related = await toEntities(db, target, await selectByIds(db, target, ids, scope, columnsFor(target, spec.fields, spec.populate)), spec.fields, spec.populate, scopeOf);
    const byId = new Map(related.map((e) => [e.id, e]));
    rows.forEach((row, i) => {
      const entity = entities[i];
      const id = row[attr.column];
      if (entity) entity.attributes[name] = { data: typeof id === "number" ? (byId.get(id) ?? null) : null };
    });
  }
  return entities;
}
