/**
 * Pushes the seed content into a Strapi v4 through its REST API:
 *   STRAPI_URL=https://cms.example.com STRAPI_API_TOKEN=... node scripts/push-to-strapi.ts
 * Run `npm run content:export-strapi` first and install those content types in the Strapi project. Relation ids
 * are remapped to the ids Strapi assigns, so targets are pushed before the collections that point at them.
 */
import { columnsOf } from "../app/model/columns.ts";
import { collections, type CollectionDef } from "../app/model/model.ts";
import { seedData } from "../seed/index.ts";

type SeedRecord = { id: number } & Record<string, unknown>;

/** Collections ordered so every relation target comes before the collections that reference it. */
export function pushOrder(all: readonly CollectionDef[]): CollectionDef[] {
  const ordered: CollectionDef[] = [];
  const visit = (collection: CollectionDef, path: Set<string>) => {
    if (ordered.includes(collection) || path.has(collection.plural)) return;
    path.add(collection.plural);
    for (const field of Object.values(collection.fields)) {
      const target = all.find((c) => c.plural === field.target);
      if (field.type === "relation" && target) visit(target, path);
    }
    ordered.push(collection);
  };
  for (const collection of all) visit(collection, new Set());
  return ordered;
}

/** A seed record as a Strapi `data` body: known attributes only, relations pointing at the pushed ids. */
export function toStrapiData(collection: CollectionDef, record: SeedRecord, idMaps: Map<string, Map<number, number>>) {
  const data: Record<string, unknown> = {};
  for (const column of columnsOf(collection)) {
    if (column.field.type === "relation") {
      const seedId = record[column.attribute] ?? record[column.column];
      const mapped = typeof seedId === "number" ? idMaps.get(column.field.target ?? "")?.get(seedId) : undefined;
      if (mapped !== undefined) data[column.attribute] = mapped;
    } else if (record[column.attribute] !== undefined) {
      const value = record[column.attribute];
      // The seed may keep JSON as text (the D1 column form); Strapi wants the value.
      data[column.attribute] = column.field.type === "json" && typeof value === "string" ? parseJson(value) : value;
    }
  }
  if (collection.access === "content") data.publishedAt = record.publishedAt ?? record.published_at ?? new Date().toISOString();
  return data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function push(baseUrl: string, token: string) {
  const idMaps = new Map<string, Map<number, number>>();
  const data = seedData as Record<string, SeedRecord[] | undefined>;
  let failures = 0;
  for (const collection of pushOrder(collections)) {
    const records = data[collection.plural] ?? [];
    const ids = new Map<number, number>();
    idMaps.set(collection.plural, ids);
    for (const record of records) {
      const single = collection.kind === "singleType";
      const response = await fetch(`${baseUrl}/api/${collection.plural}`, {
        method: single ? "PUT" : "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ data: toStrapiData(collection, record, idMaps) }),
      });
      const body = (await response.json().catch(() => ({}))) as { data?: { id: number }; error?: { message: string; details?: unknown } };
      if (!response.ok || !body.data) {
        failures++;
        console.error(`${collection.plural} #${record.id}: ${response.status} ${body.error?.message ?? ""} ${JSON.stringify(body.error?.details ?? {})}`);
        continue;
      }
      ids.set(record.id, body.data.id);
    }
    if (records.length) console.log(`${collection.plural}: ${ids.size}/${records.length}`);
  }
  return failures;
}

if (import.meta.main) {
  const baseUrl = (process.env.STRAPI_URL ?? "").replace(/\/+$/, "");
  const token = process.env.STRAPI_API_TOKEN ?? "";
  if (!baseUrl || !token) {
    console.error("Set STRAPI_URL and STRAPI_API_TOKEN (a full-access API token of that Strapi).");
    process.exit(2);
  }
  const failures = await push(baseUrl, token);
  process.exit(failures ? 1 : 0);
}
