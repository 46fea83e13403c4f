/**
 * The site search index in D1 (migrations/0007_search_index.sql): written when the embedded content service
 * writes an indexed collection, filled by the seed, rebuilt from any content source (a remote Strapi) by
 * `rebuildSearchIndex`, and read by the /search page and its suggestions.
 */
import {
  DATED_KINDS,
  ENDED_FROM,
  isEnded,
  isEndedRowId,
  isIndexed,
  kindRanges,
  ROW_ID_SPAN,
  kindRowIds,
  placed,
  SEARCH_KINDS,
  searchDocFor,
  searchRowIdsOf,
  spansHolding,
  type IndexedCollection,
  type KindRange,
  type SearchDoc,
  type SearchKind,
} from "../lib/search-docs";
import { bangkokToday } from "../lib/dates";
import { isLatinWord, nearestWord, rankHits, type SearchGroup, type SearchHit } from "../lib/search-rank";
import { longPrefixes, matchExpression, searchWords, titleMatcher } from "../lib/search-text";
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
/** The documents under any of these row ids (an entry's, wherever it lay), in one statement a table. */
const deleteDocs = (db: D1Database, rowids: readonly number[]) => {
  const list = rowids.map(() => "?").join(", ");
  return [
    db.prepare(`DELETE FROM search_index WHERE rowid IN (${list})`).bind(...rowids),
    db.prepare(`DELETE FROM search_facets WHERE id IN (${list})`).bind(...rowids),
  ];
};

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

/**
 * After the content service wrote an entry (a D1 row): its document replaces the old one, in its ended editions'
 * range when it has already ended (docs/decisions/070); a draft has none.
 */
export async function indexEntry(db: D1Database, plural: string, row: Record<string, unknown> | null, today = bangkokToday()): Promise<void> {
  if (plural === "article-topics" && row) await relinkArticles(db, Number(row.id), String(row.slug ?? ""));
  if (!isIndexed(plural) || !row) return;
  const doc = searchDocFor(plural, row, await parentSlugOf(db, plural, row));
  const stale = deleteDocs(db, searchRowIdsOf(plural, Number(row.id)));
  await db.batch(doc ? [...stale, ...insertDoc(db, placed(doc, today))] : stale);
}

/** After the content service deleted an entry. */
export async function unindexEntry(db: D1Database, plural: string, id: number): Promise<void> {
  if (plural === "article-topics") await relinkArticles(db, id, "");
  if (isIndexed(plural)) await db.batch(deleteDocs(db, searchRowIdsOf(plural, id)));
}

/** D1 takes a batch of this many documents (two statements each) comfortably. */
const BATCH = 25;

/** Replaces the whole index with these documents, each where it belongs today (ended editions in their own range). */
export async function replaceSearchIndex(db: D1Database, docs: readonly SearchDoc[], today = bangkokToday()): Promise<void> {
  await db.batch([db.prepare("DELETE FROM search_index"), db.prepare("DELETE FROM search_facets")]);
  for (let i = 0; i < docs.length; i += BATCH) {
    await db.batch(docs.slice(i, i + BATCH).flatMap((d) => insertDoc(db, placed(d, today))));
  }
}

/** A row id range in SQL: its bounds written as integers, which FTS5 seeks to (bound, a number is a REAL to D1, and FTS5 walks every match up to it). */
const rowIdsBetween = ([first, last]: readonly [number, number]) => {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last)) throw new Error(`search: no row id range ${first}-${last}`);
  return `search_index.rowid BETWEEN ${first} AND ${last}`;
};

/** The dated kinds' ranges of upcoming and undated documents, where an edition that has ended since it was written waits for the cron pass. */
const DATED_CURRENT = `(${[...DATED_KINDS].map((kind) => `search_facets.id BETWEEN ${kindRowIds(kind).join(" AND ")}`).join(" OR ")})`;

/**
 * The documents in the wrong range on `today` (?1), as conditions on search_facets (docs/decisions/070): editions
 * that ended since they were written (until the cron pass moves them), and ended ones whose dates moved on or that
 * a clock set back finds upcoming. Each half is read through its own partial index on the end date
 * (migrations/0042), so it costs nothing when empty.
 */
const MISPLACED = [
  `search_facets.id < ${ENDED_FROM} AND search_facets.end_date > '' AND search_facets.end_date < ?1 AND ${DATED_CURRENT}`,
  `search_facets.id >= ${ENDED_FROM} AND search_facets.end_date >= ?1`,
];

