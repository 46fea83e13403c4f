/**
 * The site search index in D1 (migrations/0007_search_index.sql): written when the embedded content service
 * writes an indexed collection, filled by the seed, rebuilt from any content source (a remote Strapi) by
 * `rebuildSearchIndex`, and read by the /search page and its suggestions.
 */
import { isIndexed, kindNumbered, kindRowIds, rangesHolding, ROW_ID_SPAN, SEARCH_KINDS, searchDocFor, searchRowIdsOf, type IndexedCollection, type SearchDoc, type SearchKind } from "../lib/search-docs";
import { isLatinWord, nearestWord, rankHits, type SearchGroup, type SearchHit } from "../lib/search-rank";
import { longPrefixes, matchesEvery, matchExpression, searchWords } from "../lib/search-text";
import { EVERY_MATCH, type SearchFilters } from "../lib/search-filters";

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

/** A document and what the search narrows it by (search_facets, migrations/0029): written and deleted together. */
const insertDoc = (db: D1Database, doc: SearchDoc) => [
  db.prepare(INSERT_DOC).bind(...docValues(doc)),
  db
    .prepare("INSERT OR REPLACE INTO search_facets (id, start_date, end_date, province, industry) VALUES (?, ?, ?, ?, ?)")
    .bind(doc.rowid, doc.startDate, doc.endDate, doc.province, doc.industry),
];
const deleteDoc = (db: D1Database, rowid: number) => [
  db.prepare("DELETE FROM search_index WHERE rowid = ?").bind(rowid),
  db.prepare("DELETE FROM search_facets WHERE id = ?").bind(rowid),
];

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
  const stale = searchRowIdsOf(plural, Number(row.id)).flatMap((rowid) => deleteDoc(db, rowid));
  await db.batch(doc ? [...stale, ...insertDoc(db, doc)] : stale);
}

/** After the content service deleted an entry. */
export async function unindexEntry(db: D1Database, plural: string, id: number): Promise<void> {
  if (plural === "article-topics") await relinkArticles(db, id, "");
  if (isIndexed(plural)) await db.batch(searchRowIdsOf(plural, id).flatMap((rowid) => deleteDoc(db, rowid)));
}

/** D1 takes a batch of this many documents (two statements each) comfortably. */
const BATCH = 25;

