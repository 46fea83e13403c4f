import { type ActiveFilter, activeFilters } from "./list-filters";
import { type ListConfig, type ListState } from "./list-query";
import { parseListState } from "./list-state";

/** One filter of an empty list and how many results the list has without it. */
export interface Relaxation {
  filter: ActiveFilter;
  count: number;
}

/**
 * For a list that found nothing: which single filter to drop, and how many results that gives (at most `limit`,
 * the most results first, none that would still find nothing). `count` asks the source for the total of a list
 * state; each state is the one the filter's own "remove" link leads to, so the hint and the link agree.
 */
export async function relaxations(state: ListState, config: ListConfig, count: (state: ListState) => Promise<number>, limit = 3): Promise<Relaxation[]> {
  const filters = activeFilters(state, config);
  const counted = await Promise.all(filters.map(async (filter) => ({ filter, count: await count(parseListState(new URLSearchParams(filter.search), config)) })));
  return counted
    .filter((relaxation) => relaxation.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