/** The cron pass moves at most this many documents each way, so a pass stays short however many editions ended. */
const MOVED_PER_PASS = 1_000;

const INDEX_COLUMNS = COLUMNS.split(", ").slice(1).join(", ");

/**
 * The cron pass: moves each edition that has ended since it was written into its kind's ended range, and back any
 * that is no longer ended (its dates moved on, or a clock set back), at most MOVED_PER_PASS each way. Idempotent:
 * a second pass on the same day moves nothing. Answers how many documents moved.
 */
export async function settleEndedEditions(db: D1Database, today = bangkokToday()): Promise<number> {
  const moves = MISPLACED.map((where, i) => {
    // The same ids in each statement of the batch, in the order of the half's own index.
    const ids = `SELECT id FROM search_facets WHERE ${where} ORDER BY search_facets.end_date, search_facets.id LIMIT ${MOVED_PER_PASS}`;
    // A kind's ended range lies ENDED_FROM above its own (its number plus 10).
    const by = i === 0 ? ENDED_FROM : -ENDED_FROM;
    return [
      db.prepare(`INSERT OR REPLACE INTO search_index (${COLUMNS}) SELECT rowid + ${by}, ${INDEX_COLUMNS} FROM search_index WHERE rowid IN (${ids})`).bind(today),
      db.prepare(`DELETE FROM search_index WHERE rowid IN (${ids})`).bind(today),
      db.prepare(`UPDATE OR REPLACE search_facets SET id = id + ${by} WHERE id IN (${ids})`).bind(today),
    ];
  });
  const results = await db.batch(moves.flat());
  return (results[2]?.meta.changes ?? 0) + (results[5]?.meta.changes ?? 0);
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
}

/** Titles weigh ten times the body in the relevance score. */
const BM25 = "bm25(search_index, 10.0, 1.0)";
const toHit = (r: HitRow, titleHit: boolean): SearchHit => ({
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
  titleHit,
});

/**
 * The documents a kind's hits are ranked from: in each row id range read (a kind's upcoming and undated documents,
 * or its ended editions), every match when it has at most this many, else its newest this many (the highest ids:
 * the newest editions of shows) when bm25 ranks them, and its newest title matches and newest matches when not. Ranking reads what it needs of these alone, so a word that
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
  ["rowid", "kind", "slug", "parent_slug", "title", "title_th", "title_en", "summary_th", "summary_en", "start_date", "end_date"].map((c) => `search_index.${c}`).join(", ") +
  `, ${scored ? BM25 : "0"} AS score`;

/**
 * How a search reads the index for its filters (SearchFilters): which row id ranges, and what narrows the matches
 * in them. The kind, and the default narrowing (upcoming), are row id ranges alone, which FTS5 seeks to without
 * reading any document: an upcoming search reads the kinds' ranges of upcoming and undated documents and corrects
 * its counts by the few documents the cron pass has not yet moved (`corrected`). Dates otherwise, province and
 * industry are read from search_facets, a few bytes per match, joined only when asked for.
 */
interface Reading {
  ranges: KindRange[];
  from: string;
  where: string;
  params: (string | number)[];
  corrected: boolean;
}

function readingFor(filters: SearchFilters, today: string, { joined = false } = {}): Reading {
  const kinds = filters.kind ? [filters.kind] : SEARCH_KINDS;
  const ranges = kinds.flatMap(kindRanges);
  const facets = joined || filters.when === "past" || filters.from !== "" || filters.to !== "" || filters.provinces.length > 0 || filters.industry !== "";
  if (!facets) {
    const upcoming = filters.when === "upcoming";
    return { ranges: upcoming ? ranges.filter((range) => !range.ended) : ranges, from: "search_index", where: "", params: [], corrected: upcoming };
  }
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
  return {
    ranges,
    from: "search_index JOIN search_facets f ON f.id = search_index.rowid",
    where: where.map((condition) => ` AND ${condition}`).join(""),
    params,
    corrected: false,
  };
}

/** Every match: the as-you-type list is not narrowed. */
const UNNARROWED: Reading = readingFor(EVERY_MATCH, "");

/** The newest `limit` matches in a row id range (a kind's, one placement). */
const candidatesIn = (db: D1Database, match: string, range: readonly [number, number], scored: boolean, reading: Reading, limit = CANDIDATES) =>
  db
    .prepare(
      `SELECT ${candidateColumns(scored)} FROM ${reading.from}
       WHERE search_index MATCH ? AND ${rowIdsBetween(range)}${reading.where} ORDER BY search_index.rowid DESC LIMIT ${limit}`,
    )
    .bind(match, ...reading.params);

