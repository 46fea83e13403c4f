/**
 * The site search index in D1 (migrations/0007_search_index.sql): written when the embedded content service
 * writes an indexed collection, filled by the seed, rebuilt from any content source (a remote Strapi) by
 * `rebuildSearchIndex`, and read by the /search page and its suggestions.
 */
import { isIndexed, searchDocFor, searchRowId, type IndexedCollection, type SearchDoc, type SearchKind } from "../lib/search-docs";
import { groupHits, isLatinWord, nearestWord, rankHits, type SearchGroup, type SearchHit } from "../lib/search-rank";
import { matchExpression, searchWords } from "../lib/search-text";

const COLUMNS = "rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date";

const docValues = (d: SearchDoc) => [
  d.rowid,
  d.title,
  d.body,
  d.kind,
  d.refId,
  d.slug,
  d.parentSlug,
  d.titleTh,
  d.titleEn,
  d.summaryTh,
  d.summaryEn,
  d.startDate,
  d.endDate,
];

const INSERT_DOC = `INSERT INTO search_index (${COLUMNS}) VALUES (${COLUMNS.split(",").map(() => "?").join(", ")})`;

const insertDoc = (db: D1Database, doc: SearchDoc) => db.prepare(INSERT_DOC).bind(...docValues(doc));
const deleteDoc = (db: D1Database, rowid: number) => db.prepare("DELETE FROM search_index WHERE rowid = ?").bind(rowid);

/** An article is shown on its topic's page: the topic's slug, from the content service's own table. */
async function parentSlugOf(db: D1Database, plural: IndexedCollection, entry: Record<string, unknown>): Promise<string> {
  if (plural !== "articles" || typeof entry.topic_id !== "number") return "";
  return (await db.prepare("SELECT slug FROM article_topics WHERE id = ?").bind(entry.topic_id).first<{ slug: string }>())?.slug ?? "";
}

/** An article's result links to its topic's page: a topic's new slug (or its deletion) reaches its articles. */
const relinkArticles = (db: D1Database, topicId: number, slug: string) =>
  db
    .prepare("UPDATE search_index SET parent_slug = ? WHERE kind = 'article' AND ref_id IN (SELECT id FROM articles WHERE topic_id = ?)")
    .bind(slug, topicId)
    .run();

/** After the content service wrote an entry (a D1 row): its document replaces the old one; a draft has none. */
export async function indexEntry(db: D1Database, plural: string, row: Record<string, unknown> | null): Promise<void> {
  if (plural === "article-topics" && row) await relinkArticles(db, Number(row.id), String(row.slug ?? ""));
  if (!isIndexed(plural) || !row) return;
  const doc = searchDocFor(plural, row, await parentSlugOf(db, plural, row));
  const rowid = searchRowId(plural, Number(row.id));
  await db.batch(doc ? [deleteDoc(db, rowid), insertDoc(db, doc)] : [deleteDoc(db, rowid)]);
}

/** After the content service deleted an entry. */
export async function unindexEntry(db: D1Database, plural: string, id: number): Promise<void> {
  if (plural === "article-topics") await relinkArticles(db, id, "");
  if (isIndexed(plural)) await deleteDoc(db, searchRowId(plural, id)).run();
}

/** D1 takes a batch of this many statements comfortably. */
const BATCH = 50;

/** Replaces the whole index with these documents. */
export async function replaceSearchIndex(db: D1Database, docs: readonly SearchDoc[]): Promise<void> {
  await db.prepare("DELETE FROM search_index").run();
  for (let i = 0; i < docs.length; i += BATCH) {
    await db.batch(docs.slice(i, i + BATCH).map((d) => insertDoc(db, d)));
  }
}

interface HitRow {
  kind: SearchHit["kind"];
  slug: string;
  parent_slug: string;
  title_th: string;
  title_en: string;
  summary_th: string;
  summary_en: string;
  start_date: string;
  end_date: string;
  score: number;
  title_hit: number;
}

/** Enough hits to count and rank every kind on a site of this size; the page shows a few per kind. */
const MAX_HITS = 300;
/** Titles weigh ten times the body in the relevance score. */
const BM25 = "bm25(search_index, 10.0, 1.0)";