/** Replaces the whole index with these documents. */
export async function replaceSearchIndex(db: D1Database, docs: readonly SearchDoc[]): Promise<void> {
  await db.batch([db.prepare("DELETE FROM search_index"), db.prepare("DELETE FROM search_facets")]);
  for (let i = 0; i < docs.length; i += BATCH) {
    await db.batch(docs.slice(i, i + BATCH).flatMap((d) => insertDoc(db, d)));
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

/** Titles weigh ten times the body in the relevance score. */
const BM25 = "bm25(search_index, 10.0, 1.0)";
const toHit = (r: HitRow): SearchHit => ({
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
});

/**
 * The documents a kind's hits are ranked from: every match of a kind with at most this many, else its newest this
 * many (the highest ids: the newest editions of shows). Ranking reads what it needs of these alone, so a word that
 * twenty thousand shows carry costs what a rare one does.
 */
const CANDIDATES = 200;
/**
 * Up to this many matches across the index the candidates carry their bm25 relevance. bm25 counts every match of
 * each word across the whole index, anew in each kind's statement, so past it bm25 would cost more than the rest
 * of the page (and says little: a word most documents carry weighs next to nothing), and the newest come first
 * among hits that rank alike (upcoming, title match).
 */
const SCORED_UP_TO = 1_000;

const candidateColumns = (scored: boolean) =>
  ["kind", "slug", "parent_slug", "title", "title_th", "title_en", "summary_th", "summary_en", "start_date", "end_date"].map((c) => `search_index.${c}`).join(", ") +
  `, ${scored ? BM25 : "0"} AS score`;

/**
 * The part of a search statement after its MATCH that narrows it (SearchFilters): the dates, province and industry
 * are read from search_facets, a few bytes per match, only when asked for; the kind is its row id range, which
 * FTS5 reads without the rest of the index.
 */
interface Narrowing {
  from: string;
  where: string;
  params: (string | number)[];
}

function narrowing(filters: SearchFilters, today: string): Narrowing {
  const where: string[] = [];
  const params: (string | number)[] = [];
  const undatedOr = (condition: string, ...values: string[]) => {
    where.push(`(f.end_date = '' OR ${condition})`);
    params.push(...values);
  };
  if (filters.when === "upcoming") undatedOr("f.end_date >= ?", today);
  if (filters.when === "past") undatedOr("f.end_date < ?", today);
  // A show is in the range when it overlaps it at all.
  if (filters.from) undatedOr("f.end_date >= ?", filters.from);
  if (filters.to) undatedOr("f.start_date <= ?", filters.to);
  if (filters.provinces.length > 0) {
    where.push(`f.province IN (${filters.provinces.map(() => "?").join(", ")})`);
    params.push(...filters.provinces);
  }
  if (filters.industry) {
    where.push("f.industry = ?");
    params.push(filters.industry);
  }
  const facets = where.length > 0;
  if (filters.kind) {
    where.push("search_index.rowid BETWEEN ? AND ?");
    params.push(...kindRowIds(filters.kind));
  }
  return {
    from: facets ? "search_index JOIN search_facets f ON f.id = search_index.rowid" : "search_index",
    where: where.map((condition) => ` AND ${condition}`).join(""),
    params,
  };
}

/** Every match: the as-you-type list is not narrowed. */
const UNNARROWED: Narrowing = { from: "search_index", where: "", params: [] };

/** A kind's candidates (newest first): its newest CANDIDATES matches, within the kind's row id range. */
const candidatesOfKind = (db: D1Database, match: string, kind: SearchKind, scored: boolean, narrowed: Narrowing) =>
  db
    .prepare(
      `SELECT ${candidateColumns(scored)} FROM ${narrowed.from}
       WHERE search_index MATCH ? AND search_index.rowid BETWEEN ? AND ?${narrowed.where} ORDER BY search_index.rowid DESC LIMIT ${CANDIDATES}`,
    )
    .bind(match, ...kindRowIds(kind), ...narrowed.params);

/**
 * Every match in a row id range (newest first). A statement that reads a word walks its matches within the row id
 * range it asks for, so the kinds with few matches are read together in the ranges that hold none of the kinds
 * with many.
 */
const everyMatchIn = (db: D1Database, match: string, [first, last]: [number, number], scored: boolean, narrowed: Narrowing) =>
  db
    .prepare(
      `SELECT ${candidateColumns(scored)} FROM ${narrowed.from}
       WHERE search_index MATCH ? AND search_index.rowid BETWEEN ? AND ?${narrowed.where} ORDER BY search_index.rowid DESC`,
    )
    .bind(match, first, last, ...narrowed.params);

/**
 * How many of each kind match, in one pass over the matches: a kind is its row id range, so no document is read.
 * Counting each kind in a statement of its own would read every word's matches once per kind.
 */
const countsByKind = (db: D1Database, match: string, narrowed: Narrowing) =>
  db
    .prepare(
      `SELECT search_index.rowid / ${ROW_ID_SPAN} AS kind_number, count(*) AS n FROM ${narrowed.from}
       WHERE search_index MATCH ?${narrowed.where} GROUP BY kind_number`,
    )
    .bind(match, ...narrowed.params);

type CandidateRow = HitRow & { title: string };

/** Candidates as hits, each told whether the query is in its title. */
const hitsOf = (rows: readonly CandidateRow[], query: string): SearchHit[] => rows.map((row) => toHit({ ...row, title_hit: matchesEvery(row.title, query) ? 1 : 0 }));

/**
 * Every kind's matches, counted, with its best `perKind` hits (rankHits among its candidates): every kind counted in
 * one pass, then the candidates in another round trip: one statement for each row id range of kinds with at most
 * CANDIDATES matches and one for each kind with more. A walk over a common word's matches is the cost here, so it
 * is walked once to count, and the candidates are read only within row id ranges that stop at CANDIDATES.
 */
async function matchingGroups(
  db: D1Database,
  query: string,
  match: string,
  today: string,
  perKind: number,
  filters: SearchFilters,
): Promise<SearchGroup<SearchHit>[]> {
  const narrowed = narrowing(filters, today);
  const { results } = await countsByKind(db, match, narrowed).all<{ kind_number: number; n: number }>();
  const counted = new Map(results.map((row) => [kindNumbered(row.kind_number), row.n]));
  const found = SEARCH_KINDS.flatMap((kind) => (counted.has(kind) ? [{ kind, n: counted.get(kind)! }] : []));
  if (found.length === 0) return [];
  const scored = found.reduce((sum, { n }) => sum + n, 0) <= SCORED_UP_TO;
  const few = found.filter(({ n }) => n <= CANDIDATES).map(({ kind }) => kind);
  const many = found.filter(({ n }) => n > CANDIDATES).map(({ kind }) => kind);
  const answers = await db.batch<CandidateRow>([
    ...rangesHolding(few, many).map((range) => everyMatchIn(db, match, range, scored, narrowed)),
    ...many.map((kind) => candidatesOfKind(db, match, kind, scored, narrowed)),
  ]);
  const rows = answers.flatMap((answer) => answer.results);
  return found.map(({ kind, n }) => ({
    kind,
    count: n,
    items: rankHits(hitsOf(rows.filter((row) => row.kind === kind), query), today).slice(0, perKind),
  }));
}

/** A long prefix is looked up as the indexed words it starts when there are at most this many of them. */
const MAX_STARTED_WORDS = 32;

/** The indexed words a word starts, in the index's (byte) order: from the word to the word followed by the last character. */
const wordsStarting = (db: D1Database, word: string) =>
  db.prepare(`SELECT term FROM search_terms WHERE term >= ?1 AND term < ?2 LIMIT ${MAX_STARTED_WORDS + 1}`).bind(word, `${word}\u{10ffff}`);

/**
 * The MATCH expression for a query. FTS5 finds a prefix longer than its prefix indexes by merging the lists of every
 * word it starts, anew in each statement, whatever the statement's row id range: a search reads the index in a
 * dozen statements, so such a prefix is looked up once (one round trip) and asked as the words it starts.
 */
async function matchFor(db: D1Database, query: string): Promise<string | null> {
  const long = longPrefixes(query);
  const answers = long.length > 0 ? await db.batch<{ term: string }>(long.map((word) => wordsStarting(db, word))) : [];
  const started = new Map<string, string[]>();
  long.forEach((word, i) => {
    const terms = answers[i]!.results.map((r) => r.term);
    if (terms.length <= MAX_STARTED_WORDS) started.set(word, terms);
  });
  return matchExpression(query, started);
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
  /** Every match, counted. */
  total: number;
  /** Kinds in the order of their best hit, each with its count and its first `perGroup` hits. */
  groups: SearchGroup<SearchHit>[];
}

/** Groups in the order of their best hit (rankHits across kinds). */
function byBestHit(groups: SearchGroup<SearchHit>[], today: string, query: string): SearchGroup<SearchHit>[] {
  const order = rankHits(groups.map((g) => g.items[0]!), today, query).map((hit) => hit.kind);
  return [...groups].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

/** Every kind's hits for a query, counted, ranked and grouped; a Latin typo that finds nothing is searched corrected. */
export async function searchSite(db: D1Database, query: string, today: string, perGroup = 5, filters: SearchFilters = EVERY_MATCH): Promise<SearchResult> {
  const match = await matchFor(db, query);
  let groups = match ? await matchingGroups(db, query, match, today, perGroup, filters) : [];
  let used = query;
  let corrected = false;
  if (match && groups.length === 0) {
    const fixed = await correctedQuery(db, query);
    const fixedMatch = fixed ? await matchFor(db, fixed) : null;
    if (fixed && fixedMatch) {
      groups = await matchingGroups(db, fixed, fixedMatch, today, perGroup, filters);
      if (groups.length > 0) [used, corrected] = [fixed, true];
    }
  }
  return {
    query: used,
    corrected,
    total: groups.reduce((sum, g) => sum + g.count, 0),
    groups: byBestHit(groups, today, used),
  };
}

/**
 * A list filters by at most this many ids: D1 binds at most 100 parameters a statement, and the list's other
 * filters take some. A keyword that finds more is searched in the list's own fields instead (app/lib/list-query.ts).
 */
export const MAX_KEYWORD_IDS = 80;

async function matchingIds(db: D1Database, match: string, kinds: readonly SearchKind[]): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT ref_id FROM search_index WHERE search_index MATCH ?1 AND kind IN (${kinds.map((_, i) => `?${i + 2}`).join(", ")})
       ORDER BY ${BM25} LIMIT ${MAX_KEYWORD_IDS + 1}`,
    )
    .bind(match, ...kinds)
    .all<{ ref_id: number }>();
  return results.map((r) => r.ref_id);
}

/**
 * The ids of the entries of these kinds that the query finds, as /search finds them: the same words, prefixes
 * and spelling correction of a Latin typo; "many" when there are more than a list can filter by. No searchable
 * word finds nothing.
 */
export async function idsMatching(db: D1Database, query: string, kinds: readonly SearchKind[]): Promise<number[] | "many"> {
  const match = kinds.length > 0 ? await matchFor(db, query) : null;
  if (!match) return [];
  let ids = await matchingIds(db, match, kinds);
  if (ids.length === 0) {
    const fixed = await correctedQuery(db, query);
    const fixedMatch = fixed ? await matchFor(db, fixed) : null;
    if (fixedMatch) ids = await matchingIds(db, fixedMatch, kinds);
  }
  return ids.length > MAX_KEYWORD_IDS ? "many" : ids;
}

/**
 * A few best titles for the as-you-type list: each kind's newest candidates, ranked across kinds without bm25 (a
 * list asked at every key press: title matches and upcoming shows first, the newest among alike).
 */
export async function suggestTitles(db: D1Database, query: string, today: string, limit = 8): Promise<SearchHit[]> {
  const match = await matchFor(db, query);
  if (!match) return [];
  const answers = await db.batch<CandidateRow>(SEARCH_KINDS.map((kind) => candidatesOfKind(db, match, kind, false, UNNARROWED)));
  return rankHits(answers.flatMap((answer) => hitsOf(answer.results, query)), today, query).slice(0, limit);
}
