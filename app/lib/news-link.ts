import { slugify } from "~/lib/slug";
import { pagePath } from "~/lib/paths";

export const NEWS_LIST_PATH = pagePath("newsList");

/**
 * The news detail link, `/news-details/{slug}?c={encoded id}`, the slug made from the Thai
 * `title` in both languages, so the two language versions share one path (hreflang pairs line up) and the link
 * matches the home page pop-up and the sitemap. Unprefixed: pass it through localizePath for English pages.
 */
export function newsDetailPath(id: number | string, title: string | null | undefined): string {
  return pagePath("newsDetails", { id: slugify(title), query: { c: id } });
}
