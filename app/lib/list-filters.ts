import { type ListConfig, type ListState, listSearch } from "./list-query";

/**
 * The filters a visitor has set on a list, each with the URL that drops only that filter, so the active
 * filters show as chips a visitor can remove one by one (plain links: they work without JavaScript).
 * Sort and page are not filters: removing a filter keeps the sort and goes back to page 1.
 */
export type ActiveFilter =
  | { kind: "q"; value: string; search: string }
  | { kind: "facet"; name: string; value: string; search: string }
  | { kind: "when"; value: "past" | "all"; search: string }
  | { kind: "from" | "to"; value: string; search: string };

export function activeFilters(state: ListState, config: ListConfig): ActiveFilter[] {
  const without = (changes: Partial<ListState>) => listSearch(state, config, { ...changes, page: 1 });
  const filters: ActiveFilter[] = [];
  if (state.q) filters.push({ kind: "q", value: state.q, search: without({ q: "" }) });
  for (const name of config.facets ?? []) {
    const value = state.facets[name];
    if (value) filters.push({ kind: "facet", name, value, search: without({ facets: { [name]: "" } }) });
  }
  if (config.dates && state.when !== "upcoming") filters.push({ kind: "when", value: state.when, search: without({ when: "upcoming" }) });
  if (state.from) filters.push({ kind: "from", value: state.from, search: without({ from: "" }) });
  if (state.to) filters.push({ kind: "to", value: state.to, search: without({ to: "" }) });
  return filters;
}

/** The URL without any filter, keeping the visitor's sort. */
export function withoutFilters(state: ListState, config: ListConfig): string {
  const facets = Object.fromEntries(Object.keys(state.facets).map((name) => [name, ""]));
  return listSearch(state, config, { q: "", facets, when: config.dates ? "upcoming" : "all", from: "", to: "", page: 1 });
}