/** The same MATCH expression asked of the titles alone (FTS5's column filter). */
const inTitles = (match: string) => `{title} : (${match})`;

/**
 * Every match in a row id span (newest first). A statement that reads a word walks its matches within the row id
 * span it asks for, so the ranges with few matches are read together in the spans that hold none with many.
 */
const everyMatchIn = (db: D1Database, match: string, span: readonly [number, number], scored: boolean, reading: Reading) =>
  db
    .prepare(
      `SELECT ${candidateColumns(scored)} FROM ${reading.from}
       WHERE search_index MATCH ? AND ${rowIdsBetween(span)}${reading.where} ORDER BY search_index.rowid DESC`,
    )
    .bind(match, ...reading.params);

/**
 * How many match in each range read, in one statement: each range is counted within its own row ids, which FTS5
 * seeks to, so the ranges together walk each match once and no document is read.
 */
const countsByRange = (db: D1Database, match: string, reading: Reading) =>
  db
    .prepare(
      `SELECT r.column1 AS first, (SELECT count(*) FROM ${reading.from}
         WHERE search_index MATCH ?1 AND search_index.rowid BETWEEN r.column1 AND r.column2${reading.where}) AS n
       FROM (VALUES ${reading.ranges.map((range) => `(${range.first}, ${range.last})`).join(", ")}) r`,
    )
    .bind(match, ...reading.params);

/** At most this many misplaced matches are corrected for; past it (the cron pass far behind) a search joins the facets. */
const MISPLACED_CAP = 100;

/** The matches in the wrong range today (MISPLACED), as candidates, with their row ids. */
const misplacedMatches = (db: D1Database, match: string, today: string) =>
  db
    .prepare(
      MISPLACED.map(
        (where) =>
          `SELECT ${candidateColumns(true)} FROM search_facets CROSS JOIN search_index
           WHERE ${where.replaceAll("?1", "?2")} AND search_index.rowid = search_facets.id AND search_index MATCH ?1`,
      ).join(" UNION ALL ") + ` LIMIT ${MISPLACED_CAP + 1}`,
    )
    .bind(match, today);

type CandidateRow = HitRow & { rowid: number; title: string };

/** Candidates as hits, each told whether the query is in its title. */
function hitsOf(rows: readonly CandidateRow[], query: string): SearchHit[] {
  const inTitle = titleMatcher(query);
  return rows.map((row) => toHit(row, inTitle(row.title)));
}

/**
 * Every kind's matches, counted, with its best `perKind` hits (rankHits among its candidates): every range counted
 * in one statement (with the misplaced matches of an upcoming search beside it), then the candidates in another
 * round trip: one statement for each span of ranges with at most CANDIDATES matches, and for each range with more
 * its newest CANDIDATES (ranked by bm25) or, past SCORED_UP_TO, its newest title matches and its newest matches. A
 * walk over a common word's matches is the cost here, so it is walked once to count, and the candidates are read
 * only within row id ranges that stop early.
 */
