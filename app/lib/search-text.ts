import { MAX_QUERY_LENGTH } from "./search-terms.ts";

/**
 * Text for the site search, prepared the same way for indexing and for querying: Latin folded to lower case
 * without accents, Thai (written without spaces) cut into words by the Thai word segmenter, every word
 * separated by one space. The FTS5 table splits on spaces only (tokenize='ascii'), so Thai vowel and tone marks
 * stay inside their word.
 */
const segmenter = new Intl.Segmenter("th", { granularity: "word" });

/**
 * Lower case, Latin accents removed (é -> e); Thai marks (U+0E31, U+0E34-0E3A, U+0E47-0E4E) are kept. Canonical
 * decomposition only: the compatibility form would split SARA AM (ำ) in two, and the segmenter would no longer
 * know the word.
 */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC").toLowerCase();
}

/** The words of a text, folded, in order; punctuation and spaces dropped. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(foldText(text))) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

/** Text as the index stores it: its words joined by single spaces. */
export function indexText(...texts: ReadonlyArray<string | null | undefined>): string {
  return texts.flatMap((t) => (t ? searchWords(t) : [])).join(" ");
}

const MAX_QUERY_WORDS = 8;

/** The words a query searches for: each once, at most MAX_QUERY_WORDS of them. */
const queryWords = (query: string) => [...new Set(searchWords(query.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_WORDS);

/** The index's prefix indexes go up to this many characters (migrations/0007_search_index.sql: prefix = '2 3'). */
const LONGEST_INDEXED_PREFIX = 3;

const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * The words of a query that FTS5 would find by merging the lists of every indexed word they start, anew for each
 * statement that reads them (one token longer than the prefix indexes): worth looking up once as those words
 * (`matchExpression`'s `startedWords`).
 */
export function longPrefixes(query: string): string[] {
  return queryWords(query).filter((word) => {
    const tokens = tokensOf(word);
    return [...word].length > LONGEST_INDEXED_PREFIX && tokens.length === 1 && tokens[0] === word;
  });
}

/**
 * An FTS5 MATCH expression for what a visitor typed: every word must occur, each as a prefix, so a word still
 * being typed ("canto") and part of a Thai compound ("แสดงสิน") match. A word given in `startedWords` is asked as
 * the indexed words it starts, which matches the same entries without the merge. Null when nothing searchable is
 * left.
 */
export function matchExpression(query: string, startedWords: ReadonlyMap<string, readonly string[]> = new Map()): string | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const started = startedWords.get(word);
      return started?.length ? `(${started.map(quoted).join(" OR ")})` : `${quoted(word)}*`;
    })
    .join(" AND ");
}

/** How the index's tokenizer ('ascii') cuts text: at every ASCII character that is not a letter or a digit. */
const tokensOf = (text: string): string[] => text.split(/[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/).filter(Boolean);

/**
 * Whether indexed text (`indexText`) holds every word of a query as the index matches it (`matchExpression`): the
 * word's tokens in a row, the last one as a prefix. Lets ranking tell a title match without a second query.
 */
export function matchesEvery(indexed: string, query: string): boolean {
  return titleMatcher(query)(indexed);
}

/** `matchesEvery` for one query and many texts: the query is cut into words once. */
export function titleMatcher(query: string): (indexed: string) => boolean {
  const words = searchWords(query).map(tokensOf);
  return (indexed) => {
    const tokens = tokensOf(indexed);
    return words.every((wanted) => {
      if (wanted.length === 0) return true;
      return tokens.some((_, start) =>
        wanted.every((token, i) => {
          const have = tokens[start + i];
          return have !== undefined && (i === wanted.length - 1 ? have.startsWith(token) : have === token);
        }),
      );
    });
  };
}
