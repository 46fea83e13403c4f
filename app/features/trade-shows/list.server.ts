import type { RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/content/entities";
import { masterDataOf } from "~/content/master-data.server";
import { optionsOf } from "~/content/master-data";
import { contentFor, listOf, pageCountOf, totalOf } from "~/content/server";
import { serverT } from "~/i18n/server";
import { bangkokToday, parseListState, strapiListQuery } from "~/lib/list-query";
import { type Scope, tradeShowListConfig } from "./list-config";
import { localeFromPath } from "~/lib/locale";
import { eventCardItem } from "~/features/events/place-label";

/** Everything a trade-show list page shows, with labels resolved in the page's language. */
export async function loadTradeShowList(request: Request, context: Readonly<RouterContextProvider>, scope: Scope) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const config = tradeShowListConfig(scope);
  const state = parseListState(url.searchParams, config);
  const today = bangkokToday();
  const client = contentFor(request, context);
  const [list, master] = await Promise.all([
    listOf<TradeShowAttributes>(client, "api/trade-shows", strapiListQuery(state, config, today)),
    masterDataOf(client),
  ]);
  const placeFacet = scope === "thai" ? "province" : "country";
  return {
    state,
    today,
    total: totalOf(list),
    pageCount: pageCountOf(list),
    shows: list.data.map((show) => eventCardItem(show, master, locale, "industry")),
    selects: [
      {
        name: placeFacet,
        label: t(`list.${placeFacet}`),
        options: optionsOf(scope === "thai" ? master.provinces : master.countries.filter((c) => c.value !== "Thailand"), locale),
      },
      { name: "industry", label: t("list.industry"), options: optionsOf(master.sectors.filter((s) => s.group === "industry"), locale) },
    ],
    sorts: [
      { value: "date", label: t("list.sortDate") },
      { value: "name", label: t("list.sortName") },
      { value: "newest", label: t("list.sortNewest") },
    ],
  };
}