async function matchingGroups(
  db: D1Database,
  query: string,
  match: string,
  today: string,
  perKind: number,
  filters: SearchFilters,
  reading = readingFor(filters, today),
): Promise<SearchGroup<SearchHit>[]> {
  const [counted, misplacedAnswer] = await db.batch<{ first: number; n: number } | CandidateRow>([
    countsByRange(db, match, reading),
    ...(reading.corrected ? [misplacedMatches(db, match, today)] : []),
  ]);
  const misplacedRows = (misplacedAnswer?.results ?? []) as CandidateRow[];
  if (misplacedRows.length > MISPLACED_CAP) return matchingGroups(db, query, match, today, perKind, filters, readingFor(filters, today, { joined: true }));
  const rangeCounts = reading.ranges.map((range) => ({ range, n: (counted!.results as { first: number; n: number }[]).find((row) => row.first === range.first)?.n ?? 0 }));
  // A misplaced match counts where it belongs: out of the upcoming ranges read when it has ended, in when it has not.
  const wanted = new Set(reading.ranges.map((range) => range.kind));
  const misplaced = misplacedRows.filter((row) => wanted.has(row.kind));
  const belongs = (row: CandidateRow) => !reading.corrected || !isEnded(row.end_date, today);
  const counts = new Map<SearchKind, number>();
  for (const { range, n } of rangeCounts) counts.set(range.kind, (counts.get(range.kind) ?? 0) + n);
  for (const row of misplaced) counts.set(row.kind, (counts.get(row.kind) ?? 0) + Number(belongs(row)) - Number(!isEndedRowId(row.rowid)));
  const found = SEARCH_KINDS.flatMap((kind) => ((counts.get(kind) ?? 0) > 0 ? [{ kind, n: counts.get(kind)! }] : []));
  if (found.length === 0) return [];
  const scored = found.reduce((sum, { n }) => sum + n, 0) <= SCORED_UP_TO;
  const few = rangeCounts.filter(({ n }) => n > 0 && n <= CANDIDATES).map(({ range }) => range);
  const many = rangeCounts.filter(({ n }) => n > CANDIDATES).map(({ range }) => range);
  const empty = rangeCounts.filter(({ n }) => n === 0).map(({ range }) => range);
  const answers = await db.batch<CandidateRow>([
    ...spansHolding(few, empty).map((span) => everyMatchIn(db, match, span, scored, reading)),
    ...many.flatMap((range) => {
      const span = [range.first, range.last] as const;
      if (scored) return [candidatesIn(db, match, span, true, reading)];
      // Without bm25 a kind's best hits are its newest title matches, then its newest matches (rankHits: upcoming
      // first, then title matches, the newest among alike): as many of each as the page shows, and as many more as
      // the range holds misplaced matches, which are left out.
      const limit = perKind + misplaced.filter((row) => row.rowid >= range.first && row.rowid <= range.last).length;
      return [candidatesIn(db, inTitles(match), span, false, reading, limit), candidatesIn(db, match, span, false, reading, limit)];
    }),
  ]);
  // Listed where they belong too: an ended match read in an upcoming range left out, a misplaced upcoming one added;
  // each once, the newest first.
  const candidates = new Map<number, CandidateRow>();
  for (const row of answers.flatMap((answer) => answer.results)) if (belongs(row)) candidates.set(row.rowid, row);
  for (const row of misplaced) if (belongs(row)) candidates.set(row.rowid, scored ? row : { ...row, score: 0 });
  const rows = [...candidates.values()].sort((a, b) => (b.rowid % ROW_ID_SPAN) - (a.rowid % ROW_ID_SPAN));
  const hits = hitsOf(rows, query);
  return found.map(({ kind, n }) => ({
    kind,
    count: n,
    items: rankHits(hits.filter((hit) => hit.kind === kind), today).slice(0, perKind),
  }));
}

/** A long prefix is looked up as the indexed words it starts when there are at most this many of them. */
const MAX_STARTED_WORDS = 32;

/**
 * The indexed words longer than a word that it starts, in the index's (byte) order: from the word followed by "0",
 * the smallest character a word of the index can go on with (its tokenizer, 'ascii', keeps ASCII letters and digits
 * and every non-ASCII character), to the word followed by the last character. The word itself is not asked for:
 * the vocabulary counts the documents of each word it lists, and a common word's count is a walk over all of them.
 */
const longerWordsStarting = (db: D1Database, word: string) =>
  db.prepare(`SELECT term FROM search_terms WHERE term >= ?1 AND term < ?2 LIMIT ${MAX_STARTED_WORDS}`).bind(`${word}0`, `${word}\u{10ffff}`);

/**
 * The MATCH expression for a query. FTS5 finds a prefix longer than its prefix indexes by merging the lists of every
 * word it starts, anew in each statement, whatever the statement's row id range: a search reads the index in several
 * statements, so such a prefix is looked up once (one round trip) and asked as the words it starts, itself included
 * (a word the index lacks matches nothing).
 */
async function matchFor(db: D1Database, query: string): Promise<string | null> {
  const long = longPrefixes(query);
  const answers = long.length > 0 ? await db.batch<{ term: string }>(long.map((word) => longerWordsStarting(db, word))) : [];
  const started = new Map<string, string[]>();
  long.forEach((word, i) => {
    const terms = [word, ...answers[i]!.results.map((r) => r.term)];
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
  const answers = await db.batch<CandidateRow>(UNNARROWED.ranges.map((range) => candidatesIn(db, match, [range.first, range.last], false, UNNARROWED)));
  return rankHits(answers.flatMap((answer) => hitsOf(answer.results, query)), today, query).slice(0, limit);
}
