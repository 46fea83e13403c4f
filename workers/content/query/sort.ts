import { invalidParam } from "../errors";
import type { Schema } from "../schema";
import { asList, isRecord } from "./parse";

/** More terms than any page needs; D1 refuses an ORDER BY of about a hundred. */
export const MAX_SORT_TERMS = 20;

/** `sort=name`, `sort=name:desc,id`, `sort[0]=name:asc`, `sort[name]=desc`: one ORDER BY, `id` last for a stable order. */
export function buildOrderBy(schema: Schema, raw: unknown): string {
  const terms: string[] = [];
  const requested = sortTerms(raw);
  if (requested.length > MAX_SORT_TERMS) throw invalidParam(["sort"], `Too many sort terms: at most ${MAX_SORT_TERMS}`);
  for (const [attribute, direction] of requested) {
    const attr = schema.attributes.get(attribute);
    if (!attr || attr.kind !== "scalar") throw invalidParam(["sort"], `Invalid key ${attribute}`);
    const dir = direction.toLowerCase();
    if (dir !== "asc" && dir !== "desc") throw invalidParam(["sort"], `Invalid order ${direction}`);
    terms.push(`${schema.table}.${attr.column} ${dir.toUpperCase()}`);
  }
  if (!terms.some((t) => t.startsWith(`${schema.table}.id `))) terms.push(`${schema.table}.id ASC`);
  return terms.join(", ");
}

function sortTerms(raw: unknown): [string, string][] {
  if (raw === undefined || raw === "") return [];
  if (typeof raw === "string") {
    return raw.split(",").map((term) => {
      const [attribute = "", direction = "asc", ...rest] = term.trim().split(":");
      if (rest.length) throw invalidParam(["sort"], `Invalid sort ${term}`);
      return [attribute, direction];
    });
  }
  if (isRecord(raw) && Object.keys(raw).some((k) => !/^\d+$/.test(k))) {
    return Object.entries(raw).map(([attribute, direction]) => {
      if (typeof direction !== "string") throw invalidParam(["sort", attribute], "Expected asc or desc");
      return [attribute, direction];
    });
  }
  if (Array.isArray(raw) || isRecord(raw)) return asList(raw).flatMap((term) => sortTerms(term));
  throw invalidParam(["sort"], "Invalid sort parameter");
}
