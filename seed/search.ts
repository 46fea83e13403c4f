/**
 * The site search index of the seed (migrations/0007_search_index.sql) as SQL: the same documents the content
 * service writes (app/lib/search-docs.ts), so a freshly seeded database finds what it shows. Pure, like index.ts.
 */
import { portalNow } from "../app/domain/clock.ts";
import { INDEXED_COLLECTIONS, placed, searchDocFor, type IndexedCollection, type SearchDoc } from "../app/lib/search-docs.ts";
import { bangkokDayOf } from "./dates.ts";
import { seedData, sqlLiteral } from "./index.ts";
import type { SeedRecord } from "./lib.ts";

/** Every published seed entry's search document. */
export function seedSearchDocs(data: Record<string, SeedRecord[]> = seedData): SearchDoc[] {
  const topicSlugs = new Map((data["article-topics"] ?? []).map((t) => [t.id, String(t.slug ?? "")]));
  return (Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]).flatMap((plural) =>
    (data[plural] ?? []).flatMap((record) => {
      const doc = searchDocFor(plural, record, plural === "articles" ? (topicSlugs.get(record.topic as number) ?? "") : "");
      return doc ? [doc] : [];
    }),
  );
}

const COLUMNS = ["rowid", "title", "body", "kind", "ref_id", "slug", "parent_slug", "title_th", "title_en", "summary_th", "summary_en", "start_date", "end_date"];

/**
 * Empties the search index and fills it with the seed's documents, each with what the search narrows it by, and
 * each where it belongs on `today` (the portal's day): the ended editions in their own row id range.
 */
export function buildSearchIndexSql(data: Record<string, SeedRecord[]> = seedData, today = bangkokDayOf(portalNow())): string[] {
  const values = (d: SearchDoc) =>
    [d.rowid, d.title, d.body, d.kind, d.refId, d.slug, d.parentSlug, d.titleTh, d.titleEn, d.summaryTh, d.summaryEn, d.startDate, d.endDate].map(sqlLiteral);
  const facets = (d: SearchDoc) => [d.rowid, d.startDate, d.endDate, d.province, d.industry].map(sqlLiteral);
  return [
    "DELETE FROM search_index;",
    "DELETE FROM search_facets;",
    ...seedSearchDocs(data).map((d) => placed(d, today)).flatMap((d) => [
      `INSERT INTO search_index (${COLUMNS.join(", ")}) VALUES (${values(d).join(", ")});`,
      `INSERT INTO search_facets (id, start_date, end_date, province, industry) VALUES (${facets(d).join(", ")});`,
    ]),
  ];
}
