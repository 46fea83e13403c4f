/**
 * What the site search indexes: for each searchable collection, how one entry becomes a search document (its
 * kind, titles in both languages, body text and dates) and where its kind is listed. Pure, so the seed (Node),
 * the content service's write routes and the rebuild (workerd) all make the same documents.
 */
import { type Listing, LISTING_KINDS, type ListingKind, LISTINGS } from "../domain/listings.ts";
import { indexText } from "./search-text.ts";

export const SEARCH_KINDS = ["thaiTradeShow", "intlTradeShow", "thaiEvent", "venue", "organizer", "contractor", "news", "article", "job"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The list and detail page of each kind (keys of app/lib/pages.ts); every list takes the keyword as `q`. */
export const KIND_PAGES = {
  thaiTradeShow: { list: "thaiTradeShowList", detail: "thaiTradeShowDetails" },
  intlTradeShow: { list: "intlTradeShowList", detail: "intlTradeShowDetails" },
  thaiEvent: { list: "thaiEventList", detail: "thaiEventDetails" },
  venue: { list: "venueList", detail: "venueDetails" },
  organizer: { list: "organizerList", detail: "organizerDetails" },
  contractor: { list: "contractorList", detail: "contractorDetails" },
  news: { list: "newsList", detail: "newsDetails" },
  article: { list: "articleList", detail: "articleTopic" },
  job: { list: "jobsList", detail: "jobDetails" },
} as const satisfies Record<SearchKind, { list: string; detail: string }>;

/** The indexed collections (plural api ids) with a stable number that makes each entry's row id in the index. */
export const INDEXED_COLLECTIONS = {
  "trade-shows": 1,
  "thai-events": 2,
  venues: 3,
  organizers: 4,
  contractors: 5,
  news: 6,
  articles: 7,
  jobs: 8,
} as const;
export type IndexedCollection = keyof typeof INDEXED_COLLECTIONS;

export const isIndexed = (plural: string): plural is IndexedCollection => Object.hasOwn(INDEXED_COLLECTIONS, plural);

/** The index row id of an entry: one per collection and id, so a write replaces exactly its own document. */
export const searchRowId = (plural: IndexedCollection, id: number) => INDEXED_COLLECTIONS[plural] * 10_000_000_000 + id;

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
}

type Entry = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const tags = (value: unknown): string => (Array.isArray(value) ? value.filter((v) => typeof v === "string").join(" ") : "");
/** Body text beyond this many characters per field adds little to finding an entry and bloats the index. */
const BODY_FIELD_CHARS = 3000;
const body = (entry: Entry, fields: readonly string[]) =>
  indexText(...fields.flatMap((f) => [str(entry[f]).slice(0, BODY_FIELD_CHARS), str(entry[`${f}_en`]).slice(0, BODY_FIELD_CHARS)]));

/** The kind of listing a listing collection (`venues`) stores. */
const listingKindOf = (plural: Listing["plural"]) => LISTING_KINDS.find((kind) => LISTINGS[kind].plural === plural) as ListingKind;

function kindOf(plural: IndexedCollection, entry: Entry): SearchKind {
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
      return listingKindOf(plural);
  }
}

const TITLE_FIELD: Record<IndexedCollection, string> = {
  "trade-shows": "name",
  "thai-events": "name",
  venues: "name",
  organizers: "company_name",
  contractors: "company_name",
  news: "title",
  articles: "title",
  jobs: "title",
};

const BODY_FIELDS: Record<IndexedCollection, readonly string[]> = {
  "trade-shows": ["summary", "venue_name", "city", "description"],
  "thai-events": ["summary", "venue_name", "city", "description"],
  venues: ["summary", "address", "note"],
  organizers: ["summary", "address", "note"],
  contractors: ["summary", "address", "note"],
  news: ["excerpt", "content", "place"],
  articles: ["excerpt", "content"],
  jobs: ["company_name", "description", "requirements"],
};

const SUMMARY_FIELD: Record<IndexedCollection, string> = {
  "trade-shows": "summary",
  "thai-events": "summary",
  venues: "summary",
  organizers: "summary",
  contractors: "summary",
  news: "excerpt",
  articles: "excerpt",
  jobs: "company_name",
};

/**
 * The search document of an entry, or null when it must not be found: a draft (no publication date).
 * `parentSlug` is the slug of an article's topic, whose page shows the article.
 */
export function searchDocFor(plural: IndexedCollection, entry: Entry, parentSlug = ""): SearchDoc | null {
  if (!entry.published_at) return null;
  const titleField = TITLE_FIELD[plural];
  const titleTh = str(entry[titleField]);
  const titleEn = str(entry[`${titleField}_en`]) || titleTh;
  const summaryField = SUMMARY_FIELD[plural];
  const extra = [str(entry.province), str(entry.country), str(entry.industry), str(entry.sector), str(entry.category), tags(entry.tags)];
  return {
    rowid: searchRowId(plural, Number(entry.id)),
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
    body: [body(entry, BODY_FIELDS[plural]), indexText(...extra)].filter(Boolean).join(" "),
  };
}
