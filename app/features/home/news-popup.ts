import type { NewsAttributes } from "~/content/entities";
import type { StrapiEntity } from "~/content/types";
import { type Locale, localizePath } from "~/lib/locale";
import { newsDetailPath } from "~/features/news/news-link";

/** The news pop-up pages by 15, as the news list does. */
export const NEWS_PAGE_SIZE = 15;

/** The two news-list menus whose news the home page relates (menu ids 1 and 2). */
export const HOME_NEWS_MENUS = ["1", "2"] as const;

export type NewsItem = StrapiEntity<Pick<NewsAttributes, "title" | "title_en" | "cover_img" | "place" | "createdAt" | "connect_menu">>;

function menuIds(ids: readonly (string | number)[]): number[] {
  return ids.map((id) => Number.parseInt(String(id), 10)).filter((id) => Number.isInteger(id));
}

/**
 * The news lookup: an OR filter on `connect_menu.menu` containing either id, one page of 15, newest first,
 * only the fields a card shows. Serialised by the content client as
 * `filters[$or][0][connect_menu][menu][$contains]=1&filters[$or][1][connect_menu][menu][$contains]=2&...`.
 */
export function newsQuery(ids: readonly (string | number)[], page: number) {
  return {
    filters: { $or: ids.map((id) => ({ connect_menu: { menu: { $contains: String(id) } } })) },
    sort: ["createdAt:desc"],
    fields: ["title", "title_en", "cover_img", "place", "createdAt", "connect_menu"],
    pagination: { page, pageSize: NEWS_PAGE_SIZE },
  };
}

/**
 * Keep only news whose `connect_menu.menu` holds either id (parsed as integers). A real
 * Strapi matches `$contains` on the JSON text, so menu 1 would also match 11 or 21.
 */
export function filterNewsByMenus<T extends { attributes: { connect_menu?: { menu?: unknown } | null } }>(
  items: readonly T[],
  ids: readonly (string | number)[],
): T[] {
  const wanted = menuIds(ids);
  return items.filter((item) => {
    const menu = item.attributes.connect_menu?.menu;
    return Array.isArray(menu) && menu.some((m) => wanted.includes(Number(m)));
  });
}

/**
 * `/news-details/{slug}?c={encoded id}` through the page's locale path. The slug is the canonical one (from the
 * Thai title, as the news page and the sitemap spell it), so the link needs no redirect in either language.
 */
export function newsDetailHref(item: { id: number | string; attributes: { title?: string | null } }, locale: Locale): string {
  return localizePath(newsDetailPath(item.id, item.attributes.title), locale);
}
