import { bangkokToday } from "~/lib/dates";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { NewsAttributes } from "~/model/entities";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { parseListState } from "~/lib/list-state";
import { localeFromPath } from "~/lib/locale";
import { keywordIds } from "~/search/list-keyword.server";
import { toStoryCard } from "./cards";
import { newsListConfig, newsListQuery } from "./list-config";
import { newsMenusOf } from "./menus.server";
import { venuesForPlaces } from "./places.server";

/** The news list: keyword, menu, sort and page from the URL; cards with their labels resolved. */
export async function loadNewsList(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const client = contentClient(request, context, "anonymous");
  const menus = await newsMenusOf(client, locale);
  const parsed = parseListState(url.searchParams, newsListConfig);
  const menu = menus.find((m) => m.slug === parsed.facets.menu);
  // An unknown menu is dropped rather than answering with an empty list nobody can explain.
  const state = menu ? parsed : { ...parsed, facets: {} };
  const ids = await keywordIds(context, newsListConfig, state);
  const list = await listOf<NewsAttributes>(client, "api/news", newsListQuery(state, menu?.id ?? null, bangkokToday(), ids));
  const places = await venuesForPlaces(client, list.data.map((item) => item.attributes.place));
  return {
    state,
    total: totalOf(list),
    pageCount: listedPageCountOf(request, list, state.page),
    items: list.data.map((item) => toStoryCard(item, locale, menus, places)),
    selects: [{ name: "menu", label: t("media.menu"), options: menus.map((m) => ({ value: m.slug, label: m.label })) }],
    sorts: [
      { value: "newest", label: t("list.sortNewest") },
      { value: "oldest", label: t("media.sortOldest") },
    ],
  };
}
