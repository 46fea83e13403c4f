import { invalidParam } from "../errors";
import { relationsOf, schemaFor, type Schema } from "../schema";
import { readFields } from "./fields";
import { asList, isRecord } from "./parse";

/** Which relations to embed, and for each the fields and nested relations of the target. */
export type PopulateTree = Map<string, { fields: Set<string> | undefined; populate: PopulateTree }>;

/** Three levels (show → venue → …) and more entries per level than any collection has relations. */
export const MAX_POPULATE_DEPTH = 3;
export const MAX_POPULATE_ENTRIES = 20;

/**
 * `populate=*`, `populate=venue,organizer`, `populate[0]=venue.organizer`, `populate[venue]=*`,
 * `populate[venue][fields][0]=name`, `populate[venue][populate]=*`.
 */
export function readPopulate(schema: Schema, raw: unknown, path: string[] = ["populate"], depth = 0): PopulateTree {
  const tree: PopulateTree = new Map();
  if (raw === undefined || raw === "" || raw === "false") return tree;
  if (depth >= MAX_POPULATE_DEPTH) throw invalidParam(path, "Populate is too deep");
  if (raw === "*" || raw === "true" || raw === true) {
    for (const relation of relationsOf(schema)) tree.set(relation.name, { fields: undefined, populate: new Map() });
    return tree;
  }
  if (isRecord(raw) && Object.keys(raw).some((k) => !/^\d+$/.test(k))) {
    if (Object.keys(raw).length > MAX_POPULATE_ENTRIES) throw tooBroad(path);
    for (const [name, spec] of Object.entries(raw)) {
      const target = relationTarget(schema, name, [...path, name]);
      tree.set(name, readSpec(target, spec, [...path, name], depth));
    }
    return tree;
  }
  const entries = asList(raw).flatMap((v) => (typeof v === "string" ? v.split(",") : [v]));
  if (entries.length > MAX_POPULATE_ENTRIES) throw tooBroad(path);
  for (const entry of entries) {
    if (typeof entry !== "string") throw invalidParam(path, "Invalid populate parameter");
    const [name = "", ...rest] = entry.trim().split(".");
    const target = relationTarget(schema, name, [...path, name]);
    const nested = rest.length ? readPopulate(target, rest.join("."), [...path, name], depth + 1) : new Map();
    const existing = tree.get(name);
    if (existing) for (const [k, v] of nested) existing.populate.set(k, v);
    else tree.set(name, { fields: undefined, populate: nested });
  }
  return tree;
}

const tooBroad = (path: string[]) => invalidParam(path, `Too many populate entries: at most ${MAX_POPULATE_ENTRIES} per level`);

function readSpec(target: Schema, spec: unknown, path: string[], depth: number) {
  if (spec === "*" || spec === "true" || spec === true) return { fields: undefined, populate: new Map() as PopulateTree };
  if (!isRecord(spec)) throw invalidParam(path, "Invalid populate parameter");
  for (const key of Object.keys(spec)) {
    if (key !== "fields" && key !== "populate") throw invalidParam([...path, key], `Invalid key ${key}`);
  }
  return {
    fields: readFields(target, spec.fields, [...path, "fields"]),
    populate: readPopulate(target, spec.populate, [...path, "populate"], depth + 1),
  };
}

function relationTarget(schema: Schema, name: string, path: string[]): Schema {
  const attr = schema.attributes.get(name);
  const target = attr?.kind === "relation" ? schemaFor(attr.target) : undefined;
  if (!target) throw invalidParam(path, `Invalid populate key ${name}`);
  return target;
}
