import type { ContentClient } from "~/content/client";
import { recordSlugFrom } from "~/lib/slug";
import type { CollectionDef } from "~/model/model";
import type { StrapiList } from "~/model/types";
import { api } from "./content.server";

/**
 * The slug rule of records the back office makes (docs/decisions/064): the spec's rule applied to the English
 * title, else to the Latin part of the Thai one, else the collection's name; `-2`, `-3`… when another record,
 * draft or published, has it. The content form and the spreadsheet import both name new records this way.
 */
export function slugFieldOf(collection: CollectionDef): { name: string; from: string | undefined } | null {
  const uid = Object.entries(collection.fields).find(([, field]) => field.type === "uid");
  return uid ? { name: uid[0], from: uid[1].targetField } : null;
}

/** The slug a record would be named by before a suffix: from its English title, its Thai one, or the collection. */
export function slugBaseOf(collection: CollectionDef, record: Readonly<Record<string, unknown>>): string {
  const from = slugFieldOf(collection)?.from;
  const title = (suffix: string) => (from ? String(record[`${from}${suffix}`] ?? "") : "");
  return recordSlugFrom(title("_en")) || recordSlugFrom(title("")) || collection.singular;
}

/** Bases a query asks about at once: the service binds each prefix twice, and D1 binds at most 100 values. */
const BASES_PER_QUERY = 40;
const PAGE_SIZE = 100;

/** The slugs other records have that start with one of `bases` (drafts included), apart from record `exceptId`. */
export async function takenSlugs(client: ContentClient, collection: CollectionDef, bases: readonly string[], exceptId: number | null = null): Promise<Set<string>> {
  const field = slugFieldOf(collection);
  const taken = new Set<string>();
  if (!field) return taken;
  const unique = [...new Set(bases)];
  for (let i = 0; i < unique.length; i += BASES_PER_QUERY) {
    const filters = { $or: unique.slice(i, i + BASES_PER_QUERY).map((base) => ({ [field.name]: { $startsWith: base } })) };
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const result = await client.query<StrapiList>(api(collection), { publicationState: "preview", filters, fields: [field.name], pagination: { page, pageSize: PAGE_SIZE } });
      if (!result.ok) throw new Error(`slugs of ${collection.plural} answered ${result.status}: ${result.error.message}`);
      for (const entity of result.data.data) if (entity.id !== exceptId) taken.add(String(entity.attributes[field.name] ?? ""));
      const meta = result.data.meta.pagination;
      pageCount = "pageCount" in meta ? meta.pageCount : 1;
    }
  }
  return taken;
}
