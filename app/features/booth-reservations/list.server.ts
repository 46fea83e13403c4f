import type { RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/content/entities";
import { optionsOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { contentFor, listOf, pageCountOf, totalOf } from "~/content/server";
import { eventCardItem } from "~/features/events/place-label";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/lib/breadcrumbs.server";
import { bangkokToday, parseListState, strapiListQuery } from "~/lib/list-query";
import { pageSeo, requestPage } from "~/lib/page-seo.server";
import { BOOTH_LIST_PATH, boothListConfig } from "./list-config";

/** Shows open for booth booking, with the price and deadline an exhibitor compares first. */
export async function loadBoothReservationList(request: Request, context: Readonly<RouterContextProvider>) {
  const { url, locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  const today = bangkokToday();
  const config = boothListConfig(today);
  const state = parseListState(url.searchParams, config);
  const client = contentFor(request, context);
  const [list, master] = await Promise.all([
    listOf<TradeShowAttributes>(client, "api/trade-shows", strapiListQuery(state, config, today)),
    masterDataOf(client),
  ]);
  const { jsonLd } = breadcrumbTrail(locale, siteUrl, BOOTH_LIST_PATH, [{ label: t("pages.boothReservationList.title") }]);
  return {
    seo: pageSeo(request, context, "boothReservationList", { jsonLd: [jsonLd] }),
    state,
    today,
    total: totalOf(list),
    pageCount: pageCountOf(list),
    shows: list.data.map((show) => eventCardItem(show, master, locale, "industry")),
    selects: [
      { name: "province", label: t("list.province"), options: optionsOf(master.provinces, locale) },
      { name: "industry", label: t("list.industry"), options: optionsOf(master.sectors.filter((s) => s.group === "industry"), locale) },
    ],
    sorts: [
      { value: "date", label: t("list.sortDate") },
      { value: "deadline", label: t("events.sortDeadline") },
      { value: "price", label: t("events.sortPrice") },
      { value: "name", label: t("list.sortName") },
    ],
  };
}
