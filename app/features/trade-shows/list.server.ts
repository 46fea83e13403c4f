import type { RouterContextProvider } from "react-router";
import type { TradeShowAttributes } from "~/model/entities";
import { optionsOf, provinceOptionsOf } from "~/content/master-data";
import { loadEventList } from "~/features/events/event-list.server";
import { appContext } from "~/context";
import { industryFeedPath } from "~/lib/calendar-feed";
import { localizePath } from "~/lib/locale";
import { type Scope, tradeShowListConfig } from "./list-config";

/** Everything a trade-show list page shows, with labels resolved in the page's language. */
export async function loadTradeShowList(request: Request, context: Readonly<RouterContextProvider>, scope: Scope) {
  const { locale, t, master, list } = await loadEventList<TradeShowAttributes>(request, context, {
    api: "api/trade-shows",
    config: () => tradeShowListConfig(scope),
    tag: "industry",
  });
  const placeFacet = scope === "thai" ? "province" : "country";
  // With an industry chosen, the list offers that industry's calendar feed (app/features/calendar/feed.server.ts).
  const industry = master.sectors.find((s) => s.group === "industry" && s.value === list.state.facets.industry);
  const feed = industry
    ? {
        url: new URL(localizePath(industryFeedPath(industry.value), locale), context.get(appContext).env.SITE_URL).toString(),
        heading: t("mail.feed.heading", { industry: industry[locale] }),
      }
    : null;
  return {
    ...list,
    feed,
    selects: [
      {
        name: placeFacet,
        label: t(`list.${placeFacet}`),
        options:
          scope === "thai"
            ? provinceOptionsOf(master.provinces, locale, t)
            : optionsOf(master.countries.filter((c) => c.value !== "Thailand"), locale),
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
