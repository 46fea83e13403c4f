/** Search hits as the page shows them: titles and summaries in the page's language, links to detail and list pages. */
import { articlePath } from "~/lib/article-link";
import { formatCardRange } from "~/lib/dates";
import { formatNumber } from "~/lib/numbers";
import type { Locale } from "~/domain/locales";
import { pagePath } from "~/lib/paths";
import { DATED_KINDS, KIND_PAGES, type SearchKind } from "~/lib/search-docs";
import { isPast, type SearchGroup, type SearchHit } from "~/lib/search-rank";
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from "~/lib/search-filters";

export interface SearchItemView {
  title: string;
  /** The other language's title when it differs: the official Latin name beside a Thai one. */
  altTitle: string | null;
  summary: string;
  dates: string | null;
  /** A show or event that has ended, marked so nobody plans for it. */
  past: boolean;
  path: string;
}

export interface SearchGroupView {
  kind: SearchKind;
  count: number;
  /** The count as the page writes it: "1,204". */
  shown: string;
  /** The kind's own list, filtered by the same keyword. */
  listPath: string;
  items: SearchItemView[];
}

/** Where a hit opens: its detail page (an article on its topic's page). */
export function hitPath(hit: Pick<SearchHit, "kind" | "slug" | "parentSlug">): string {
  if (hit.kind === "article") return articlePath(hit.parentSlug, hit.slug);
  return pagePath(KIND_PAGES[hit.kind].detail, { id: hit.slug });
}

/**
 * Which of the search's place and industry filters each kind's list has (the facets of its list configuration:
 * app/features/*\/list-config.ts, app/features/directory/kinds.ts); the dated kinds' lists have the dates too.
 */
const LIST_TAKES: Record<SearchKind, { province: boolean; industry: boolean }> = {
  thaiTradeShow: { province: true, industry: true },
  intlTradeShow: { province: false, industry: true },
  thaiEvent: { province: true, industry: false },
  venue: { province: true, industry: false },
  organizer: { province: true, industry: false },
  contractor: { province: true, industry: false },
  job: { province: true, industry: false },
  news: { province: false, industry: false },
  article: { province: false, industry: false },
};

/**
 * A kind's list page, filtered by the keyword when there is one and by the search's filters that the list has,
 * so it holds what the search counted (both open on upcoming shows and events).
 */
export function listPathFor(kind: SearchKind, query = "", filters: SearchFilters = DEFAULT_SEARCH_FILTERS): string {
  const takes = LIST_TAKES[kind];
  const dated = DATED_KINDS.has(kind);
  const params: Record<string, string> = {
    ...(query ? { q: query } : {}),
    ...(dated && filters.when !== "upcoming" ? { when: filters.when } : {}),
    ...(dated && filters.from ? { from: filters.from } : {}),
    ...(dated && filters.to ? { to: filters.to } : {}),
    ...(takes.province && filters.province ? { province: filters.province } : {}),
    ...(takes.industry && filters.industry ? { industry: filters.industry } : {}),
  };
  return Object.keys(params).length > 0 ? pagePath(KIND_PAGES[kind].list, { query: params }) : pagePath(KIND_PAGES[kind].list);
}

export function hitView(hit: SearchHit, locale: Locale, today: string): SearchItemView {
  const [title, other] = locale === "th" ? [hit.titleTh, hit.titleEn] : [hit.titleEn, hit.titleTh];
  return {
    title,
    altTitle: other && other !== title ? other : null,
    summary: locale === "th" ? hit.summaryTh : hit.summaryEn,
    dates: hit.startDate && hit.endDate ? formatCardRange(hit.startDate, hit.endDate, locale) : null,
    past: isPast(hit, today),
    path: hitPath(hit),
  };
}

export function groupView(group: SearchGroup<SearchHit>, query: string, locale: Locale, today: string, filters: SearchFilters): SearchGroupView {
  return {
    kind: group.kind,
    count: group.count,
    shown: formatNumber(group.count),
    listPath: listPathFor(group.kind, query, filters),
    items: group.items.map((h) => hitView(h, locale, today)),
  };
}
