import { bangkokToday } from "~/lib/dates";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { emptyListHints } from "~/content/list-hints.server";
import { masterDataOf } from "~/content/master-data.server";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { type ListConfig, strapiListQuery } from "~/lib/list-query";
import { parseListState } from "~/lib/list-state";
import { localeFromPath } from "~/lib/locale";
import { keywordIds } from "~/search/list-keyword.server";
import { type EventTag, type TaggedEvent, eventCardItem } from "./place-label";

/**
 * The core of every show and event list (Thai and international shows, booth booking, Thai events): the URL
 * state, one page of cards with their labels, and the counts. The caller adds its filters, sorts and SEO.
 */
export async function loadEventList<A extends TaggedEvent>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  source: { api: "api/trade-shows" | "api/thai-events"; config: (today: string) => ListConfig; tag: EventTag },
) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const today = bangkokToday();
  const config = source.config(today);
  const state = parseListState(url.searchParams, config);
  const client = contentClient(request, context, "anonymous");
  const ids = await keywordIds(context, config, state);
  const query = (s: typeof state) => strapiListQuery(s, config, today, ids);
  const [list, master] = await Promise.all([listOf<A>(client, source.api, query(state)), masterDataOf(client)]);
  const relaxed = await emptyListHints(list, state, config, { client, path: source.api, query });
  return {
    locale,
    t: serverT(locale),
    master,
    list: {
      state,
      today,
      total: totalOf(list),
      pageCount: listedPageCountOf(request, list, state.page),
      relaxed,
      items: list.data.map((item) => eventCardItem(item, master, locale, source.tag)),
    },
  };
}
