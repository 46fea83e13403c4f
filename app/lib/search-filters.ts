import { regionProvinces } from "../domain/regions";
import { parseListState } from "./list-state";
import type { When } from "./list-query";
import { SEARCH_KINDS, type SearchKind } from "./search-docs";

/**
 * What the search page narrows by, from its URL as the lists' filters are (`?kind=&when=&from=&to=&province=
 * &industry=`): one kind; the dates (upcoming by default, past, all, or a range), which narrow the shows and
 * events and leave the kinds without dates; a province or a region of them; an industry. Anything invalid is no
 * filter (docs/decisions/056).
 */
export interface SearchFilters {
  kind: SearchKind | null;
  when: When;
  from: string;
  to: string;
  /** The province or region as chosen, and the provinces it stands for. */
  province: string;
  provinces: readonly string[];
  industry: string;
}

/** The filters the search page has before anyone narrows it: upcoming and undated entries of every kind. */
export const DEFAULT_SEARCH_FILTERS: SearchFilters = { kind: null, when: "upcoming", from: "", to: "", province: "", provinces: [], industry: "" };

/** No filter at all: every match, past ones too. */
export const EVERY_MATCH: SearchFilters = { ...DEFAULT_SEARCH_FILTERS, when: "all" };

const FILTERED_LIKE_A_LIST = { keyword: { fields: [] }, facets: ["province", "industry"], dates: { start: "", end: "" }, sorts: { relevance: [] }, defaultSort: "relevance", pageSize: 0 };

export function parseSearchFilters(search: URLSearchParams): SearchFilters {
  const state = parseListState(search, FILTERED_LIKE_A_LIST);
  const kind = SEARCH_KINDS.find((k) => k === search.get("kind")) ?? null;
  const province = state.facets.province ?? "";
  const [from, to] = state.from && state.to && state.to < state.from ? [state.to, state.from] : [state.from, state.to];
  return { kind, when: state.when, from, to, province, provinces: province ? (regionProvinces(province) ?? [province]) : [], industry: state.facets.industry ?? "" };
}

/** The filters as URL parameters, the defaults left out: for the page's links and its "clear" state. */
export function searchFilterParams(filters: SearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.kind) params.kind = filters.kind;
  if (filters.when !== "upcoming") params.when = filters.when;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.province) params.province = filters.province;
  if (filters.industry) params.industry = filters.industry;
  return params;
}

/** Whether the visitor narrowed the search beyond its default. */
export const isNarrowed = (filters: SearchFilters) => Object.keys(searchFilterParams(filters)).length > 0;
