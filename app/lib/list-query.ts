import { regionProvinces } from "../domain/regions";
import { keywordFieldsOf, type SearchKind } from "./search-docs";

/**
 * The state of a directory list lives in its URL (`?q=&province=&when=&sort=&page=`), so a search survives
 * reload and sharing. This module turns the state into a Strapi v4 query and back into a URL; list-state.ts reads
 * the URL into validated state (apart, so the pages' scripts do not carry the validator).
 */

export type When = "upcoming" | "past" | "all";

export interface ListConfig {
  /**
   * What the keyword `q` searches: the site search index for these kinds, so a list finds what /search finds
   * (Thai words inside compounds, a Thai brand by its Latin name); or, for a collection the index leaves out,
   * these fields with `$containsi` (localised fields search both languages).
   */
  keyword: { kinds: readonly SearchKind[] } | { fields: readonly string[] };
  /** Filters every query of this list carries (`{scope: {$eq: "thai"}}`). */
  baseFilters?: Record<string, unknown>;
  /** Equality filters the visitor can set, by URL parameter = field name. */
  facets?: readonly string[];
  /** For shows and events: the date fields behind upcoming/past and the date range. */
  dates?: { start: string; end: string };
  /** Sort keys offered to the visitor, each mapped to Strapi sort expressions. */
  sorts: Record<string, readonly string[]>;
  defaultSort: string;
  pageSize: number;
  populate?: Record<string, unknown> | string;
}

export interface ListState {
  q: string;
  page: number;
  sort: string;
  when: When;
  from: string;
  to: string;
  facets: Record<string, string>;
}

/** The longest keyword a list filter takes (its box's maxLength). */
export const KEYWORD_MAX = 100;

/**
 * The keyword filter: the entries the search index found (`keywordIds`), or the keyword in the list's fields:
 * its own, or, when the index found more than a list can filter by ("many"), the fields the index weighs most, so
 * paging reaches every match. No id found means no entry: `$in` of an empty list would leave the query string,
 * and with it the filter, so that case asks for an id that is never null.
 */
function keywordFilter(q: string, keyword: ListConfig["keyword"], keywordIds: KeywordIds = []): Record<string, unknown> {
  const fields = "fields" in keyword ? keyword.fields : keywordIds === "many" ? keywordFieldsOf(keyword.kinds) : null;
  if (fields) return { $or: fields.map((field) => ({ [field]: { $containsi: q } })) };
  return keywordIds.length > 0 ? { id: { $in: [...keywordIds] } } : { id: { $null: true } };
}

/** What the search index found for a list's keyword: the ids, or "many" when there are more than a list filters by. */
export type KeywordIds = readonly number[] | "many";

/** A facet's condition: its value, or for a region in the province facet (Greater Bangkok) any of its provinces. */
function facetFilter(field: string, value: string): Record<string, unknown> {
  const provinces = field === "province" ? regionProvinces(value) : null;
  return provinces ? { $in: [...provinces] } : { $eq: value };
}

/**
 * The Strapi v4 query for a list state; `today` is yyyy-mm-dd in Bangkok. For a list searched through the
 * index, `keywordIds` are the ids the index found for the keyword (app/search/list-keyword.server.ts).
 */
export function strapiListQuery(state: ListState, config: ListConfig, today: string, keywordIds?: KeywordIds): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (config.baseFilters) and.push(config.baseFilters);
  if (state.q) and.push(keywordFilter(state.q, config.keyword, keywordIds));
  for (const [field, value] of Object.entries(state.facets)) and.push({ [field]: facetFilter(field, value) });
  if (config.dates) {
    const { start, end } = config.dates;
    if (state.when === "upcoming") and.push({ [end]: { $gte: today } });
    if (state.when === "past") and.push({ [end]: { $lt: today } });
    // A show is in the range when it overlaps it at all.
    if (state.from) and.push({ [end]: { $gte: state.from } });
    if (state.to) and.push({ [start]: { $lte: state.to } });
  }
  const sort = [...(config.sorts[state.sort] ?? config.sorts[config.defaultSort] ?? [])];
  // Past shows read newest first unless the visitor chose otherwise.
  if (config.dates && state.when === "past" && state.sort === config.defaultSort) {
    sort.splice(0, sort.length, ...sort.map((s) => s.replace(/:asc$/, ":desc")));
  }
  return {
    ...(and.length > 0 ? { filters: { $and: and } } : {}),
    sort,
    pagination: { page: state.page, pageSize: config.pageSize },
    ...(config.populate ? { populate: config.populate } : {}),
  };
}

/** The list URL for a state, leaving out defaults so links stay short; `page` 1 is implied. */
export function listSearch(state: ListState, config: ListConfig, changes: Partial<ListState> = {}): string {
  const next = { ...state, ...changes, facets: { ...state.facets, ...changes.facets } };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const [name, value] of Object.entries(next.facets)) if (value) params.set(name, value);
  if (config.dates && next.when !== "upcoming") params.set("when", next.when);
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (next.sort !== config.defaultSort) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

