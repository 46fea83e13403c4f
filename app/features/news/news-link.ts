import { slugify } from "~/lib/slug";

export const NEWS_LIST_PATH = "/news-lists";

/**
 * The news detail link, `/news-details/{slug}?c={encoded id}`, the slug made from the Thai
 * `title` in both languages, so the two language versions share one path (hreflang pairs line up) and the link
 * matches the home page pop-up and the sitemap. Unprefixed: pass it through localizePath for English pages.
 */
export function newsDetailPath(id: number | string, title: string | null | undefined): string {
  return `/news-details/${encodeURIComponent(slugify(title))}?c=${encodeURIComponent(String(id))}`;
}
