import { invalidParam } from "../errors";
import type { Schema } from "../schema";
import { asList } from "./parse";

/** Above the attribute count of any collection. */
export const MAX_FIELDS = 60;

/** `fields=name,slug` or `fields[0]=name`: the scalar attributes to return (`id` always comes back). */
export function readFields(schema: Schema, raw: unknown, path: string[] = ["fields"]): Set<string> | undefined {
  if (raw === undefined || raw === "" || raw === "*") return undefined;
  const names = asList(raw).flatMap((v) => (typeof v === "string" ? v.split(",") : [v]));
  if (names.length > MAX_FIELDS) throw invalidParam(path, `Too many fields: at most ${MAX_FIELDS}`);
  const fields = new Set<string>();
  for (const name of names) {
    if (typeof name !== "string") throw invalidParam(path, "Invalid fields parameter");
    const attr = schema.attributes.get(name.trim());
    if (!attr || attr.kind !== "scalar") throw invalidParam(path, `Invalid key ${name}`);
    fields.add(attr.name);
  }
  return fields;
}
