/**
 * What the site search indexes: for each searchable collection, how one entry becomes a search document (its
 * kind, titles in both languages, body text and dates) and where its kind is listed. Pure, so the seed (Node),
 * the content service's write routes and the rebuild (workerd) all make the same documents.
 */
import { byListingKind, byListingPlural, type Listing, LISTING_KINDS, listingOfPlural } from "../domain/listings.ts";
import { LISTING_PAGES } from "./listing-pages.ts";
import type { LinkKey } from "./paths";
import { indexText } from "./search-text.ts";

export const SEARCH_KINDS = ["thaiTradeShow", "intlTradeShow", "thaiEvent", ...LISTING_KINDS, "news", "article", "job"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The list and detail page of each kind (keys of app/lib/pages.ts); every list takes the keyword as `q`. */
export const KIND_PAGES = {
  thaiTradeShow: { list: "thaiTradeShowList", detail: "thaiTradeShowDetails" },
  intlTradeShow: { list: "intlTradeShowList", detail: "intlTradeShowDetails" },
  thaiEvent: { list: "thaiEventList", detail: "thaiEventDetails" },
  ...LISTING_PAGES,
  news: { list: "newsList", detail: "newsDetails" },
  article: { list: "articleList", detail: "articleTopic" },
  job: { list: "jobsList", detail: "jobDetails" },
} as const satisfies Record<SearchKind, { list: LinkKey; detail: LinkKey }>;

/** The kinds whose lists open on what has not ended (their `when` filter): the search's link asks for all of them. */
export const DATED_KINDS: ReadonlySet<SearchKind> = new Set(["thaiTradeShow", "intlTradeShow", "thaiEvent"]);

/** The collections the search indexes (plural api ids). */
export type IndexedCollection = "trade-shows" | "thai-events" | Listing["plural"] | "news" | "articles" | "jobs";

/** Each indexed collection's number, which makes its entries' row ids in the index: a number is never reused. */
export const INDEXED_COLLECTIONS = {
  "trade-shows": 1,
  "thai-events": 2,
  venues: 3,
  organizers: 4,
  contractors: 5,
  news: 6,
  articles: 7,
  jobs: 8,
} as const satisfies Record<IndexedCollection, number>;

export const isIndexed = (plural: string): plural is IndexedCollection => Object.hasOwn(INDEXED_COLLECTIONS, plural);

/**
 * Each kind's number, which makes its entries' row ids in the index: a number is never reused. A kind has its
 * collection's number, but for the shows abroad, which share the trade shows' collection and have their own, so
 * every kind is one row id range the index reads and counts without looking at any other.
 */
const KIND_NUMBERS: Record<SearchKind, number> = {
  thaiTradeShow: INDEXED_COLLECTIONS["trade-shows"],
  intlTradeShow: 9,
  thaiEvent: INDEXED_COLLECTIONS["thai-events"],
  ...byListingKind((listing) => INDEXED_COLLECTIONS[listing.plural]),
  news: INDEXED_COLLECTIONS.news,
  article: INDEXED_COLLECTIONS.articles,
  job: INDEXED_COLLECTIONS.jobs,
};

/** Row ids per kind: a row id divided by it (rounded down) is its kind's number. */
export const ROW_ID_SPAN = 10_000_000_000;

/**
 * An ended edition of a show or event (its last day before today) lies in a row id range of its own: its kind's
 * number plus this. Moved there when written after it ended, and by the cron pass as editions end
 * (docs/decisions/070), so the search's default narrowing (upcoming) is a row id range FTS5 seeks to, with no
 * look-up per match.
 */
const ENDED_NUMBER = 10;
/** Every row id from here on is an ended edition's; every row id below it an upcoming or undated document's. */
export const ENDED_FROM = ENDED_NUMBER * ROW_ID_SPAN;

/** A document whose last day is before today: an ended edition. Documents without dates never are. */
export const isEnded = (endDate: string, today: string) => endDate !== "" && endDate < today;

/** The kinds with ended editions: the dated ones. */
const endedNumberOf = (kind: SearchKind) => (DATED_KINDS.has(kind) ? KIND_NUMBERS[kind] + ENDED_NUMBER : undefined);

/** The kind whose row ids have this number (a row id divided by ROW_ID_SPAN), its ended editions' too. */
export const kindNumbered = (n: number): SearchKind | undefined => SEARCH_KINDS.find((kind) => KIND_NUMBERS[kind] === n || endedNumberOf(kind) === n);

/**
 * The index row id of an entry of a kind: one per kind and id (and, for a dated kind, whether the edition has
 * ended), so a write replaces exactly its own document.
 */
export function searchRowId(kind: SearchKind, id: number, ended = false): number {
  const endedNumber = endedNumberOf(kind);
  return (ended && endedNumber !== undefined ? endedNumber : KIND_NUMBERS[kind]) * ROW_ID_SPAN + id;
}

/** Whether a row id is an ended edition's. */
export const isEndedRowId = (rowid: number) => rowid >= ENDED_FROM;

/** A document where it belongs on `today`: an ended edition in its kind's ended range, any other in its kind's range. */
export const placed = (doc: SearchDoc, today: string): SearchDoc => ({ ...doc, rowid: searchRowId(doc.kind, doc.refId, isEnded(doc.endDate, today)) });

/** The row ids a kind's upcoming and undated documents have (`ended`: its ended editions'): one range each. */
export function kindRowIds(kind: SearchKind, ended = false): [first: number, last: number] {
  const first = searchRowId(kind, 0, ended);
  return [first, first + ROW_ID_SPAN - 1];
}

/** One row id range of the index: one kind's upcoming and undated documents, or its ended editions. */
export interface KindRange {
  kind: SearchKind;
  ended: boolean;
  first: number;
  last: number;
}

const rangeOf = (kind: SearchKind, ended: boolean): KindRange => {
  const [first, last] = kindRowIds(kind, ended);
  return { kind, ended, first, last };
};

/** A kind's ranges: its upcoming and undated documents', and for a dated kind its ended editions'. */
export const kindRanges = (kind: SearchKind): KindRange[] => [rangeOf(kind, false), ...(DATED_KINDS.has(kind) ? [rangeOf(kind, true)] : [])];

/** Every range the index has, in row id order. */
const ALL_RANGES: readonly KindRange[] = SEARCH_KINDS.flatMap(kindRanges).sort((a, b) => a.first - b.first);

const sameRange = (a: KindRange, b: KindRange) => a.first === b.first;

/**
 * Row id spans that hold every range of `wanted` and no range but those and the `empty` ones (read and found
 * without a match): neighbouring ranges share one span, so an index read by row id span reads them in one pass and
 * never walks another range's matches.
 */
export function spansHolding(wanted: readonly KindRange[], empty: readonly KindRange[] = []): [first: number, last: number][] {
  const spans: [number, number][] = [];
  let extending = false;
  for (const range of ALL_RANGES) {
    if (wanted.some((w) => sameRange(w, range))) {
      if (extending) spans[spans.length - 1]![1] = range.last;
      else spans.push([range.first, range.last]);
      extending = true;
    } else if (!empty.some((e) => sameRange(e, range))) {
      extending = false;
    }
  }
  return spans;
}

/** Every row id an entry of a collection may have had (a trade show moves between Thailand and abroad, and ends). */
export const searchRowIdsOf = (plural: IndexedCollection, id: number): number[] =>
  SEARCH_KINDS.filter((kind) => KIND_COLLECTION[kind] === plural).flatMap((kind) => [searchRowId(kind, id), ...(DATED_KINDS.has(kind) ? [searchRowId(kind, id, true)] : [])]);

export interface SearchDoc {
  rowid: number;
  kind: SearchKind;
  refId: number;
  slug: string;
  /** The slug of the page an entry is shown on when it has none of its own (an article's topic). */
  parentSlug: string;
  titleTh: string;
  titleEn: string;
  summaryTh: string;
  summaryEn: string;
  /** ISO dates of shows and events; empty for the other kinds. */
  startDate: string;
  endDate: string;
  /** Segmented words of both titles, and of the rest. */
  title: string;
  body: string;
  /** What the search narrows by, as stored (a province's English name, an industry's code); empty when none. */
  province: string;
  industry: string;
}

type Entry = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const tags = (value: unknown): string => (Array.isArray(value) ? value.filter((v) => typeof v === "string").join(" ") : "");
/** Body text beyond this many characters per field adds little to finding an entry and bloats the index. */
const BODY_FIELD_CHARS = 3000;
const body = (entry: Entry, fields: readonly string[]) =>
  indexText(...fields.flatMap((f) => [str(entry[f]).slice(0, BODY_FIELD_CHARS), str(entry[`${f}_en`]).slice(0, BODY_FIELD_CHARS)]));

export function kindOf(plural: IndexedCollection, entry: Entry): SearchKind {
  switch (plural) {
    case "trade-shows":
      return entry.scope === "international" ? "intlTradeShow" : "thaiTradeShow";
    case "thai-events":
      return "thaiEvent";
    case "news":
      return "news";
    case "articles":
      return "article";
    case "jobs":
      return "job";
    default:
      return (listingOfPlural(plural) as Listing).kind;
  }
}

/** What an entry of each collection is found by: its title, the summary shown with it and the body text. */
interface IndexedFields {
  title: string;
  summary: string;
  body: readonly string[];
}

const EVENT_FIELDS: IndexedFields = { title: "name", summary: "summary", body: ["summary", "venue_name", "city", "description"] };

const INDEXED_FIELDS: Record<IndexedCollection, IndexedFields> = {
  "trade-shows": EVENT_FIELDS,
  "thai-events": EVENT_FIELDS,
  ...byListingPlural((listing) => ({ title: listing.nameField, summary: "summary", body: ["summary", "address", "note"] })),
  news: { title: "title", summary: "excerpt", body: ["excerpt", "content", "place"] },
  articles: { title: "title", summary: "excerpt", body: ["excerpt", "content"] },
  jobs: { title: "title", summary: "company_name", body: ["company_name", "description", "requirements"] },
};

/** The collection each kind's entries are in. */
const KIND_COLLECTION: Record<SearchKind, IndexedCollection> = {
  thaiTradeShow: "trade-shows",
  intlTradeShow: "trade-shows",
  thaiEvent: "thai-events",
  ...byListingKind((listing) => listing.plural),
  news: "news",
  article: "articles",
  job: "jobs",
};

/**
 * The fields a list searches the keyword in when the index finds more entries than a list can filter by: the
 * titles and summaries the index weighs most, in both languages, through Strapi's own `$containsi`.
 */
export function keywordFieldsOf(kinds: readonly SearchKind[]): string[] {
  const fields = kinds.flatMap((kind) => {
    const { title, summary } = INDEXED_FIELDS[KIND_COLLECTION[kind]];
    return [title, `${title}_en`, summary, `${summary}_en`];
  });
  return [...new Set(fields)];
}

/**
 * The search document of an entry, or null when it must not be found: a draft (no publication date).
 * `parentSlug` is the slug of an article's topic, whose page shows the article.
 */
export function searchDocFor(plural: IndexedCollection, entry: Entry, parentSlug = ""): SearchDoc | null {
  if (!entry.published_at) return null;
  const { title: titleField, summary: summaryField, body: bodyFields } = INDEXED_FIELDS[plural];
  const titleTh = str(entry[titleField]);
  const titleEn = str(entry[`${titleField}_en`]) || titleTh;
  const extra = [str(entry.province), str(entry.country), str(entry.industry), str(entry.sector), str(entry.category), tags(entry.tags)];
  return {
    rowid: searchRowId(kindOf(plural, entry), Number(entry.id)),
    kind: kindOf(plural, entry),
    refId: Number(entry.id),
    slug: str(entry.slug) || String(entry.id),
    parentSlug,
    titleTh,
    titleEn,
    summaryTh: str(entry[summaryField]).slice(0, 300),
    summaryEn: (str(entry[`${summaryField}_en`]) || str(entry[summaryField])).slice(0, 300),
    startDate: str(entry.start_date),
    endDate: str(entry.end_date),
    title: indexText(titleTh, titleEn),
    body: [body(entry, bodyFields), indexText(...extra)].filter(Boolean).join(" "),
    province: str(entry.province),
    industry: str(entry.industry),
  };
}
