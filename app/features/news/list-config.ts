import { type KeywordIds, type ListConfig, type ListState, strapiListQuery } from "~/lib/list-query";
import { newsMenuFilter } from "~/content/news-menu-filter";

/** News pages hold 15 items, as the home page's news pop-up does. */
export const NEWS_PAGE_SIZE = 15;

export const newsListConfig: ListConfig = {
  keyword: { kinds: ["news"] },
  facets: ["menu"],
  sorts: { newest: ["publishedAt:desc", "id:desc"], oldest: ["publishedAt:asc", "id:asc"] },
  defaultSort: "newest",
  pageSize: NEWS_PAGE_SIZE,
};

const CARD_FIELDS = ["title", "title_en", "excerpt", "excerpt_en", "cover_img", "place", "connect_menu", "publishedAt"];

/**
 * The Strapi query of the news list. `menu` in the URL is a news-list slug; `menuId` is its `menu_id`, which a
 * news item lists in `connect_menu.menu` (an exact element match, so menu 1 never matches 11; see newsMenuFilter).
 */
export function newsListQuery(state: ListState, menuId: number | null, today: string, keywordIds?: KeywordIds): Record<string, unknown> {
  const { menu: _menu, ...facets } = state.facets;
  const query = strapiListQuery({ ...state, facets }, newsListConfig, today, keywordIds);
  const and = [...(((query.filters as { $and?: unknown[] } | undefined)?.$and) ?? [])];
  if (menuId !== null) and.push(newsMenuFilter([menuId]));
  const { filters: _filters, ...rest } = query;
  return { ...rest, ...(and.length > 0 ? { filters: { $and: and } } : {}), fields: CARD_FIELDS };
}
