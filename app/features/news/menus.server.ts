import type { ContentClient } from "~/content/client";
import type { NewsListAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import { optionalListOf } from "~/content/server";
import type { Locale } from "~/domain/locales";

export interface NewsMenu {
  id: number;
  slug: string;
  label: string;
}

/** The news menus (the news-list collection) in the page's language; a failure leaves the filter empty. */
export async function newsMenusOf(client: ContentClient, locale: Locale): Promise<NewsMenu[]> {
  const lists = await optionalListOf<NewsListAttributes>(client, "api/news-list", {
    sort: ["sort_order:asc", "menu_id:asc"],
    pagination: { page: 1, pageSize: 50 },
  });
  return lists.map((list) => ({ id: list.attributes.menu_id, slug: list.attributes.slug, label: localized(list.attributes, "title", locale) }));
}
