import type { NewsAttributes } from "~/model/entities";
import type { StrapiEntity } from "~/model/types";
import { localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { newsMenuFilter } from "~/content/news-menu-filter";
import { newsDetailPath } from "~/lib/news-link";

/** The news pop-up pages by 15, as the news list does. */
export const NEWS_PAGE_SIZE = 15;

/** The two news-list menus whose news the home page relates (menu ids 1 and 2). */
export const HOME_NEWS_MENUS = ["1", "2"] as const;

export type NewsItem = StrapiEntity<Pick<NewsAttributes, "title" | "title_en" | "cover_img" | "place" | "publishedAt" | "connect_menu">>;

function menuIds(ids: readonly (string | number)[]): number[] {
  return ids.map((id) => Number.parseInt(String(id), 10)).filter((id) => Number.isInteger(id));
}

/**
 * The news lookup: news in either menu (newsMenuFilter, an exact element match a real Strapi honours), one page
 * of 15, newest published first, only the fields a card shows.
 */
export function newsQuery(ids: readonly (string | number)[], page: number) {
  return {
    filters: newsMenuFilter(ids),
    sort: ["publishedAt:desc"],
    fields: ["title", "title_en", "cover_img", "place", "publishedAt", "connect_menu"],
    pagination: { page, pageSize: NEWS_PAGE_SIZE },
  };
}

/**
 * Keep only news whose `connect_menu.menu` holds either id (parsed as integers), a guard on
 * the client against a database whose JSON text the server filter does not foresee.
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