async function matchingHits(db: D1Database, match: string): Promise<SearchHit[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date, ${BM25} AS score,
         rowid IN (SELECT rowid FROM search_index WHERE search_index MATCH ?2) AS title_hit
       FROM search_index WHERE search_index MATCH ?1 ORDER BY score LIMIT ${MAX_HITS}`,
    )
    .bind(match, `title : (${match})`)
    .all<HitRow>();
  return results.map((r) => ({
    kind: r.kind,
    slug: r.slug,
    parentSlug: r.parent_slug,
    titleTh: r.title_th,
    titleEn: r.title_en,
    summaryTh: r.summary_th,
    summaryEn: r.summary_en,
    startDate: r.start_date,
    endDate: r.end_date,
    score: r.score,
    titleHit: r.title_hit === 1,
  }));
}

/** The query with each Latin word no indexed word starts with replaced by the nearest indexed word; null if none. */
async function correctedQuery(db: D1Database, query: string): Promise<string | null> {
  const words = searchWords(query);
  const latin = words.filter(isLatinWord);
  if (latin.length === 0) return null;
  const { results } = await db
    .prepare("SELECT term FROM search_terms WHERE length(term) BETWEEN 3 AND 30 AND term NOT GLOB '*[^a-z0-9]*'")
    .all<{ term: string }>();
  const terms = results.map((r) => r.term);
  let changed = false;
  const fixed = words.map((w) => {
    if (!isLatinWord(w) || terms.some((t) => t.startsWith(w))) return w;
    const near = nearestWord(w, terms);
    if (near) changed = true;
    return near ?? w;
  });
  return changed ? fixed.join(" ") : null;
}

export interface SearchResult {
  /** The query the hits are for: the visitor's, or its spelling correction when the visitor's found nothing. */
  query: string;
  corrected: boolean;
  total: number;
  groups: SearchGroup<SearchHit>[];
}

/** Every kind's hits for a query, ranked and grouped; a Latin typo that finds nothing is searched corrected. */
export async function searchSite(db: D1Database, query: string, today: string, perGroup = 5): Promise<SearchResult> {
  const match = matchExpression(query);
  let hits = match ? await matchingHits(db, match) : [];
  let used = query;
  let corrected = false;
  if (match && hits.length === 0) {
    const fixed = await correctedQuery(db, query);
    const fixedMatch = fixed ? matchExpression(fixed) : null;
    if (fixed && fixedMatch) {
      hits = await matchingHits(db, fixedMatch);
      if (hits.length > 0) [used, corrected] = [fixed, true];
    }
  }
  const ranked = rankHits(hits, today);
  return { query: used, corrected, total: ranked.length, groups: groupHits(ranked, perGroup, today) };
}

async function matchingIds(db: D1Database, match: string, kinds: readonly SearchKind[]): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT ref_id FROM search_index WHERE search_index MATCH ?1 AND kind IN (${kinds.map((_, i) => `?${i + 2}`).join(", ")})
       ORDER BY ${BM25} LIMIT ${MAX_HITS}`,
    )
    .bind(match, ...kinds)
    .all<{ ref_id: number }>();
  return results.map((r) => r.ref_id);
}

/**
 * The ids of the entries of these kinds that the query finds, as /search finds them: the same words, prefixes
 * and spelling correction of a Latin typo. A list filters by these ids; no searchable word finds nothing.
 */
export async function idsMatching(db: D1Database, query: string, kinds: readonly SearchKind[]): Promise<number[]> {
  const match = matchExpression(query);
  if (!match || kinds.length === 0) return [];
  const ids = await matchingIds(db, match, kinds);
  if (ids.length > 0) return ids;
  const fixed = await correctedQuery(db, query);
  const fixedMatch = fixed ? matchExpression(fixed) : null;
  return fixedMatch ? matchingIds(db, fixedMatch, kinds) : [];
}

/** A few best titles for the as-you-type list. */
export async function suggestTitles(db: D1Database, query: string, today: string, limit = 8): Promise<SearchHit[]> {
  const match = matchExpression(query);
  if (!match) return [];
  return rankHits(await matchingHits(db, match), today).slice(0, limit);
}
