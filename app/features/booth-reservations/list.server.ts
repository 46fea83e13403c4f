import type { RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/model/entities";
import { optionsOf, provinceOptionsOf } from "~/content/master-data";
import { loadEventList } from "~/features/events/event-list.server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { pageSeo, requestPage } from "~/server/page-seo.server";
import { BOOTH_LIST_PATH, boothListConfig } from "./list-config";

/** Shows open for booth booking, with the price and deadline an exhibitor compares first. */
export async function loadBoothReservationList(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, master, list } = await loadEventList<TradeShowAttributes>(request, context, {
    api: "api/trade-shows",
    config: boothListConfig,
    tag: "industry",
  });
  const { siteUrl } = requestPage(request, context);
  const { jsonLd } = breadcrumbTrail(locale, siteUrl, BOOTH_LIST_PATH, [{ label: t("pages.boothReservationList.title") }]);
  return {
    seo: pageSeo(request, context, "boothReservationList", { jsonLd: [jsonLd] }),
    ...list,
    selects: [
      { name: "province", label: t("list.province"), options: provinceOptionsOf(master.provinces, locale, t) },
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
