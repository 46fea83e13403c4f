import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { portalStore } from "~/portal-store/portal-store.server";
import { bangkokToday } from "~/lib/dates";
import { formatNumber } from "~/lib/numbers";
import { localeFromPath } from "~/lib/locale";
import { INDEXED_COLLECTIONS, SEARCH_KINDS, type SearchKind } from "~/lib/search-docs";
import { MAX_QUERY_LENGTH } from "~/lib/search-terms";
import { isNarrowed, parseSearchFilters, type SearchFilters } from "~/lib/search-filters";
import { contentClient } from "~/content/content-client.server";
import { masterDataOf } from "~/content/master-data.server";
import { optionsOf, provinceOptionsOf } from "~/content/master-data";
import { serverT } from "~/i18n/server";
import { pagePath } from "~/lib/paths";
import type { Locale } from "~/domain/locales";
import { groupView, hitView, listPathFor, type SearchGroupView } from "./search-view";

/** The visitor's query from `?q=`, trimmed and cut to the length the box allows. */
export const queryOf = (url: URL) => (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);

export interface SearchPageData {
  query: string;
  /** The query the results are for when the visitor's was corrected (a Latin typo), else null. */
  correctedQuery: string | null;
  total: number;
  /** The total as the page writes it. */
  shown: string;
  groups: SearchGroupView[];
  /** With no result: every kind's list, to browse instead. */
  otherKinds: { kind: SearchKind; listPath: string }[];
  /** What the search is narrowed by, and the choices of the filter form. */
  filters: SearchFilterView;
}

export interface SearchFilterView {
  kind: string;
  when: SearchFilters["when"];
  from: string;
  to: string;
  province: string;
  industry: string;
  /** The visitor narrowed the search beyond its default (the filters then show open). */
  narrowed: boolean;
  /** The same query with the default filters, for "clear". */
  clearPath: string;
  kinds: { value: string; label: string }[];
  provinces: { value: string; label: string }[];
  industries: { value: string; label: string }[];
}

async function filterView(request: Request, context: Readonly<RouterContextProvider>, query: string, filters: SearchFilters, locale: Locale): Promise<SearchFilterView> {
  const t = serverT(locale);
  const master = await masterDataOf(contentClient(request, context, "anonymous"));
  return {
    kind: filters.kind ?? "",
    when: filters.when,
    from: filters.from,
    to: filters.to,
    province: filters.province,
    industry: filters.industry,
    narrowed: isNarrowed(filters),
    clearPath: pagePath("search", query ? { query: { q: query } } : {}),
    kinds: SEARCH_KINDS.map((kind) => ({ value: kind, label: t(`search.kinds.${kind}`) })),
    provinces: provinceOptionsOf(master.provinces, locale, t),
    industries: optionsOf(
      master.sectors.filter((s) => s.group === "industry"),
      locale,
    ),
  };
}

export async function loadSearchPage(request: Request, context: Readonly<RouterContextProvider>): Promise<SearchPageData> {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = queryOf(url);
  const filters = parseSearchFilters(url.searchParams);
  const empty = { query, correctedQuery: null, total: 0, shown: "0", groups: [] };
  if (!query) return { ...empty, otherKinds: [], filters: await filterView(request, context, query, filters, locale) };
  const today = bangkokToday();
  const { env, dependsOn } = context.get(appContext);
  // The index changes with every indexed collection: a cached results page renews with them.
  const [result, filterChoices] = await Promise.all([
    portalStore(env).searchIndex.search(query, today, 5, filters),
    filterView(request, context, query, filters, locale),
    dependsOn(Object.keys(INDEXED_COLLECTIONS)),
  ]);
  return {
    filters: filterChoices,
    query,
    correctedQuery: result.corrected ? result.query : null,
    total: result.total,
    shown: formatNumber(result.total),
    groups: result.groups.map((g) => groupView(g, result.query, locale, today, filters)),
    otherKinds: result.total === 0 ? SEARCH_KINDS.map((kind) => ({ kind, listPath: listPathFor(kind) })) : [],
  };
}

/** The as-you-type list: a few titles in the page's language, from two characters on. */
export async function loadSuggestions(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("locale") === "en" ? "en" : "th";
  const query = queryOf(url);
  if ([...query].length < 2) return [];
  const today = bangkokToday();
  const { env, dependsOn } = context.get(appContext);
  const [hits] = await Promise.all([portalStore(env).searchIndex.suggest(query, today), dependsOn(Object.keys(INDEXED_COLLECTIONS))]);
  return hits.map((h) => {
    const view = hitView(h, locale, today);
    return { title: view.title, kind: h.kind, path: view.path };
  });
}
