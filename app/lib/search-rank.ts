/** Ordering, grouping and spelling help for site search results. Pure: the D1 queries live in app/search/. */
import { byListingKind } from "../domain/listings";
import type { SearchDoc, SearchKind } from "./search-docs";

/** A search result: the indexed document as the page shows it, with how well it matched. */
export interface SearchHit extends Omit<SearchDoc, "rowid" | "refId" | "title" | "body" | "province" | "industry"> {
  /** bm25 score: lower is better (FTS5 returns it negated). */
  score: number;
  /** Every word of the query is in the title (either language). */
  titleHit: boolean;
}

/** A show or event whose last day is before today; entries without dates never are. */
export const isPast = (hit: Pick<SearchHit, "endDate">, today: string) => hit.endDate !== "" && hit.endDate < today;

/** Among equally good matches, what a visitor to a trade show directory most likely looks for comes first. */
const KIND_RANK: Record<SearchKind, number> = {
  thaiTradeShow: 0,
  intlTradeShow: 0,
  thaiEvent: 0,
  ...byListingKind(() => 1),
  job: 2,
  news: 3,
  article: 3,
};

/** News and articles: what the portal writes about shows, never ranked above the shows and companies themselves. */
const isEditorial = (hit: Pick<SearchHit, "kind">) => hit.kind === "news" || hit.kind === "article";

/** A query in Thai script: its visitor most likely looks for what happens in Thailand. */
const isThaiQuery = (query: string) => /[\u0e00-\u0e7f]/.test(query);

/**
 * Best first: upcoming and undated before past; the shows, events, directory and jobs before news and articles
 * (a visitor searching "อาหาร" is looking for the food fairs, not for news that mention them in a title); within
 * those, a match in the title before a match in the body only; then shows and events, the directory, jobs, and
 * for a query in Thai the shows and events in Thailand before the shows abroad; then relevance (titles weigh more
 * than bodies in bm25).
 */
export function rankHits<T extends SearchHit>(hits: readonly T[], today: string, query = ""): T[] {
  const abroadLast = isThaiQuery(query);
  const abroad = (hit: SearchHit) => Number(abroadLast && hit.kind === "intlTradeShow");
  return [...hits].sort(
    (a, b) =>
      Number(isPast(a, today)) - Number(isPast(b, today)) ||
      Number(isEditorial(a)) - Number(isEditorial(b)) ||
      Number(b.titleHit) - Number(a.titleHit) ||
      KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
      abroad(a) - abroad(b) ||
      a.score - b.score,
  );
}

export interface SearchGroup<T> {
  kind: SearchKind;
  /** How many match: every match, counted. */
  count: number;
  items: T[];
}

/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two short words. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typing mistakes a Latin word of this length may hold and still be corrected. */
export const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/** Only Latin words get spelling help: Thai words come from a dictionary segmenter, not from letters typed. */
export const isLatinWord = (word: string) => /^[a-z][a-z0-9]*$/.test(word);

/** The indexed word closest to a mistyped Latin word, or null when none is near enough (ties: the shorter, then alphabetical). */
export function nearestWord(word: string, terms: readonly string[]): string | null {
  if (!isLatinWord(word)) return null;
  let best: { term: string; distance: number } | null = null;
  for (const term of terms) {
    if (Math.abs(term.length - word.length) > allowedTypos(word)) continue;
    const distance = editDistance(word, term);
    if (distance > allowedTypos(word) || distance === 0) continue;
    if (!best || distance < best.distance || (distance === best.distance && (term.length < best.term.length || (term.length === best.term.length && term < best.term)))) {
      best = { term, distance };
    }
  }
  return best?.term ?? null;
}
